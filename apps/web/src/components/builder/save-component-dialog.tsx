import type { BuilderKind } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
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
import { FormErrorAlert } from '@/components/form-error-alert';
import './builder-texts';
import { ApiRequestError } from '@/lib/api-client';
import { useSaveComponent } from './assets-api';
import { useNotify } from './use-notify';

interface SaveComponentDialogProps {
  accountId: string;
  kind: BuilderKind;
  /** The selected part of the design as GrapesJS's JSON; null: the dialog is closed. */
  content: Record<string, unknown> | null;
  groups: readonly string[];
  onClose: () => void;
}

/**
 * Saves the selected part of the design as a reusable component. The server checks it: title and group
 * must be filled, and the whole design (its body) is refused; its messages show where they belong.
 */
export function SaveComponentDialog(props: SaveComponentDialogProps) {
  return props.content ? <SaveComponentForm {...props} content={props.content} /> : null;
}

function SaveComponentForm({
  accountId,
  kind,
  content,
  groups,
  onClose,
}: SaveComponentDialogProps & { content: Record<string, unknown> }) {
  const { t } = useTranslation(['builder']);
  const notify = useNotify();
  const titleId = useId();
  const save = useSaveComponent(accountId, kind);
  const [title, setTitle] = useState('');
  const [group, setGroup] = useState('');
  const fields = save.error instanceof ApiRequestError ? save.error.fields : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ title, group, content });
      notify(t('builder:components.saved'));
      onClose();
    } catch {
      // The server's messages show below.
    }
  };

  const fieldMessages = fields.title || fields.group || fields.content;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('builder:components.saveTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('builder:components.saveIntro')}</DialogContentText>
            <TextField
              label={t('builder:components.title')}
              required
              autoFocus
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={Boolean(fields.title)}
              helperText={fields.title}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              fullWidth
            />
            <Autocomplete
              freeSolo
              options={[...groups]}
              inputValue={group}
              onInputChange={(_, value) => setGroup(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('builder:components.group')}
                  required
                  error={Boolean(fields.group)}
                  helperText={fields.group ?? t('builder:components.groupHelp')}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 },
                  }}
                />
              )}
            />
            {fields.content && <Alert severity="error">{fields.content}</Alert>}
            {!fieldMessages && <FormErrorAlert error={save.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('builder:components.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('builder:components.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
