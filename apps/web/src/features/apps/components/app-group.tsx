import type { AppKind, AppSummary } from '@butikkpanel/contracts';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppCard } from './app-card';

/** The services of one kind ("Nyhetsbrev", "Anmeldelser") as a titled list of cards. */
export function AppGroup({
  accountId,
  kind,
  apps,
}: {
  accountId: string;
  kind: AppKind;
  apps: AppSummary[];
}) {
  const { t } = useTranslation(['apps']);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h5" component="h2">
        {t(`apps:groups.${kind}`)}
      </Typography>
      <Grid
        container
        spacing={2}
        component="ul"
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {apps.map((app) => (
          <Grid key={app.service} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <AppCard accountId={accountId} app={app} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
