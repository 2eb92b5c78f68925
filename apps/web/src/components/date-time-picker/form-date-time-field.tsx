import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/field-error';
import { DateTimePicker } from './date-time-picker';

type FormDateTimeFieldProps<T extends FieldValues, N extends FieldPath<T>, U> = UseControllerProps<
  T,
  N,
  U
> & {
  label: string;
  helperText?: string;
  required?: boolean;
};

/** The date-time picker bound to react-hook-form; the schema's `instantField` refuses what it could not read. */
export function FormDateTimeField<T extends FieldValues, N extends FieldPath<T>, U = T>({
  label,
  helperText,
  required,
  ...controller
}: FormDateTimeFieldProps<T, N, U>) {
  const { field, fieldState } = useController(controller);
  const errorText = useFieldErrorText();
  return (
    <DateTimePicker
      label={label}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      error={errorText(fieldState.error)}
      helperText={helperText}
    />
  );
}
