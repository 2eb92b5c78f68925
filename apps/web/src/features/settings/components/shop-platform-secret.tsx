import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyButton } from '@/components/copy-snippet';
import { useRenewShopSecret } from '../api/shop-platform-api';

interface SecretProps {
  accountId: string;
  secret: string;
  /** Its last characters ('••••abcd'), shown while hidden. */
  hint: string | null;
  /** A generated secret is renewed here (WooCommerce); Shopify's key is pasted anew in the form instead. */
  canRenew: boolean;
}

/**
 * The signing secret, hidden until asked (a screen shared in a meeting should not show it), with a copy button
 * that copies it either way, and a new one made only after a confirmation, since the old one stops working.
 */
export function ShopPlatformSecret({ accountId, secret, hint, canRenew }: SecretProps) {
  const { t } = useTranslation(['settings']);
  const renew = useRenewShopSecret(accountId);
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    renew.reset();
  };
  return (
    <div>
      <Typography component="h3" variant="subtitle2" gutterBottom>
        {t('settings:shopPlatform.connection.secret')}
      </Typography>
      <Stack spacing={1}>
        {renew.isSuccess && (
          <Alert severity="success" role="status">
            {t('settings:shopPlatform.connection.renewed')}
          </Alert>
        )}
        <Box
          component="code"
          sx={{
            px: 1,
            py: 0.75,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: '0.8rem',
            overflowWrap: 'anywhere',
          }}
        >
          {shown ? secret : (hint ?? '••••')}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Button
            size="small"
            variant="outlined"
            aria-label={
              shown
                ? t('settings:shopPlatform.connection.hideLabel')
                : t('settings:shopPlatform.connection.showLabel')
            }
            onClick={() => setShown((value) => !value)}
          >
            {shown ? t('settings:shopPlatform.connection.hide') : t('settings:shopPlatform.connection.show')}
          </Button>
          <CopyButton
            code={secret}
            copyText={t('settings:shopPlatform.connection.copy')}
            copyLabel={t('settings:shopPlatform.connection.copySecretLabel')}
            copiedText={t('settings:shopPlatform.connection.copied')}
            failedText={t('settings:shopPlatform.connection.copyFailed')}
          />
          {canRenew && (
            <Button size="small" variant="outlined" color="error" onClick={() => setAsking(true)}>
              {t('settings:shopPlatform.connection.renew')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('settings:shopPlatform.connection.renewTitle')}
        text={t('settings:shopPlatform.connection.renewText')}
        confirmLabel={t('settings:shopPlatform.connection.renew')}
        cancelLabel={t('settings:shopPlatform.connection.cancel')}
        pending={renew.isPending}
        error={renew.error}
        onClose={close}
        onConfirm={() => renew.mutate(undefined, { onSuccess: () => setAsking(false) })}
      />
    </div>
  );
}
