import type { PopupAnswer } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useCreatePopup } from '../api/popup-list';

/** A new popup's name; the server gives it a starter signup design, to be changed in the builder later. */
export function PopupCreateDialog({
  accountId,
  open,
  onClose,
  onCreated,
}: {
  accountId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (popup: PopupAnswer) => void;
}) {
  const { t } = useTranslation(['popups', 'fields']);
  const titleId = useId();
  const create = useCreatePopup(accountId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const close = () => {
    setName('');
    setNameError(null);
    create.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setNameError(t('fields:field_empty'));
    try {
      const created = await create.mutateAsync({ name: name.trim() });
      setName('');
      setNameError(null);
      create.reset();
      onCreated(created);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.name) setNameError(error.fields.name);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('popups:create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('popups:create.name')}
              required
              autoFocus
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              error={nameError !== null}
              helperText={nameError}
              fullWidth
            />
            {!(create.error instanceof ApiRequestError && create.error.fields.name) && (
              <FormErrorAlert error={create.error} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('popups:create.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('popups:create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
