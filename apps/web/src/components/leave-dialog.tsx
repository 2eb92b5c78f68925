import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

interface LeaveDialogProps {
  /** The builder's unsaved guard (useUnsavedGuard): the dialog is open while it holds a navigation. */
  blocker: Blocker;
  /** The builder's own question and why it asks. */
  title: string;
  text: string;
  saving: boolean;
  /** The builder's save; true when it saved, and only then does "save and leave" leave. */
  save: () => Promise<boolean>;
}

/** Asked when the user leaves a builder (pages, e-mails, flows, templates) with changes that are not saved. */
export function LeaveDialog({ blocker, title, text, saving, save }: LeaveDialogProps) {
  const { t } = useTranslation(['common']);
  const titleId = useId();
  const textId = useId();
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={stay} autoFocus>
          {t('common:leave.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('common:leave.leave')}
        </Button>
        <Button
          variant="contained"
          onClick={async () => {
            if (await save()) blocker.proceed?.();
            else stay();
          }}
          disabled={saving}
        >
          {t('common:leave.saveAndLeave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
