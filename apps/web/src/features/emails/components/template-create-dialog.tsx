import { EMAIL_TEMPLATE_TYPES, type EmailTemplate, type EmailTemplateType } from '@butikkpanel/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaCreateDialogProps, CreateNameDialog } from '@/components/list-kit';
import { useCreateTemplate } from '../api/templates';

/** A new template's name and type; the design is made in the builder, which opens next. */
export function TemplateCreateDialog({
  accountId,
  open,
  onClose,
  onCreated,
}: AreaCreateDialogProps<EmailTemplate>) {
  const { t } = useTranslation(['emails', 'fields']);
  const create = useCreateTemplate(accountId);
  const [type, setType] = useState<EmailTemplateType>('BASIC');

  return (
    <CreateNameDialog
      open={open}
      title={t('emails:templates.newTitle')}
      nameLabel={t('emails:templates.columns.name')}
      submitLabel={t('emails:templates.createAndOpen')}
      // The spec's own text for a missing name; the server says the same.
      requiredText={t('fields:template_name_required')}
      mutation={create}
      create={(name) => create.mutateAsync({ name, type })}
      onCreated={onCreated}
      onClose={() => {
        setType('BASIC');
        onClose();
      }}
    >
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
    </CreateNameDialog>
  );
}
