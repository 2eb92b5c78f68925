import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useShopPlatform } from '../api/shop-platform-api';
import { ShopHistoryImport } from './shop-history-import';
import { ShopPlatformConnection } from './shop-platform-connection';
import { ShopPlatformDeliveries } from './shop-platform-deliveries';
import { ShopPlatformForm } from './shop-platform-form';
import { ShopPlatformSteps } from './shop-platform-steps';
import { ShopWidgetInstall } from './shop-widget-install';

/**
 * settings/shop-platform: connect Shopify, WooCommerce or another platform's product feed without code. Once
 * connected: the webhook URL and secret to paste, where to paste them, and what has arrived, asked for every
 * few seconds. Members see all but the secret; the owner and staff change it.
 */
export function ShopPlatformSettings({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const query = useShopPlatform(accountId);
  if (!query.data) {
    if (query.error) return <FormErrorAlert error={query.error} />;
    return <CircularProgress aria-label={t('settings:loading')} />;
  }
  const shop = query.data.data;
  const platform = shop.connected ? shop.platform : null;
  return (
    <Stack spacing={4}>
      <Typography color="text.secondary">{t('settings:shopPlatform.intro')}</Typography>
      {!shop.can_manage && <Alert severity="info">{t('settings:shopPlatform.readOnly')}</Alert>}
      {platform === null && !shop.can_manage && (
        <Typography>{t('settings:shopPlatform.notConnected')}</Typography>
      )}
      {platform !== null && (
        <>
          <ShopPlatformConnection accountId={accountId} shop={shop} platform={platform} />
          <ShopPlatformSteps platform={platform} />
          <ShopWidgetInstall accountId={accountId} platform={platform} origins={shop.widget_origins} />
          {platform !== 'other' && (
            <ShopPlatformDeliveries
              accountId={accountId}
              deliveries={shop.deliveries}
              canManage={shop.can_manage}
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          )}
          {platform === 'woocommerce' && (shop.can_manage || shop.history_import) && (
            <ShopHistoryImport
              accountId={accountId}
              history={shop.history_import}
              canManage={shop.can_manage}
            />
          )}
        </>
      )}
      {shop.can_manage && <ShopPlatformForm accountId={accountId} shop={shop} />}
    </Stack>
  );
}
