import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { SessionDialogs } from '@/features/account';
import { RouteAccessOutlet } from './route-access';

/** The builders' layout: the whole window for the work, with only a way back. */
export function FullscreenLayout() {
  const { t } = useTranslation(['shell']);
  const { accountId = '' } = useParams();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Link component={RouterLink} to={paths.dashboard.href(accountId)}>
          {t('shell:layout.backToDashboard')}
        </Link>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, p: 2 }}>
        <RouteAccessOutlet />
      </Box>
      <SessionDialogs />
    </Box>
  );
}
