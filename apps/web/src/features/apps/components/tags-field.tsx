import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/field-error';

const NO_OPTIONS: string[] = [];

/**
 * Tags typed as chips: Enter (or leaving the field) adds what is typed, Backspace removes the last. Its error,
 * or the first tag's, shows below it.
 */
export function TagsField<T extends FieldValues, N extends FieldPath<T>>({
  label,
  helperText,
  ...controller
}: UseControllerProps<T, N> & { label: string; helperText: string }) {
  const { field, fieldState } = useController(controller);
  const errorText = useFieldErrorText();
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  // A tag's own error (too long) comes as an array of errors; the field's as one.
  const itemErrors = Array.isArray(fieldState.error) ? (fieldState.error as { message?: string }[]) : [];
  const error = fieldState.error?.message ? fieldState.error : itemErrors.find((item) => item?.message);
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={NO_OPTIONS}
      value={value}
      onChange={(_, next) => {
        const tags = next.map((tag) => tag.trim()).filter((tag) => tag !== '');
        field.onChange([...new Set(tags)]);
      }}
      onBlur={field.onBlur}
      disabled={field.disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={Boolean(error)}
          helperText={errorText(error) ?? helperText}
        />
      )}
    />
  );
}
