import type { AppHealth } from '@butikkpanel/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** A connected app's health in one line: when it last got through, and how many deliveries failed. */
export function AppHealthLine({ health }: { health: AppHealth }) {
  const { t, i18n } = useTranslation(['apps']);
  const language = i18n.resolvedLanguage;
  return (
    <Typography variant="body2" color="text.secondary">
      {health.last_success_at === null
        ? t('apps:summary.neverSynced')
        : t('apps:summary.lastSync', { time: formatDateTime(health.last_success_at, language) })}
      {health.failed > 0 && (
        <>
          {' · '}
          <Typography component="span" variant="body2" color="error">
            {t('apps:summary.failed', { count: health.failed })}
          </Typography>
        </>
      )}
    </Typography>
  );
}
