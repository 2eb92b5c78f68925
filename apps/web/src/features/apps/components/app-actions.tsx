import { APP_SERVICE_NAMES, type AppDetail } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { failureText } from '@/lib/failure-text';
import { useDisconnectApp } from '../api/disconnect-app';
import { useSetAppStatus } from '../api/set-app-status';

/** "Sett på pause" / "Start igjen", and "Koble fra" after a confirmation saying what is lost. */
export function AppActions({ accountId, app }: { accountId: string; app: AppDetail }) {
  const { t } = useTranslation(['apps']);
  const { enqueueSnackbar } = useSnackbar();
  const service = APP_SERVICE_NAMES[app.service];
  const status = useSetAppStatus(accountId, app.service);
  const disconnect = useDisconnectApp(accountId, app.service);
  const [asking, setAsking] = useState(false);
  const paused = app.status === 'paused';

  const toggle = () =>
    status.mutate(paused ? 'active' : 'paused', {
      onSuccess: () =>
        enqueueSnackbar(
          paused ? t('apps:actions.resumed', { service }) : t('apps:actions.paused', { service }),
          { variant: 'success' },
        ),
      onError: (error) => enqueueSnackbar(failureText(error), { variant: 'error' }),
    });

  return (
    <>
      <Button variant="outlined" disabled={status.isPending} onClick={toggle}>
        {paused ? t('apps:actions.resume') : t('apps:actions.pause')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => {
          disconnect.reset();
          setAsking(true);
        }}
      >
        {t('apps:actions.disconnect')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('apps:actions.disconnectTitle', { service })}
        text={t('apps:actions.disconnectText', { service })}
        confirmLabel={t('apps:actions.disconnect')}
        cancelLabel={t('apps:actions.cancel')}
        pending={disconnect.isPending}
        error={disconnect.error}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              enqueueSnackbar(t('apps:actions.disconnected', { service }), { variant: 'success' });
            },
          })
        }
      />
    </>
  );
}
