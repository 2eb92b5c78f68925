import type { AppHealth } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FactsSection } from '@/components/facts-section';
import { formatDateTime, formatNumber } from '@/lib/format';

/** How the deliveries stand: the last call that got through, what waits, what failed, and the last error. */
export function HealthPanel({ health }: { health: AppHealth }) {
  const { t, i18n } = useTranslation(['apps']);
  const language = i18n.resolvedLanguage;
  const count = (value: number) => formatNumber(value, language);
  return (
    <FactsSection
      id="app-health"
      title={t('apps:health.title')}
      facts={[
        [
          t('apps:health.lastSuccess'),
          health.last_success_at === null
            ? t('apps:health.never')
            : formatDateTime(health.last_success_at, language),
        ],
        [t('apps:health.queued'), count(health.queued)],
        [
          t('apps:health.pending'),
          <span key="pending">
            {count(health.pending)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {t('apps:health.pendingHelp')}
            </Typography>
          </span>,
        ],
        [t('apps:health.retrying'), count(health.retrying)],
        [
          t('apps:health.failed'),
          <Box key="failed" component="span" sx={{ color: health.failed > 0 ? 'error.main' : undefined }}>
            {count(health.failed)}
          </Box>,
        ],
      ]}
    >
      {health.last_error !== null && (
        <Alert severity="warning" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          {t('apps:health.lastError', { error: health.last_error })}
        </Alert>
      )}
    </FactsSection>
  );
}
