import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/field-error';

type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>, U> = UseControllerProps<T, N, U> &
  Pick<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'required' | 'helperText' | 'autoFocus'>;

/** A labelled MUI text field bound to react-hook-form; its error (a field key or a server text) shows below it. */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>, U = T>({
  helperText,
  label,
  type,
  autoComplete,
  required,
  autoFocus,
  ...controller
}: FormTextFieldProps<T, N, U>) {
  const { field, fieldState } = useController(controller);
  const errorText = useFieldErrorText();
  return (
    <TextField
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      autoFocus={autoFocus}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error) ?? helperText}
    />
  );
}
