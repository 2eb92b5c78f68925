import { APP_SERVICE_NAMES, type AppService } from '@butikkpanel/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { useAppDetail } from '../api/app-detail';
import { AppActions } from './app-actions';
import { AppStatusChip } from './app-status-chip';
import { ConnectForm } from './connect-form';
import { ConnectedApp } from './connected-app';

/** /apps/{service}: the connect form, or the connected app with its health, settings and deliveries. */
export function AppScreen({ accountId, service }: { accountId: string; service: AppService }) {
  const { t } = useTranslation(['apps']);
  const detail = useAppDetail(accountId, service);
  const app = detail.data;
  const name = APP_SERVICE_NAMES[service];
  return (
    <ScreenLayout
      title={name}
      back={{ href: paths.apps.href(accountId), label: t('apps:back') }}
      subtitle={
        <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <AppStatusChip status={app?.connected ? app.status : null} />
          <Typography color="text.secondary">{t(`apps:descriptions.${service}`)}</Typography>
          {app?.account_name && (
            <Typography>{t('apps:accountName', { service: name, name: app.account_name })}</Typography>
          )}
        </Stack>
      }
      actions={app?.connected && app.can_manage ? <AppActions accountId={accountId} app={app} /> : undefined}
    >
      <FormErrorAlert error={detail.error} />
      {detail.isPending && <CircularProgress aria-label={t('apps:loading')} />}
      {app &&
        (app.connected ? (
          <ConnectedApp accountId={accountId} app={app} />
        ) : app.can_manage ? (
          <ConnectForm key="connect" accountId={accountId} service={service} detail={app} />
        ) : (
          <Typography>{t('apps:readOnlyConnect', { service: name })}</Typography>
        ))}
    </ScreenLayout>
  );
}
