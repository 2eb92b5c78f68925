import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/components/builder/use-notify';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useTestSendTemplate } from './api';

interface TestSendDialogProps {
  accountId: string;
  templateId: number;
  open: boolean;
  /** The signed-in user's address, offered first. */
  defaultTo: string;
  onClose: () => void;
}

/** One test mail of the saved template to any address; the server checks the address. */
export function TestSendDialog(props: TestSendDialogProps) {
  return props.open ? <TestSendForm {...props} /> : null;
}

function TestSendForm({ accountId, templateId, defaultTo, onClose }: TestSendDialogProps) {
  const { t } = useTranslation(['email-builder']);
  const notify = useNotify();
  const titleId = useId();
  const helpId = useId();
  const send = useTestSendTemplate(accountId, templateId);
  const [to, setTo] = useState(defaultTo);
  const fieldError = send.error instanceof ApiRequestError ? (send.error.fields.to ?? null) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const sent = await send.mutateAsync(to.trim());
      notify(t('email-builder:testSend.sent', { to: sent.to }));
      onClose();
    } catch {
      // Shown below: the field's message under the field, anything else in the alert.
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={helpId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('email-builder:testSend.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={helpId}>{t('email-builder:testSend.help')}</DialogContentText>
            <TextField
              label={t('email-builder:testSend.to')}
              type="email"
              autoComplete="email"
              required
              autoFocus
              value={to}
              onChange={(event) => {
                setTo(event.target.value);
                if (send.isError) send.reset();
              }}
              error={fieldError !== null}
              helperText={fieldError}
              fullWidth
            />
            {fieldError === null && <FormErrorAlert error={send.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('email-builder:testSend.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {t('email-builder:testSend.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
