import { isPlatformStaff } from '@butikkpanel/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useSession } from '@/features/auth';
import { usePrivacySettings } from '../api/privacy-settings-api';
import { PrivacyDataSubject } from './privacy-data-subject';
import { PrivacyRetentionForm } from './privacy-retention-form';
import { PrivacyRuns } from './privacy-runs';

/** settings/privacy: retention periods, data subject access and erasure, and (staff) the job's runs. */
export function PrivacySettings({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const settings = usePrivacySettings(accountId);
  const session = useSession();
  const staff = session.status === 'signed-in' && isPlatformStaff(session.session.user.role);

  if (settings.error) return <FormErrorAlert error={settings.error} />;
  if (!settings.data) return <CircularProgress aria-label={t('settings:loading')} />;
  const { retention, can_manage: canManage } = settings.data;
  return (
    <Stack spacing={4}>
      {!canManage && <Typography color="text.secondary">{t('settings:privacy.readOnly')}</Typography>}
      <PrivacyRetentionForm accountId={accountId} retention={retention} canManage={canManage} />
      {canManage && (
        <>
          <Divider />
          <PrivacyDataSubject accountId={accountId} />
        </>
      )}
      {staff && (
        <>
          <Divider />
          <PrivacyRuns accountId={accountId} />
        </>
      )}
    </Stack>
  );
}
