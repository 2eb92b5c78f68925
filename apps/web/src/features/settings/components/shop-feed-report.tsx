import type { FeedReport } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatDateTime } from '@/lib/format';
import { useRunFeedNow } from '../api/shop-platform-api';

interface FeedReportProps {
  accountId: string;
  checkedAt: string | null;
  report: FeedReport | null;
  canManage: boolean;
}

/** The product feed's last run: when, what it did (or why it stopped), its rejected lines, and "Hent nå". */
export function ShopFeedReport({ accountId, checkedAt, report, canManage }: FeedReportProps) {
  const { t, i18n } = useTranslation(['settings']);
  const run = useRunFeedNow(accountId);
  const when = checkedAt
    ? t('settings:shopPlatform.feed.checked', {
        when: formatDateTime(checkedAt, i18n.resolvedLanguage ?? 'nb'),
      })
    : t('settings:shopPlatform.feed.notChecked');
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{when}</Typography>
      {report?.status === 'failed' && (
        <Alert severity="warning">
          {t('settings:shopPlatform.feed.failed', { reason: report.error ?? '' })}
        </Alert>
      )}
      {report?.status === 'not_modified' && (
        <Typography variant="body2" color="text.secondary">
          {t('settings:shopPlatform.feed.notModified')}
        </Typography>
      )}
      {report?.status === 'ok' && (
        <Typography variant="body2">
          {t('settings:shopPlatform.feed.counts', {
            seen: report.seen,
            added: report.added,
            changed: report.changed,
            removed: report.removed,
            rejected: report.rejected_count,
          })}
        </Typography>
      )}
      {report && report.rejected.length > 0 && (
        <details>
          <summary>{t('settings:shopPlatform.feed.rejectedTitle', { count: report.rejected_count })}</summary>
          <ul>
            {report.rejected.map((line) => (
              <li key={`${line.line}-${line.id ?? ''}`}>
                {t('settings:shopPlatform.feed.rejectedLine', { line: line.line, id: line.id ?? '–' })}{' '}
                {line.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      {canManage && (
        <div>
          <Button variant="outlined" disabled={run.isPending} onClick={() => run.mutate()}>
            {t('settings:shopPlatform.feed.runNow')}
          </Button>
          {run.isSuccess && (
            <Typography variant="body2" role="status" sx={{ mt: 1 }}>
              {t('settings:shopPlatform.feed.queued')}
            </Typography>
          )}
        </div>
      )}
      <FormErrorAlert error={run.error} />
    </Stack>
  );
}
