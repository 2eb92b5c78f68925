import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateContact } from '../api/audience';

/** One contact typed in the panel; a tick records their consent with the source 'panel'. */
export function SubscriberAddDialog({
  accountId,
  open,
  onClose,
}: {
  accountId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['emails']);
  const titleId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateContact(accountId);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [subscribed, setSubscribed] = useState(true);
  const fields = create.error instanceof ApiRequestError ? create.error.fields : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const contact = await create.mutateAsync({ email, name: name.trim() || null, subscribed });
      enqueueSnackbar(t('emails:subscribers.added'), { variant: 'success' });
      if (contact) navigate(paths.emailSubscriber.href(accountId, contact.id));
    } catch {
      // Shown below the fields.
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('emails:subscribers.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="email"
              label={t('emails:subscribers.columns.email')}
              required
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(fields.email)}
              helperText={fields.email}
              fullWidth
            />
            <TextField
              label={t('emails:subscribers.columns.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(fields.name)}
              helperText={fields.name}
              fullWidth
            />
            <FormControlLabel
              control={
                <Checkbox checked={subscribed} onChange={(event) => setSubscribed(event.target.checked)} />
              }
              label={t('emails:subscribers.consentGiven')}
            />
            {Object.keys(fields).length === 0 && <FormErrorAlert error={create.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('emails:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('emails:subscribers.addButton')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
