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
  saving: boolean;
  onStay: () => void;
  onLeave: () => void;
  onSaveAndLeave: () => void;
}

/** Asked when the user leaves the builder with changes that are not saved. */
export function LeaveDialog({ open, saving, onStay, onLeave, onSaveAndLeave }: LeaveDialogProps) {
  const { t } = useTranslation(['email-builder']);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('email-builder:leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('email-builder:leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onStay} autoFocus>
          {t('email-builder:leave.stay')}
        </Button>
        <Button color="error" onClick={onLeave}>
          {t('email-builder:leave.leave')}
        </Button>
        <Button variant="contained" onClick={onSaveAndLeave} disabled={saving}>
          {t('email-builder:leave.saveAndLeave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
