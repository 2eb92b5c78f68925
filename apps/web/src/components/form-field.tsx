import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/field-error';

type FormFieldProps<T extends FieldValues, R> = {
  control: Control<T, unknown, R>;
  name: FieldPath<T>;
} & Pick<TextFieldProps, 'label' | 'type' | 'required' | 'helperText' | 'select' | 'children' | 'slotProps'>;

/** A labelled text field (or select) bound to the form; its error, a field key or the server's text, below it. */
export function FormField<T extends FieldValues, R>({
  control,
  name,
  helperText,
  ...props
}: FormFieldProps<T, R>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error) ?? helperText}
    />
  );
}
