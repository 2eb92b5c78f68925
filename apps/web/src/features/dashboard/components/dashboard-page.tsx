import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { useSignedInSession } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The dashboard's figures arrive with their own issue; until then it says so instead of inventing any. */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard']);
  const { user } = useSignedInSession();
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  useDocumentTitle(t('dashboard:title'));

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          {t('dashboard:title')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard:signedInAs', { name })}</Typography>
      </Stack>
      <EmptyState title={t('dashboard:empty.title')}>
        <Typography color="text.secondary">{t('dashboard:empty.text')}</Typography>
      </EmptyState>
    </Stack>
  );
}
