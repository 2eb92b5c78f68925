import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from './icons';
import { addMonths, dayTitle, monthGrid, monthTitle, movedDay } from './month-grid';

const weekdayShort = new Intl.DateTimeFormat('nb-NO', { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', timeZone: 'UTC' });
// 2024-01-01 was a Monday: the seven days from it name the columns, Monday first.
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)));

interface CalendarGridProps {
  /** The day with the keyboard focus (its month is shown). */
  focused: string;
  onFocusedChange: (day: string) => void;
  selected: string | null;
  today: string;
  onPick: (day: string) => void;
}

/**
 * A month as an ARIA grid: one day is in the tab order, the arrow keys move by day and week, Home and End to
 * the week's ends, Page Up and Page Down by month (with Shift by year), Enter or Space picks.
 */
export function CalendarGrid({ focused, onFocusedChange, selected, today, onPick }: CalendarGridProps) {
  const { t } = useTranslation(['common']);
  const titleId = useId();
  const grid = monthGrid(focused);
  const focusedRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    focusedRef.current?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(day);
      return;
    }
    const next = movedDay(day, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    onFocusedChange(next);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={t('common:dateTimePicker.previousMonth')}
          onClick={() => onFocusedChange(addMonths(focused, -1))}
          size="small"
        >
          <ChevronLeft />
        </IconButton>
        <Typography id={titleId} component="h3" variant="subtitle1" aria-live="polite">
          {monthTitle(grid.first)}
        </Typography>
        <IconButton
          aria-label={t('common:dateTimePicker.nextMonth')}
          onClick={() => onFocusedChange(addMonths(focused, 1))}
          size="small"
        >
          <ChevronRight />
        </IconButton>
      </Box>
      <Box
        component="table"
        role="grid"
        aria-labelledby={titleId}
        sx={{ borderCollapse: 'collapse', mx: 'auto' }}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <Box
                component="th"
                key={weekday.toISOString()}
                scope="col"
                sx={{ fontWeight: 400, fontSize: 12, p: 0.25 }}
              >
                <abbr title={weekdayLong.format(weekday)} style={{ textDecoration: 'none' }}>
                  {weekdayShort.format(weekday)}
                </abbr>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week.find(Boolean) ?? grid.first}>
              {week.map((day, index) =>
                day === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell has nothing else to tell it apart
                  <td key={`empty-${index}`} />
                ) : (
                  <td key={day}>
                    <Box
                      component="button"
                      type="button"
                      ref={day === focused ? focusedRef : undefined}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayTitle(day)}
                      aria-selected={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => onPick(day)}
                      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, day)}
                      sx={{
                        width: 40,
                        height: 40,
                        borderRadius: '50%',
                        border: day === today ? 1 : 0,
                        borderColor: 'primary.main',
                        bgcolor: day === selected ? 'primary.main' : 'transparent',
                        color: day === selected ? 'primary.contrastText' : 'text.primary',
                        font: 'inherit',
                        cursor: 'pointer',
                        '&:hover': { bgcolor: day === selected ? 'primary.dark' : 'action.hover' },
                        '&:focus-visible': {
                          outline: 2,
                          outlineStyle: 'solid',
                          outlineColor: 'primary.main',
                          outlineOffset: 1,
                        },
                      }}
                    >
                      {Number(day.slice(8))}
                    </Box>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
