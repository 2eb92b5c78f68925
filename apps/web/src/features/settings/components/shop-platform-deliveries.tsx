import type { WebhookDelivery } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/data-list';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatDateTime } from '@/lib/format';
import { useDownloadDeliveryExport } from '../api/shop-platform-api';

interface DeliveriesProps {
  accountId: string;
  deliveries: readonly WebhookDelivery[];
  canManage: boolean;
  /** The last refresh's failure; the rows already shown stay. */
  error: unknown;
  onRetry: () => void;
}

/**
 * "Hva som har kommet": the last 50 deliveries, newest first, with the result in words and the reason. The page
 * asks again every few seconds (see shop-platform-api), so a first delivery shows up while the owner waits.
 */
export function ShopPlatformDeliveries({
  accountId,
  deliveries,
  canManage,
  error,
  onRetry,
}: DeliveriesProps) {
  const { t, i18n } = useTranslation(['settings']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const download = useDownloadDeliveryExport(accountId);
  const hasExports = canManage && deliveries.some((delivery) => delivery.has_export);

  return (
    <section aria-labelledby="shop-platform-deliveries-title">
      <Stack spacing={2}>
        <Typography id="shop-platform-deliveries-title" component="h2" variant="h6">
          {t('settings:shopPlatform.deliveries.title')}
        </Typography>
        <Typography color="text.secondary">{t('settings:shopPlatform.deliveries.intro')}</Typography>
        <FormErrorAlert error={download.error} />
        {download.isSuccess && (
          <Alert severity="success" role="status">
            {t('settings:shopPlatform.deliveries.downloaded', { name: download.data })}
          </Alert>
        )}
        <DataList
          label={t('settings:shopPlatform.deliveries.label')}
          rows={deliveries}
          rowKey={(delivery) => String(delivery.id)}
          loading={false}
          error={error}
          onRetry={onRetry}
          loadingLabel={t('settings:loading')}
          empty={{
            title: t('settings:shopPlatform.deliveries.empty'),
            text: t('settings:shopPlatform.deliveries.emptyText'),
          }}
          columns={[
            {
              key: 'topic',
              label: t('settings:shopPlatform.deliveries.columns.topic'),
              wrap: 'anywhere',
              sx: { fontFamily: 'monospace' },
              cell: (delivery) => delivery.topic,
            },
            {
              key: 'received',
              label: t('settings:shopPlatform.deliveries.columns.received'),
              wrap: 'nowrap',
              cell: (delivery) => formatDateTime(delivery.received_at, language),
            },
            {
              key: 'result',
              label: t('settings:shopPlatform.deliveries.columns.result'),
              wrap: 'nowrap',
              cell: (delivery) => t(`settings:shopPlatform.deliveries.states.${delivery.state}`),
            },
            {
              key: 'reason',
              label: t('settings:shopPlatform.deliveries.columns.reason'),
              wrap: 'anywhere',
              cell: (delivery) => delivery.reason ?? '–',
            },
          ]}
          rowActions={
            hasExports
              ? {
                  label: t('settings:shopPlatform.deliveries.columns.actions'),
                  render: (delivery) =>
                    delivery.has_export ? (
                      <Button
                        size="small"
                        aria-label={t('settings:shopPlatform.deliveries.downloadLabel', {
                          at: formatDateTime(delivery.received_at, language),
                        })}
                        disabled={download.isPending}
                        onClick={() => download.mutate(delivery.id)}
                      >
                        {t('settings:shopPlatform.deliveries.download')}
                      </Button>
                    ) : null,
                }
              : undefined
          }
        />
      </Stack>
    </section>
  );
}
