import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (revoking a key, deleting a keyword). */
export function ConfirmDialog(props: ConfirmDialogProps) {
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
        <Button onClick={props.onClose}>{props.cancelLabel}</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.pending}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
