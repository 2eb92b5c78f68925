import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
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
        <FormErrorAlert error={runs.error} />
        {runs.data && !latest && <Typography>{t('settings:privacy.runs.never')}</Typography>}
        {latest && (
          <Typography>
            {t('settings:privacy.runs.last', { at: formatDateTime(latest.started_at, language) })}
          </Typography>
        )}
        {runs.data && runs.data.data.length > 0 && (
          <Paper variant="outlined">
            <List dense aria-label={t('settings:privacy.runs.listLabel')}>
              {runs.data.data.slice(0, 10).map((run) => (
                <ListItem key={run.id}>
                  <ListItemText
                    primary={formatDateTime(run.started_at, language)}
                    secondary={
                      run.error
                        ? t('settings:privacy.runs.failed', { error: run.error })
                        : `${t('settings:privacy.runs.here')}: ${describe(run.removed[accountId])}. ${t('settings:privacy.runs.all')}: ${describe(total(run.removed))}.`
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </Stack>
    </section>
  );
}
