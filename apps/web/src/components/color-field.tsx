import { WIDGET_COLOR_PATTERN } from '@butikkpanel/contracts/chat/widget';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/field-error';

/** A hex colour (#rgb or #rrggbb) typed as text, with a swatch of it once it is valid. */
export function ColorField<T extends FieldValues, N extends FieldPath<T>>({
  label,
  ...controller
}: UseControllerProps<T, N> & { label: string }) {
  const { field, fieldState } = useController(controller);
  const errorText = useFieldErrorText();
  const value = String(field.value ?? '');
  return (
    <TextField
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      label={label}
      required
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error)}
      slotProps={{
        htmlInput: { spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                aria-hidden
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: WIDGET_COLOR_PATTERN.test(value) ? value : 'transparent',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
