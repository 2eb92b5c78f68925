import {
  type DuplicateRecommendationWidgetBody,
  duplicateRecommendationWidgetBodySchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { paths } from '@/config/paths';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useDuplicateRecommendationWidget } from '../api/widgets';

/**
 * "Dupliser": asks for the copy's id, makes the copy (the account's own, editable, also of a dealer's widget)
 * and opens it. Opened only by its own button.
 */
export function DuplicateDialog({
  accountId,
  source,
  onClose,
}: {
  accountId: string;
  /** null: closed. */
  source: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['recommendations']);
  const titleId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const duplicate = useDuplicateRecommendationWidget(accountId);
  const { control, handleSubmit, setError, reset } = useForm<DuplicateRecommendationWidgetBody>({
    resolver: zodResolver(duplicateRecommendationWidgetBodySchema),
    mode: 'onTouched',
    defaultValues: { id: '' },
  });
  const close = () => {
    duplicate.reset();
    reset({ id: '' });
    onClose();
  };
  const onSubmit = handleSubmit(async ({ id }) => {
    if (source === null) return;
    try {
      const copy = await duplicate.mutateAsync({ source, id });
      enqueueSnackbar(t('recommendations:duplicate.done'), { variant: 'success' });
      close();
      navigate(paths.recommendation.href(accountId, copy.data.id, 'settings'));
    } catch (error) {
      setServerFieldErrors(error, setError, ['id']);
    }
  });
  return (
    <Dialog
      open={source !== null}
      onClose={close}
      aria-labelledby={titleId}
      slotProps={{ transition: { onEnter: () => reset({ id: source ? `${source}-kopi` : '' }) } }}
    >
      <Stack component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('recommendations:duplicate.title', { id: source ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('recommendations:duplicate.text')}</DialogContentText>
            <FormErrorAlert error={duplicate.error} />
            <FormTextField
              control={control}
              name="id"
              label={t('recommendations:duplicate.id')}
              helperText={t('recommendations:editor.idHelp')}
              required
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('recommendations:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={duplicate.isPending}>
            {t('recommendations:duplicate.confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
