import type { UniqueCodeBatch } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { isBatchRunning, useBatchProgress } from '../api/unique-codes';

/** One batch being made: a bar and "1 234 av 100 000 koder laget"; once done the codes are asked for again. */
export function BatchProgress({
  accountId,
  batch,
  onFinished,
}: {
  accountId: string;
  batch: UniqueCodeBatch;
  onFinished: () => void;
}) {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const progress = useBatchProgress(accountId, batch);
  const current = progress.data;
  const running = isBatchRunning(current);
  const wasRunning = useRef(running);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    if (wasRunning.current && !running) finished.current();
    wasRunning.current = running;
  }, [running]);

  const made = t('discounts:batches.progress', {
    generated: formatNumber(current.generated, language),
    requested: formatNumber(current.requested, language),
  });
  if (current.status === 'failed')
    return (
      <Alert severity="error">
        {t('discounts:batches.failed')} {made}
      </Alert>
    );
  if (current.status === 'done') return <Alert severity="success">{made}</Alert>;
  const percent = current.requested === 0 ? 0 : Math.round((current.generated / current.requested) * 100);
  return (
    <Stack spacing={0.5}>
      <LinearProgress
        variant={current.status === 'queued' ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t('discounts:batches.progressLabel')}
        aria-valuetext={made}
      />
      <Typography variant="body2" role="status">
        {current.status === 'queued' ? t('discounts:batches.queued') : made}
      </Typography>
    </Stack>
  );
}
