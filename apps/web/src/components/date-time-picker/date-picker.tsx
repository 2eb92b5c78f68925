import { type DateTimeProblem, formatOsloDay, osloDay, readOsloDay } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarGrid } from './calendar-grid';
import { TypedDateField } from './typed-date-field';
import { useTypedValue } from './use-typed-value';

export interface DatePickerProps {
  label: string;
  /** An Oslo day ('YYYY-MM-DD'), '' when empty, or the text typed when it could not be read (the form refuses it). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  /** The form's own message for this field (the picker's reading problem is shown first). */
  error?: string;
  helperText?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const shown = (value: string) => (DAY.test(value) ? formatOsloDay(value) : value);

/**
 * The date-time picker's day-only sibling, for days such as a code's last valid day: dd.mm.åååå whatever the
 * browser's language, picked in the same calendar or typed; what cannot be read is refused with a reason. It
 * never opens by itself: only its calendar button opens it.
 */
export function DatePicker({
  label,
  value,
  onChange,
  onBlur,
  name,
  required,
  error,
  helperText,
  inputRef,
  size,
}: DatePickerProps) {
  const { t } = useTranslation(['common', 'fields']);
  const { text, setText, problem, setProblem, send } = useTypedValue<
    string,
    DateTimeProblem | 'date_unreadable'
  >(value, shown, onChange);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dialogTitleId = useId();

  const picked = DAY.test(value) ? value : null;
  const today = osloDay(new Date());
  const [focused, setFocused] = useState(picked ?? today);

  const commitTyped = () => {
    const typed = text.trim();
    if (typed === '') {
      setProblem(null);
      if (value !== '') send('');
      return;
    }
    const read = readOsloDay(typed);
    if ('problem' in read) {
      setProblem(read.problem);
      send(typed);
      return;
    }
    setProblem(null);
    setText(formatOsloDay(read.day));
    if (read.day !== value) send(read.day);
  };

  const message = problem ? t(`fields:${problem}`) : error;

  return (
    <>
      <TypedDateField
        label={label}
        name={name}
        size={size}
        required={required}
        text={text}
        onTextChange={setText}
        onCommit={commitTyped}
        onBlur={onBlur}
        inputRef={inputRef}
        placeholder={t('common:datePicker.placeholder')}
        message={message}
        help={helperText ?? t('common:datePicker.help')}
        openLabel={t('common:datePicker.open', { label })}
        onOpen={(button) => {
          setFocused(picked ?? today);
          setAnchor(button);
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': dialogTitleId, sx: { p: 2, maxWidth: 340 } },
        }}
      >
        <Typography id={dialogTitleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {label}
        </Typography>
        <CalendarGrid
          focused={focused}
          onFocusedChange={setFocused}
          selected={picked}
          today={today}
          onPick={(day) => {
            setFocused(day);
            setProblem(null);
            setText(formatOsloDay(day));
            send(day);
            // A day is the whole answer: the calendar closes and the field has the focus again.
            setAnchor(null);
          }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={() => setAnchor(null)}>{t('common:datePicker.close')}</Button>
        </Box>
      </Popover>
    </>
  );
}
