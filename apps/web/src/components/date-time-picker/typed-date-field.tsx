import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type MouseEvent, useId } from 'react';
import { CalendarIcon } from './icons';

export interface TypedDateFieldProps {
  label: string;
  name?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  text: string;
  onTextChange: (text: string) => void;
  /** Reads what was typed (on blur and on Enter). */
  onCommit: () => void;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  placeholder: string;
  /** The reading problem or the form's message; shown in red in place of the help. */
  message?: string;
  help: string;
  openLabel: string;
  onOpen: (button: HTMLElement) => void;
}

/**
 * The text field both pickers share: typed dates are read on blur and on Enter (which does not also send the
 * form with the value before it), and only the calendar button opens the calendar.
 */
export function TypedDateField({
  label,
  name,
  size,
  required,
  text,
  onTextChange,
  onCommit,
  onBlur,
  inputRef,
  placeholder,
  message,
  help,
  openLabel,
  onOpen,
}: TypedDateFieldProps) {
  const helperId = useId();
  return (
    <TextField
      label={label}
      name={name}
      size={size}
      required={required}
      value={text}
      onChange={(event) => onTextChange(event.target.value)}
      onBlur={() => {
        onCommit();
        onBlur?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          onCommit();
        }
      }}
      inputRef={inputRef}
      placeholder={placeholder}
      error={Boolean(message)}
      helperText={message ?? help}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-describedby': helperId },
        formHelperText: { id: helperId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={openLabel}
                aria-haspopup="dialog"
                onClick={(event: MouseEvent<HTMLElement>) => onOpen(event.currentTarget)}
                edge="end"
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
