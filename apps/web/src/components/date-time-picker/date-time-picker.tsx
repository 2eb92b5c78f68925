import {
  type DateTimeProblem,
  formatOsloDateTime,
  isIsoInstant,
  osloDay,
  osloInstant,
  osloWallClock,
  readOsloDateTime,
} from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarGrid } from './calendar-grid';
import { TypedDateField } from './typed-date-field';
import { useTypedValue } from './use-typed-value';

export interface DateTimePickerProps {
  label: string;
  /** An ISO instant, null when empty, or the text typed when it could not be read (a form's schema refuses it). */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  /** The form's own message for this field (the picker's reading problem is shown first). */
  error?: string;
  helperText?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** The time a day picked before any time was chosen gets. */
  defaultTime?: string;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, index) => String(index * 5).padStart(2, '0'));

const shown = (value: string | null) =>
  value === null ? '' : isIsoInstant(value) ? formatOsloDateTime(value) : value;

/**
 * One date-time field for countdowns, schedules and expiries (issue 29): Norwegian time (Europe/Oslo), written
 * dd.mm.åååå tt:mm with 24 hours whatever the browser's language, picked from a calendar and a time, or typed;
 * what cannot be read is refused with a reason. It never opens by itself: only its calendar button opens it.
 */
export function DateTimePicker({
  label,
  value,
  onChange,
  onBlur,
  name,
  required,
  error,
  helperText,
  inputRef,
  defaultTime = '12:00',
}: DateTimePickerProps) {
  const { t } = useTranslation(['common', 'fields']);
  const { text, setText, problem, setProblem, send } = useTypedValue<string | null, DateTimeProblem>(
    value,
    shown,
    onChange,
  );
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dialogTitleId = useId();

  const iso = value !== null && isIsoInstant(value) ? value : null;
  const wall = iso ? osloWallClock(iso) : null;
  const today = osloDay(new Date());
  const [focused, setFocused] = useState(wall?.day ?? today);
  const [hour = '12', minute = '00'] = (wall?.time ?? defaultTime).split(':');

  const commitTyped = () => {
    const typed = text.trim();
    if (typed === '') {
      setProblem(null);
      if (value !== null) send(null);
      return;
    }
    const read = readOsloDateTime(typed);
    if ('problem' in read) {
      setProblem(read.problem);
      send(typed);
      return;
    }
    setProblem(null);
    const next = read.instant.toISOString();
    setText(formatOsloDateTime(next));
    if (next !== value) send(next);
  };

  const choose = (day: string, time: string) => {
    const instant = osloInstant(day, time);
    if (!instant) {
      setProblem('datetime_no_such_time');
      return;
    }
    setProblem(null);
    const next = instant.toISOString();
    setText(formatOsloDateTime(next));
    send(next);
  };

  const open = (element: HTMLElement) => {
    setFocused(wall?.day ?? today);
    setAnchor(element);
  };
  const message = problem ? t(`fields:${problem}`) : error;

  return (
    <>
      <TypedDateField
        label={label}
        name={name}
        required={required}
        text={text}
        onTextChange={setText}
        onCommit={commitTyped}
        onBlur={onBlur}
        inputRef={inputRef}
        placeholder={t('common:dateTimePicker.placeholder')}
        message={message}
        help={helperText ?? t('common:dateTimePicker.help')}
        openLabel={t('common:dateTimePicker.open', { label })}
        onOpen={open}
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
          selected={wall?.day ?? null}
          today={today}
          onPick={(day) => {
            setFocused(day);
            choose(day, `${hour}:${minute}`);
          }}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('common:dateTimePicker.hour')}
            value={hour}
            onChange={(event) => choose(wall?.day ?? focused, `${event.target.value}:${minute}`)}
            slotProps={{ select: { native: true } }}
          >
            {HOURS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('common:dateTimePicker.minute')}
            value={minute}
            onChange={(event) => choose(wall?.day ?? focused, `${hour}:${event.target.value}`)}
            slotProps={{ select: { native: true } }}
          >
            {(MINUTES.includes(minute) ? MINUTES : [...MINUTES, minute].sort()).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {t('common:dateTimePicker.osloTime')}
          </Typography>
        </Box>
        {problem ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {t(`fields:${problem}`)}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" onClick={() => setAnchor(null)}>
            {t('common:dateTimePicker.done')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
