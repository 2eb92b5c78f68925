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

/** Asked when the owner leaves the flow builder with changes that are not saved. */
export function LeaveDialog({ open, saving, onStay, onLeave, onSaveAndLeave }: LeaveDialogProps) {
  const { t } = useTranslation(['flows']);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('flows:leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('flows:leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onStay} autoFocus>
          {t('flows:leave.stay')}
        </Button>
        <Button color="error" onClick={onLeave}>
          {t('flows:leave.leave')}
        </Button>
        <Button variant="contained" onClick={onSaveAndLeave} disabled={saving}>
          {t('flows:leave.saveAndLeave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
