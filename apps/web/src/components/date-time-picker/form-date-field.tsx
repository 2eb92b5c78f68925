import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/field-error';
import { DatePicker } from './date-picker';

type FormDateFieldProps<T extends FieldValues, N extends FieldPath<T>, U> = UseControllerProps<T, N, U> & {
  label: string;
  helperText?: string;
  required?: boolean;
};

/** The date picker bound to react-hook-form; the form's schema refuses text the picker could not read. */
export function FormDateField<T extends FieldValues, N extends FieldPath<T>, U = T>({
  label,
  helperText,
  required,
  ...controller
}: FormDateFieldProps<T, N, U>) {
  const { field, fieldState } = useController(controller);
  const errorText = useFieldErrorText();
  return (
    <DatePicker
      label={label}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      error={errorText(fieldState.error)}
      helperText={helperText}
    />
  );
}
