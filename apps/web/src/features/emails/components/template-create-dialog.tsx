import { EMAIL_TEMPLATE_TYPES, type EmailTemplate, type EmailTemplateType } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateTemplate } from '../api/templates';

/** A new template's name and type; the design is made in the builder, which opens next. */
export function TemplateCreateDialog({
  accountId,
  open,
  onClose,
  onCreated,
}: {
  accountId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (template: EmailTemplate) => void;
}) {
  const { t } = useTranslation(['emails', 'fields']);
  const titleId = useId();
  const create = useCreateTemplate(accountId);
  const [name, setName] = useState('');
  const [type, setType] = useState<EmailTemplateType>('BASIC');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The spec's own text for a missing name; the server says the same.
    if (name.trim() === '') return setNameError(t('fields:template_name_required'));
    try {
      onCreated(await create.mutateAsync({ name: name.trim(), type }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.name) setNameError(error.fields.name);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('emails:templates.newTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('emails:templates.columns.name')}
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
            <TextField
              select
              label={t('emails:templates.columns.type')}
              value={type}
              onChange={(event) => setType(event.target.value as EmailTemplateType)}
              helperText={t(`emails:typeHelp.${type}`)}
              fullWidth
            >
              {EMAIL_TEMPLATE_TYPES.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`emails:types.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            {!(create.error instanceof ApiRequestError && create.error.fields.name) && (
              <FormErrorAlert error={create.error} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('emails:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('emails:templates.createAndOpen')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
