import { HISTORY_IMPORT_MONTHS, type HistoryImport } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { formatDateTime } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useStartHistoryImport } from '../api/shop-platform-api';

interface FormValues {
  shop_url: string;
  consumer_key: string;
  consumer_secret: string;
}
const FIELDS = ['shop_url', 'consumer_key', 'consumer_secret'] as const;

interface HistoryProps {
  accountId: string;
  history: HistoryImport | null;
  canManage: boolean;
}

/**
 * WooCommerce's orders and customers of the last months, fetched with a read-only REST API key: the progress
 * (asked again with the page's refresh), why it stopped, and for the owner the form that starts it. The key
 * is never shown again; a new start replaces a running one, and what was fetched is not fetched twice.
 */
export function ShopHistoryImport({ accountId, history, canManage }: HistoryProps) {
  const { t } = useTranslation(['settings']);
  const start = useStartHistoryImport(accountId);
  const { control, handleSubmit, setError, reset } = useForm<FormValues>({
    defaultValues: { shop_url: history?.shop_url ?? '', consumer_key: '', consumer_secret: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await start.mutateAsync(values);
      reset({
        shop_url: answer.data.history_import?.shop_url ?? values.shop_url,
        consumer_key: '',
        consumer_secret: '',
      });
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS);
    }
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="shop-history-title" component="h2" variant="h6">
          {t('settings:shopPlatform.history.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings:shopPlatform.history.intro', { months: HISTORY_IMPORT_MONTHS })}
        </Typography>
        {history && <HistoryProgress history={history} />}
        {canManage && (
          <Stack
            spacing={2}
            component="form"
            onSubmit={onSubmit}
            noValidate
            aria-labelledby="shop-history-title"
          >
            <FormErrorAlert error={start.error} />
            <FormTextField
              control={control}
              name="shop_url"
              type="url"
              label={t('settings:shopPlatform.history.shopUrl')}
              helperText={t('settings:shopPlatform.history.shopUrlHelp')}
              autoComplete="off"
              required
            />
            <FormTextField
              control={control}
              name="consumer_key"
              label={t('settings:shopPlatform.history.consumerKey')}
              autoComplete="off"
              required
            />
            <FormTextField
              control={control}
              name="consumer_secret"
              type="password"
              label={t('settings:shopPlatform.history.consumerSecret')}
              helperText={t('settings:shopPlatform.history.keyHelp')}
              autoComplete="off"
              required
            />
            <div>
              <Button type="submit" variant="contained" disabled={start.isPending}>
                {history?.state === 'running'
                  ? t('settings:shopPlatform.history.restart')
                  : t('settings:shopPlatform.history.start', { months: HISTORY_IMPORT_MONTHS })}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** "x av y" when WooCommerce has told its count, else just x. */
function useCount() {
  const { t } = useTranslation(['settings']);
  return (done: number, total: number | null) =>
    total === null ? String(done) : t('settings:shopPlatform.history.ofTotal', { done, total });
}

function HistoryProgress({ history }: { history: HistoryImport }) {
  const { t, i18n } = useTranslation(['settings']);
  const count = useCount();
  const language = i18n.resolvedLanguage ?? 'nb';
  const counts = t('settings:shopPlatform.history.counts', {
    customers: count(history.customers_done, history.customers_total),
    orders: count(history.orders_done, history.orders_total),
  });
  if (history.state === 'failed')
    return (
      <Alert severity="warning">
        {t('settings:shopPlatform.history.failed', { reason: history.error ?? '' })} {counts}
      </Alert>
    );
  if (history.state === 'done')
    return (
      <Typography variant="body2" role="status">
        {t('settings:shopPlatform.history.done', {
          when: formatDateTime(history.finished_at ?? history.started_at, language),
        })}{' '}
        {counts}
      </Typography>
    );
  const known = (history.customers_total ?? 0) + (history.orders_total ?? 0);
  const read = history.customers_done + history.orders_done;
  const percent =
    history.phase === 'orders' && history.orders_total !== null && known > 0 ? (read / known) * 100 : null;
  return (
    <div>
      <Typography variant="body2" role="status" gutterBottom>
        {t(`settings:shopPlatform.history.running.${history.phase}`)} {counts}
      </Typography>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={t('settings:shopPlatform.history.progressLabel')}
      />
    </div>
  );
}
