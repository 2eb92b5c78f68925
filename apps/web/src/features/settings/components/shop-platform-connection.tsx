import type { ShopPlatform, ShopPlatformChoice } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopySnippet } from '@/components/copy-snippet';
import { FactsSection } from '@/components/facts-section';
import { useDisconnectShopPlatform } from '../api/shop-platform-api';
import { ShopFeedReport } from './shop-feed-report';
import { ShopPlatformSecret } from './shop-platform-secret';

interface ConnectionProps {
  accountId: string;
  shop: ShopPlatform;
  platform: ShopPlatformChoice;
}

/** What is connected: the platform, the webhook URL and secret to paste, the feed's last run, and "Koble fra". */
export function ShopPlatformConnection({ accountId, shop, platform }: ConnectionProps) {
  const { t } = useTranslation(['settings']);
  const disconnect = useDisconnectShopPlatform(accountId);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    disconnect.reset();
  };

  const facts: [string, string][] = [
    [t('settings:shopPlatform.connection.platform'), t(`settings:shopPlatform.platforms.${platform}`)],
  ];
  if (shop.shop_domain) facts.push([t('settings:shopPlatform.connection.shopDomain'), shop.shop_domain]);
  facts.push([
    t('settings:shopPlatform.connection.feed'),
    shop.feed_url ?? t('settings:shopPlatform.connection.noFeed'),
  ]);

  return (
    <FactsSection
      id="shop-platform-connection"
      title={t('settings:shopPlatform.connection.title')}
      facts={facts}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        {shop.feed_url && (
          <ShopFeedReport
            accountId={accountId}
            checkedAt={shop.feed_checked_at}
            report={shop.feed_report}
            canManage={shop.can_manage}
          />
        )}
        {shop.webhook_url && (
          <div>
            <Typography component="h3" variant="subtitle2" gutterBottom>
              {t('settings:shopPlatform.connection.webhookUrl')}
            </Typography>
            <CopySnippet
              code={shop.webhook_url}
              copyText={t('settings:shopPlatform.connection.copy')}
              copyLabel={t('settings:shopPlatform.connection.copyUrlLabel')}
              copiedText={t('settings:shopPlatform.connection.copied')}
              failedText={t('settings:shopPlatform.connection.copyFailed')}
            />
          </div>
        )}
        {shop.can_manage && shop.secret !== null && (
          <ShopPlatformSecret
            accountId={accountId}
            secret={shop.secret}
            hint={shop.secret_hint}
            canRenew={platform === 'woocommerce'}
          />
        )}
        {shop.can_manage && (
          <div>
            <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
              {t('settings:shopPlatform.connection.disconnect')}
            </Button>
          </div>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('settings:shopPlatform.connection.disconnectTitle')}
        text={t('settings:shopPlatform.connection.disconnectText')}
        confirmLabel={t('settings:shopPlatform.connection.disconnect')}
        cancelLabel={t('settings:shopPlatform.connection.cancel')}
        pending={disconnect.isPending}
        error={disconnect.error}
        onClose={close}
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setAsking(false) })}
      />
    </FactsSection>
  );
}
