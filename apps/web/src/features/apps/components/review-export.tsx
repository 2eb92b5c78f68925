import { type AppService, REVIEW_EXPORT_MONTHS } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useExportReviews } from '../api/export-reviews';

/** "Eksporter anmeldelser": the service's reviews of the last six months as a CSV download (spec section 9). */
export function ReviewExport({ accountId, service }: { accountId: string; service: AppService }) {
  const { t } = useTranslation(['apps']);
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const noteId = useId();
  const exportReviews = useExportReviews(accountId, service);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('apps:export.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <div>
            <Button
              variant="outlined"
              aria-describedby={noteId}
              disabled={exportReviews.isPending}
              onClick={() =>
                exportReviews.mutate(undefined, {
                  onSuccess: (name) =>
                    enqueueSnackbar(t('apps:export.done', { name }), { variant: 'success' }),
                })
              }
            >
              {t('apps:export.button')}
            </Button>
          </div>
          <Typography id={noteId} variant="body2" color="text.secondary">
            {t('apps:export.note', { count: REVIEW_EXPORT_MONTHS })}
          </Typography>
        </Stack>
        <FormErrorAlert error={exportReviews.error} />
      </Stack>
    </Paper>
  );
}
