import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useFieldErrorText } from '@/lib/field-error';

type ControlledProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> & {
  label: string;
};

/**
 * A whole number typed as text. An empty field is kept as NaN, so the contracts check says it is invalid
 * instead of the schema's default silently taking its place.
 */
export function NumberField<T extends FieldValues, N extends FieldPath<T>>({
  label,
  min,
  max,
  helperText,
  ...controller
}: ControlledProps<T, N> & { min: number; max: number; helperText?: string }) {
  const { field, fieldState } = useController(controller);
  const errorText = useFieldErrorText();
  const value = typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : '';
  return (
    <TextField
      name={field.name}
      type="number"
      value={value}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      label={label}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error) ?? helperText}
      slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    />
  );
}

/** An on/off choice with its label beside it. */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>>({
  label,
  ...controller
}: ControlledProps<T, N>) {
  const { field } = useController(controller);
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          disabled={field.disabled}
        />
      }
    />
  );
}

/** One of a few choices, as radio buttons under a legend. */
export function RadioField<T extends FieldValues, N extends FieldPath<T>>({
  label,
  options,
  ...controller
}: ControlledProps<T, N> & { options: readonly { value: string; label: string }[] }) {
  const { field, fieldState } = useController(controller);
  const errorText = useFieldErrorText();
  const labelId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={field.disabled}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-labelledby={labelId}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{errorText(fieldState.error)}</FormHelperText>}
    </FormControl>
  );
}

/** One of many choices, as a select (the algorithm: too many for radio buttons at 320 px). */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  label,
  options,
  helperText,
  ...controller
}: ControlledProps<T, N> & { options: readonly { value: string; label: string }[]; helperText?: string }) {
  const { field, fieldState } = useController(controller);
  const errorText = useFieldErrorText();
  return (
    <TextField
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      label={label}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error) ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
