import type { DeadJob, JobKindHealth } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-list';
import { formatDateTime, formatNumber } from '@/lib/format';
import { JobKindLabel } from './job-kind-label';

const COUNTS = ['due', 'scheduled', 'running', 'failed', 'dead'] as const;
const TROUBLE = new Set<string>(['failed', 'dead']);

/** Per kind: what waits, what runs, what failed and what was given up, the oldest due job and the newest error. */
export function useJobKindColumns(): DataColumn<JobKindHealth>[] {
  const { t, i18n } = useTranslation(['staff']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const when = (instant: string | null) => (instant ? formatDateTime(instant, language) : '–');
  return [
    {
      key: 'kind',
      label: t('staff:jobs.columns.kind'),
      sortValue: (row) => row.kind,
      cell: (row) => <JobKindLabel kind={row.kind} />,
    },
    ...COUNTS.map(
      (count): DataColumn<JobKindHealth> => ({
        key: count,
        label: t(`staff:jobs.columns.${count}`),
        align: 'right',
        wrap: 'nowrap',
        sortValue: (row) => row[count],
        cell: (row) =>
          // A failed or given-up count above zero is bold as well as red, so it does not rest on colour alone.
          TROUBLE.has(count) && row[count] > 0 ? (
            <Box component="strong" sx={{ color: 'error.main' }}>
              {formatNumber(row[count], language)}
            </Box>
          ) : (
            formatNumber(row[count], language)
          ),
      }),
    ),
    {
      key: 'oldestDue',
      label: t('staff:jobs.columns.oldestDue'),
      wrap: 'nowrap',
      sortValue: (row) => row.oldest_due_at,
      cell: (row) => when(row.oldest_due_at),
    },
    {
      key: 'lastError',
      label: t('staff:jobs.columns.lastError'),
      wrap: 'anywhere',
      cell: (row) =>
        row.last_error ? (
          <>
            {row.last_error}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {when(row.last_error_at)}
            </Typography>
          </>
        ) : (
          t('staff:jobs.noError')
        ),
    },
  ];
}

/** The jobs the queue gave up on: which, of what kind, how many tries, when, and why. */
export function useDeadJobColumns(): DataColumn<DeadJob>[] {
  const { t, i18n } = useTranslation(['staff']);
  const language = i18n.resolvedLanguage ?? 'nb';
  return [
    {
      key: 'job',
      label: t('staff:jobs.columns.job'),
      wrap: 'nowrap',
      sortValue: (job) => job.id,
      cell: (job) => t('staff:jobs.jobNumber', { id: job.id }),
    },
    {
      key: 'kind',
      label: t('staff:jobs.columns.kind'),
      sortValue: (job) => job.kind,
      cell: (job) => <JobKindLabel kind={job.kind} />,
    },
    {
      key: 'attempts',
      label: t('staff:jobs.columns.attempts'),
      align: 'right',
      cell: (job) => formatNumber(job.attempts, language),
    },
    {
      key: 'givenUpAt',
      label: t('staff:jobs.columns.givenUpAt'),
      wrap: 'nowrap',
      sortValue: (job) => job.finished_at,
      cell: (job) => (job.finished_at ? formatDateTime(job.finished_at, language) : '–'),
    },
    {
      key: 'lastError',
      label: t('staff:jobs.columns.lastError'),
      wrap: 'anywhere',
      sx: { minWidth: 200 },
      cell: (job) => job.last_error ?? t('staff:jobs.noError'),
    },
  ];
}
