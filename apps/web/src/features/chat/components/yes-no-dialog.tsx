import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface YesNoDialogProps {
  open: boolean;
  title: string;
  text: string;
  onYes: () => void;
  onNo: () => void;
  yesLabel?: string;
  noLabel?: string;
}

/** A question with two answers; Escape and the backdrop answer no. */
export function YesNoDialog({ open, title, text, onYes, onNo, yesLabel, noLabel }: YesNoDialogProps) {
  const { t } = useTranslation(['chat']);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onNo} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo}>{noLabel ?? t('chat:dialog.no')}</Button>
        <Button onClick={onYes} variant="contained" autoFocus>
          {yesLabel ?? t('chat:dialog.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
