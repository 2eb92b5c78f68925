import type { TestRecipientsAnswer } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { useAddTestRecipient } from '../api/test-recipients';

type Recipients = TestRecipientsAnswer['data'];

/** The allowed addresses (users first, then verified ones): pending ones cannot be chosen yet. */
export const allowedAddresses = (recipients: Recipients | undefined) =>
  (recipients?.addresses ?? []).filter((entry) => entry.kind !== 'pending').map((entry) => entry.address);

/** "3 av 50 testutsendelser i dag", beside the test-send button. */
export function TestSendCount({ recipients, id }: { recipients: Recipients | undefined; id?: string }) {
  const { t } = useTranslation(['emails']);
  if (!recipients) return null;
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ alignSelf: { sm: 'center' } }}>
      {t('emails:testRecipients.count', { used: recipients.used, limit: recipients.limit })}
    </Typography>
  );
}

/** Picks one of the allowed addresses; the server's message for the address shows under it. */
export function TestRecipientSelect({
  recipients,
  value,
  onChange,
  error,
  size,
}: {
  recipients: Recipients | undefined;
  value: string;
  onChange: (address: string) => void;
  error: string | null;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation(['emails']);
  const options = allowedAddresses(recipients);
  return (
    <TextField
      select
      size={size}
      label={t('emails:testSend.to')}
      value={options.includes(value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? t('emails:testRecipients.help')}
      sx={{ minWidth: { sm: 280 } }}
      fullWidth={size !== 'small'}
    >
      {options.map((address) => (
        <MenuItem key={address} value={address}>
          {address}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Adds a recipient: the address gets a verification link and can be chosen once it is opened. Not a form
 * of its own (it sits beside the test-send form); Enter in the field asks as the button does.
 */
export function AddTestRecipient({
  accountId,
  recipients,
}: {
  accountId: string;
  recipients: Recipients | undefined;
}) {
  const { t } = useTranslation(['emails']);
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddTestRecipient(accountId);
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pendingId = useId();
  const pending = (recipients?.addresses ?? []).filter((entry) => entry.kind === 'pending');

  const submit = async () => {
    try {
      await add.mutateAsync(address.trim());
      enqueueSnackbar(t('emails:testRecipients.linkSent', { address: address.trim().toLowerCase() }), {
        variant: 'success',
      });
      setAddress('');
      setOpen(false);
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? (failure.fields.address ?? failure.message)
          : t('emails:testRecipients.failed'),
      );
    }
  };

  return (
    <Stack spacing={1}>
      {pending.length > 0 && (
        <Typography id={pendingId} variant="body2" color="text.secondary">
          {t('emails:testRecipients.pending', {
            addresses: pending.map((entry) => entry.address).join(', '),
          })}
        </Typography>
      )}
      {open ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            type="email"
            size="small"
            label={t('emails:testRecipients.newAddress')}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setError(null);
            }}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void submit();
              }
            }}
            error={error !== null}
            helperText={error ?? t('emails:testRecipients.newHelp')}
            sx={{ minWidth: { sm: 280 } }}
          />
          <Button variant="outlined" onClick={() => void submit()} disabled={add.isPending}>
            {t('emails:testRecipients.sendLink')}
          </Button>
        </Stack>
      ) : (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
          {t('emails:testRecipients.add')}
        </Button>
      )}
    </Stack>
  );
}
