import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';

interface DeleteDialogProps {
  open: boolean;
  title: string;
  text: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a keyword, synonym or custom result is deleted (it cannot be undone). */
export function DeleteDialog(props: DeleteDialogProps) {
  const { t } = useTranslation(['search']);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{props.text}</DialogContentText>
        <FormErrorAlert error={props.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('search:form.cancel')}</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.pending}>
          {t('search:form.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
