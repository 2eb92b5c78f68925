import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScreenLayout } from '@/components/screen-layout';
import { useAppList } from '../api/app-list';
import { AppGroup } from './app-group';

/** /apps (spec sections 1 and 2): the six services, newsletter and review, each with its state and health. */
export function AppsPage() {
  const { t } = useTranslation(['apps', 'shell']);
  const { accountId = '' } = useParams();
  const apps = useAppList(accountId);
  const of = (kind: 'newsletter' | 'review') => (apps.data ?? []).filter((app) => app.kind === kind);
  return (
    <ScreenLayout title={t('shell:nav.apps')}>
      <Typography color="text.secondary">{t('apps:list.intro')}</Typography>
      <FormErrorAlert error={apps.error} />
      {apps.isPending && <CircularProgress aria-label={t('apps:list.loading')} />}
      {apps.data && (
        <Stack spacing={4}>
          <AppGroup accountId={accountId} kind="newsletter" apps={of('newsletter')} />
          <AppGroup accountId={accountId} kind="review" apps={of('review')} />
        </Stack>
      )}
    </ScreenLayout>
  );
}
