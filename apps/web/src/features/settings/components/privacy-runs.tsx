import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataList, fromQuery } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { usePrivacyRuns } from '../api/privacy-settings-api';

/** Staff only: when the daily privacy job last ran, and what it removed here and in all accounts. */
export function PrivacyRuns({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['settings']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const runs = usePrivacyRuns(accountId, true);
  const describe = (removed: Record<string, number> | undefined) => {
    const parts = Object.entries(removed ?? {})
      .filter(([, count]) => count > 0)
      .map(
        ([kind, count]) =>
          `${t(`settings:privacy.retention.kinds.${kind}`, { defaultValue: kind })}: ${count}`,
      );
    return parts.length > 0 ? parts.join(', ') : t('settings:privacy.runs.nothing');
  };
  const total = (removed: Record<string, Record<string, number>>) => {
    const sum: Record<string, number> = {};
    for (const counts of Object.values(removed)) {
      for (const [kind, count] of Object.entries(counts)) sum[kind] = (sum[kind] ?? 0) + count;
    }
    return sum;
  };
  const latest = runs.data?.data[0];

  return (
    <section aria-labelledby="privacy-runs-heading">
      <Stack spacing={2}>
        <Typography id="privacy-runs-heading" variant="h6" component="h2">
          {t('settings:privacy.runs.heading')}
        </Typography>
        <Alert severity="info">{t('settings:privacy.runs.staffOnly')}</Alert>
        {latest && (
          <Typography>
            {t('settings:privacy.runs.last', { at: formatDateTime(latest.started_at, language) })}
          </Typography>
        )}
        <DataList
          {...fromQuery(runs, (answer) => answer.data.slice(0, 10))}
          label={t('settings:privacy.runs.listLabel')}
          loadingLabel={t('settings:loading')}
          rowKey={(run) => String(run.id)}
          empty={{ title: t('settings:privacy.runs.never') }}
          columns={[
            {
              key: 'started',
              label: t('settings:privacy.runs.columns.started'),
              sortValue: (run) => run.started_at,
              wrap: 'nowrap',
              cell: (run) => formatDateTime(run.started_at, language),
            },
            {
              key: 'result',
              label: t('settings:privacy.runs.columns.result'),
              wrap: 'anywhere',
              cell: (run) =>
                run.error
                  ? t('settings:privacy.runs.failed', { error: run.error })
                  : `${t('settings:privacy.runs.here')}: ${describe(run.removed[accountId])}. ${t('settings:privacy.runs.all')}: ${describe(total(run.removed))}.`,
            },
          ]}
        />
      </Stack>
    </section>
  );
}
