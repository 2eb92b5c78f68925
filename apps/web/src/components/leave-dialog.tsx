import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface LeaveDialogProps {
  open: boolean;
  /** The builder's own question and why it asks. */
  title: string;
  text: string;
  saving: boolean;
  onStay: () => void;
  onLeave: () => void;
  onSaveAndLeave: () => void;
}

/** Asked when the user leaves a builder (e-mail templates, flows) with changes that are not saved. */
export function LeaveDialog({
  open,
  title,
  text,
  saving,
  onStay,
  onLeave,
  onSaveAndLeave,
}: LeaveDialogProps) {
  const { t } = useTranslation(['common']);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onStay} autoFocus>
          {t('common:leave.stay')}
        </Button>
        <Button color="error" onClick={onLeave}>
          {t('common:leave.leave')}
        </Button>
        <Button variant="contained" onClick={onSaveAndLeave} disabled={saving}>
          {t('common:leave.saveAndLeave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
