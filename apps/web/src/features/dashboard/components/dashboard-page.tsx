import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { useSignedInSession } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The dashboard's figures arrive with their own issue; until then it says so instead of inventing any. */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'auth']);
  const { user } = useSignedInSession();
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  useDocumentTitle(t('dashboard:title'));

  return (
    <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
        >
          <Typography variant="h4" component="h1">
            {t('dashboard:title')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
            <Typography color="text.secondary">{t('dashboard:signedInAs', { name })}</Typography>
            <Link component={RouterLink} to={paths.logout.href()}>
              {t('auth:logout.link')}
            </Link>
          </Stack>
        </Stack>
        <EmptyState title={t('dashboard:empty.title')}>
          <Typography color="text.secondary">{t('dashboard:empty.text')}</Typography>
        </EmptyState>
      </Stack>
    </Container>
  );
}
