import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useDeleteSearchWidget } from '../api/search-widgets';

/** Asks before a search widget is deleted; the shop's search boxes that use it stop showing it. */
export function SearchWidgetDeleteDialog({
  accountId,
  widgetId,
  onClose,
}: {
  accountId: string;
  /** null: closed. */
  widgetId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['search-config']);
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteSearchWidget(accountId);
  const titleId = useId();
  const textId = useId();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (widgetId === null) return;
    remove.mutate(widgetId, {
      onSuccess: () => {
        enqueueSnackbar(t('search-config:widgets.deleted'), { variant: 'success' });
        close();
      },
    });
  };
  return (
    <Dialog open={widgetId !== null} onClose={close} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('search-config:widgets.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('search-config:widgets.deleteText', { id: widgetId ?? '' })}
        </DialogContentText>
        <FormErrorAlert error={remove.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('search-config:cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          {t('search-config:widgets.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
