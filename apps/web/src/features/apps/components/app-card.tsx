import { APP_SERVICE_NAMES, type AppSummary } from '@butikkpanel/contracts';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { AppHealthLine } from './app-health-line';
import { AppStatusChip } from './app-status-chip';

/**
 * One service on /apps. The name is the link (so its accessible name is just the service's); its overlay
 * stretches over the card, so a click anywhere on the card opens the app too.
 */
export function AppCard({ accountId, app }: { accountId: string; app: AppSummary }) {
  const { t } = useTranslation(['apps']);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        height: '100%',
        position: 'relative',
        '&:hover': { borderColor: 'primary.main' },
        // The whole card shows where the keyboard is, not just the name's link.
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h3">
            <Link
              component={RouterLink}
              to={paths.app.href(accountId, app.service)}
              underline="hover"
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
            >
              {APP_SERVICE_NAMES[app.service]}
            </Link>
          </Typography>
          <AppStatusChip status={app.connected ? app.status : null} />
        </Stack>
        <Typography variant="body2">{t(`apps:descriptions.${app.service}`)}</Typography>
        {app.connected && app.health && <AppHealthLine health={app.health} />}
      </Stack>
    </Paper>
  );
}
