import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';

/** The part of a create mutation the dialog reads (a TanStack mutation fits). */
export interface CreateMutationState {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

/** What a list screen gives its area's "Ny …" dialog. */
export interface AreaCreateDialogProps<Created> {
  accountId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (created: Created) => void;
}

export interface CreateNameDialogProps<Created> {
  open: boolean;
  title: string;
  nameLabel: string;
  submitLabel: string;
  /** The text for an empty name; "Feltet må fylles ut." unless the spec words it for the area. */
  requiredText?: string;
  mutation: CreateMutationState;
  /** Creates from the trimmed name (and the area's own fields); rejects on a refusal. */
  create: (name: string) => Promise<Created>;
  onCreated: (created: Created) => void;
  onClose: () => void;
  /** The area's further fields (a type, a template to start from), under the name. */
  children?: ReactNode;
}

/**
 * "Ny …": a name, maybe a few more fields, then create. An empty name is refused here; the server's word on
 * the name shows under the field (aria-invalid, aria-describedby), any other refusal in an alert; what was
 * typed stays. Closing or creating starts the next opening empty.
 */
export function CreateNameDialog<Created>(props: CreateNameDialogProps<Created>) {
  const { t } = useTranslation(['common', 'fields']);
  const titleId = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const { mutation } = props;
  const serverNameError = mutation.error instanceof ApiRequestError ? mutation.error.fields.name : undefined;

  const clear = () => {
    setName('');
    setNameError(null);
    mutation.reset();
  };
  const close = () => {
    clear();
    props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setNameError(props.requiredText ?? t('fields:field_empty'));
    try {
      const created = await props.create(name.trim());
      clear();
      props.onCreated(created);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.name) setNameError(error.fields.name);
    }
  };

  return (
    <Dialog open={props.open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={props.nameLabel}
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
            {props.children}
            {serverNameError === undefined && <FormErrorAlert error={mutation.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common:listKit.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
