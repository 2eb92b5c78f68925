import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useIdentitySecret, useRotateIdentitySecret } from '../api/identity-secret-api';

/**
 * On settings/api-keys (the shop's data): the secret the shop's server signs customers' e-mail addresses
 * with, so the widget's identify is trusted (docs/widget.md). Shown to those who manage settings; a new one
 * is asked for with a confirmation, because signatures made with the old one stop working at once.
 */
export function IdentitySecretSettings({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const secret = useIdentitySecret(accountId);
  const rotate = useRotateIdentitySecret(accountId);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    rotate.reset();
  };
  if (secret.error) return <FormErrorAlert error={secret.error} />;
  if (!secret.data) return <CircularProgress aria-label={t('settings:loading')} />;
  const value = secret.data.data.secret;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} component="section" aria-labelledby="identity-secret-title">
        <Typography id="identity-secret-title" component="h2" variant="h6">
          {t('settings:identitySecret.title')}
        </Typography>
        <Typography color="text.secondary">{t('settings:identitySecret.intro')}</Typography>
        {rotate.isSuccess && (
          <Alert severity="success" role="status">
            {t('settings:identitySecret.rotated')}
          </Alert>
        )}
        {value === null ? (
          <Typography>{t('settings:identitySecret.ownerOnly')}</Typography>
        ) : (
          <>
            <TextField
              label={t('settings:identitySecret.label')}
              value={value}
              slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
              helperText={t('settings:identitySecret.help')}
              fullWidth
            />
            <div>
              <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
                {t('settings:identitySecret.rotate')}
              </Button>
            </div>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('settings:identitySecret.rotateTitle')}
        text={t('settings:identitySecret.rotateText')}
        confirmLabel={t('settings:identitySecret.rotate')}
        cancelLabel={t('settings:identitySecret.cancel')}
        pending={rotate.isPending}
        error={rotate.error}
        onClose={close}
        onConfirm={() => rotate.mutate(undefined, { onSuccess: () => setAsking(false) })}
      />
    </Paper>
  );
}
