import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** A whole number field whose empty value is null (the step is then not filled in, and validation says so). */
export function WholeNumberField({
  label,
  value,
  error,
  min = 1,
  max,
  onChange,
}: {
  label: string;
  value: number | null;
  error: string | null;
  min?: number;
  max?: number;
  onChange: (value: number | null) => void;
}) {
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      value={value ?? ''}
      onChange={(event) => {
        const number = Number.parseInt(event.target.value, 10);
        onChange(
          Number.isFinite(number) ? Math.max(min, max === undefined ? number : Math.min(max, number)) : null,
        );
      }}
      slotProps={{ htmlInput: { min, max, inputMode: 'numeric' } }}
      error={error !== null}
      helperText={error}
      fullWidth
    />
  );
}

/** A select over ids with names, and an empty choice shown as `emptyLabel`. */
export function IdSelect({
  label,
  value,
  options,
  emptyLabel,
  error,
  helperText,
  onChange,
}: {
  label: string;
  value: number | null;
  options: ReadonlyArray<{ id: number; name: string }>;
  emptyLabel: string;
  error: string | null;
  helperText?: string;
  onChange: (value: number | null) => void;
}) {
  // A chosen id that is no longer among the options still shows, so the owner sees what to replace.
  const known = value === null || options.some((option) => option.id === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={error !== null}
      helperText={error ?? helperText}
      fullWidth
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {!known && <MenuItem value={String(value)}>{String(value)}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const toList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** A list typed as comma-separated text; the text is kept as typed until the list changes from outside (undo). */
export function CommaListField({
  label,
  helperText,
  value,
  error,
  onChange,
}: {
  label: string;
  helperText: string;
  value: readonly string[];
  error: string | null;
  onChange: (value: string[]) => void;
}) {
  const [text, setText] = useState(value.join(', '));
  useEffect(() => {
    setText((current) =>
      toList(current).join('\u0000') === value.join('\u0000') ? current : value.join(', '),
    );
  }, [value]);
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(toList(event.target.value));
      }}
      error={error !== null}
      helperText={error ?? helperText}
      fullWidth
    />
  );
}
