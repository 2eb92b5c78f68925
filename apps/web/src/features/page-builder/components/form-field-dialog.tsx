import {
  FIELDS_WITH_OPTIONS,
  FIELDS_WITH_PLACEHOLDER,
  FORM_FIELD_TYPES,
  type FormField,
  type FormFieldType,
  formFieldSchema,
} from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/field-error';

type FieldKey = 'type' | 'name' | 'label' | 'placeholder' | 'options';

interface FormFieldDialogProps {
  /** The type to start with (the field block that was dropped); null: the dialog is closed. */
  initialType: FormFieldType | null;
  onAdd: (field: FormField) => void;
  onClose: () => void;
}

/**
 * A form field by its six types (spec section 3), checked by the same rules as everywhere (spec section 5):
 * a placeholder must not be empty, a drop-down list and checkboxes need at least one option.
 */
export function FormFieldDialog(props: FormFieldDialogProps) {
  return props.initialType ? <FormFieldForm {...props} initialType={props.initialType} /> : null;
}

function FormFieldForm({
  initialType,
  onAdd,
  onClose,
}: FormFieldDialogProps & { initialType: FormFieldType }) {
  const { t } = useTranslation(['page-builder']);
  const errorText = useFieldErrorText();
  const titleId = useId();
  const [type, setType] = useState<FormFieldType>(initialType);
  const [name, setName] = useState('');
  const [label, setLabel] = useState('');
  const [placeholder, setPlaceholder] = useState('');
  const [required, setRequired] = useState(false);
  const [options, setOptions] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});

  const withPlaceholder = FIELDS_WITH_PLACEHOLDER.includes(type);
  const withOptions = FIELDS_WITH_OPTIONS.includes(type);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = formFieldSchema.safeParse({
      type,
      name: name.trim(),
      label,
      placeholder: withPlaceholder ? placeholder : '',
      required,
      options: withOptions
        ? options
            .split('\n')
            .map((option) => option.trim())
            .filter(Boolean)
        : [],
    });
    if (!checked.success) {
      const next: Partial<Record<FieldKey, string>> = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? 'name') as FieldKey;
        next[key] ??= errorText({ message: issue.message });
      }
      setErrors(next);
      return;
    }
    onAdd(checked.data);
  };

  const fieldProps = (key: FieldKey) => ({ error: Boolean(errors[key]), helperText: errors[key] });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('page-builder:field.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('page-builder:field.intro')}</DialogContentText>
            <TextField
              select
              label={t('page-builder:field.type')}
              value={type}
              onChange={(event) => setType(event.target.value as FormFieldType)}
              {...fieldProps('type')}
            >
              {FORM_FIELD_TYPES.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`page-builder:blocks.fieldTypes.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('page-builder:field.label')}
              required
              autoFocus
              value={label}
              onChange={(event) => setLabel(event.target.value)}
              {...fieldProps('label')}
            />
            <TextField
              label={t('page-builder:field.name')}
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? t('page-builder:field.nameHelp')}
              slotProps={{ htmlInput: { maxLength: 60, autoCapitalize: 'none', spellCheck: false } }}
            />
            {withPlaceholder && (
              <TextField
                label={t('page-builder:field.placeholder')}
                required
                value={placeholder}
                onChange={(event) => setPlaceholder(event.target.value)}
                {...fieldProps('placeholder')}
              />
            )}
            {withOptions && (
              <TextField
                label={t('page-builder:field.options')}
                required
                multiline
                minRows={3}
                value={options}
                onChange={(event) => setOptions(event.target.value)}
                {...fieldProps('options')}
              />
            )}
            <FormControlLabel
              control={
                <Checkbox checked={required} onChange={(event) => setRequired(event.target.checked)} />
              }
              label={t('page-builder:field.required')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('page-builder:field.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('page-builder:field.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
