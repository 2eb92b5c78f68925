import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { askBrowserPermission, storePermission } from '../notification-permission';

/** Asks before the browser does, so the browser's own prompt only comes to someone who said yes. */
export function NotificationPermissionDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account']);
  const answerYes = async () => {
    onDone();
    await askBrowserPermission();
  };
  const answerNo = () => {
    storePermission('denied');
    onDone();
  };
  return (
    <Dialog
      open
      // Escape or a click outside means 'not now': asked again at the next sign-in.
      onClose={onDone}
      aria-labelledby="notification-dialog-title"
      aria-describedby="notification-dialog-text"
    >
      <DialogTitle id="notification-dialog-title">{t('account:notifications.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="notification-dialog-text">{t('account:notifications.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={answerNo}>{t('account:notifications.no')}</Button>
        <Button onClick={() => void answerYes()} variant="contained" autoFocus>
          {t('account:notifications.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
