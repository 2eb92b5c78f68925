import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/components/builder/use-notify';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useRefreshTestRecipients, useTestRecipients } from '../api/test-recipients';
import {
  AddTestRecipient,
  allowedAddresses,
  TestRecipientSelect,
  TestSendCount,
} from '../components/test-recipients';
import { useTestSendTemplate } from './api';

interface TestSendDialogProps {
  accountId: string;
  templateId: number;
  open: boolean;
  /** The signed-in user's address, chosen first when it is one of the account's. */
  defaultTo: string;
  onClose: () => void;
}

/**
 * One test mail of the saved template to one of the account's users or verified addresses (the server
 * checks again), with the day's count beside the button and a way to add and verify an address.
 */
export function TestSendDialog(props: TestSendDialogProps) {
  return props.open ? <TestSendForm {...props} /> : null;
}

function TestSendForm({ accountId, templateId, defaultTo, onClose }: TestSendDialogProps) {
  const { t } = useTranslation(['email-builder']);
  const notify = useNotify();
  const titleId = useId();
  const helpId = useId();
  const send = useTestSendTemplate(accountId, templateId);
  const recipients = useTestRecipients(accountId);
  const refresh = useRefreshTestRecipients(accountId);
  const countId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const options = allowedAddresses(recipients.data);
  const to =
    chosen ?? (options.includes(defaultTo.toLowerCase()) ? defaultTo.toLowerCase() : (options[0] ?? ''));
  const fieldError = send.error instanceof ApiRequestError ? (send.error.fields.to ?? null) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const sent = await send.mutateAsync(to.trim());
      notify(t('email-builder:testSend.sent', { to: sent.to }));
      onClose();
    } catch {
      // Shown below: the field's message under the field, anything else in the alert.
    } finally {
      void refresh();
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
            <TestRecipientSelect
              recipients={recipients.data}
              value={to}
              onChange={(address) => {
                setChosen(address);
                if (send.isError) send.reset();
              }}
              error={fieldError}
            />
            {fieldError === null && <FormErrorAlert error={send.error} />}
            <TestSendCount id={countId} recipients={recipients.data} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('email-builder:testSend.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={send.isPending || to === ''}
            aria-describedby={countId}
          >
            {t('email-builder:testSend.send')}
          </Button>
        </DialogActions>
      </form>
      <DialogContent sx={{ pt: 0 }}>
        <AddTestRecipient accountId={accountId} recipients={recipients.data} />
      </DialogContent>
    </Dialog>
  );
}
