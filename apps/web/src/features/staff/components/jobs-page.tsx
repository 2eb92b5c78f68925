import type { DeadJob } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { DataList, fromQuery } from '@/components/data-list';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useJobHealth } from '../api/get-job-health';
import { useRetryJob } from '../api/retry-job';
import { useDeadJobColumns, useJobKindColumns } from './job-columns';
import { StaffPageFrame } from './staff-page-frame';

/** staff/jobs: the background job queue per kind, and the jobs it gave up on, to queue again. */
export function JobsPage() {
  const { t } = useTranslation(['staff']);
  const { enqueueSnackbar } = useSnackbar();
  const health = useJobHealth();
  const retry = useRetryJob();
  const kindColumns = useJobKindColumns();
  const deadColumns = useDeadJobColumns();
  const retryJob = (job: DeadJob) =>
    retry.mutate(job.id, {
      onSuccess: () => enqueueSnackbar(t('staff:jobs.retried', { id: job.id }), { variant: 'success' }),
    });
  return (
    <StaffPageFrame title={t('staff:jobs.title')} intro={t('staff:jobs.intro')} error={health.error}>
      <DataList
        {...fromQuery(health, (data) => data.kinds)}
        label={t('staff:jobs.kindsLabel')}
        loadingLabel={t('staff:loading')}
        rowKey={(row) => row.kind}
        columns={kindColumns}
        empty={{ title: t('staff:jobs.kindsEmpty') }}
        minWidth={760}
      />
      {health.data && (
        <Stack spacing={1} component="section" aria-labelledby="dead-jobs-heading">
          <Typography variant="h5" component="h2" id="dead-jobs-heading">
            {t('staff:jobs.deadTitle')}
          </Typography>
          <Typography color="text.secondary">{t('staff:jobs.deadIntro')}</Typography>
          <FormErrorAlert error={retry.error} />
          <DataList
            rows={health.data.dead}
            loading={false}
            error={null}
            onRetry={() => void health.refetch()}
            label={t('staff:jobs.deadLabel')}
            rowKey={(job) => String(job.id)}
            columns={deadColumns}
            empty={{ title: t('staff:jobs.deadEmpty') }}
            paging={{ mode: 'client', pageSize: 25 }}
            minWidth={720}
            rowActions={{
              label: t('staff:jobs.columns.actions'),
              render: (job) => (
                <Button
                  size="small"
                  variant="outlined"
                  sx={{ whiteSpace: 'nowrap' }}
                  disabled={retry.isPending && retry.variables === job.id}
                  aria-label={t('staff:jobs.retryNamed', { id: job.id })}
                  onClick={() => retryJob(job)}
                >
                  {t('staff:jobs.retry')}
                </Button>
              ),
            }}
          />
        </Stack>
      )}
    </StaffPageFrame>
  );
}
