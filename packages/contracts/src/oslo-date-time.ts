import { osloDateTime, osloInstant } from './calendar';

/**
 * Dates and times as people in Norway write them ("24.12.2026 12:00", dd.mm.åååå and 24 hours, Oslo time),
 * read and written whatever the browser's language; what is stored and sent is an ISO instant. No zod here,
 * so the widget could use it too.
 */

/** An ISO 8601 instant with its offset ("2026-12-24T11:00:00.000Z", "2026-12-24T12:00+01:00"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isIsoInstant(value: string): boolean {
  return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

/** The Oslo day ('YYYY-MM-DD') and time ('HH:mm') of an instant. */
export function osloWallClock(instant: Date | string): { day: string; time: string } {
  const [day = '', time = ''] = osloDateTime(new Date(instant)).split(' ');
  return { day, time };
}

/** "24.12.2026 12:00" in Oslo time. */
export function formatOsloDateTime(instant: Date | string): string {
  const { day, time } = osloWallClock(instant);
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year} ${time}`;
}

/** Why a typed date and time cannot be used; keys of the field messages. */
export type DateTimeProblem = 'datetime_unreadable' | 'datetime_no_such_day' | 'datetime_no_such_time';

/** "24.12.2026 12:00", also "24.12.2026 kl. 12.00" and one-digit days, months and hours. */
const TYPED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+|\s*,\s*)(?:kl\.?\s*)?(\d{1,2})[:.](\d{2})$/i;

const pad = (value: string) => value.padStart(2, '0');

/** 'YYYY-MM-DD' for a typed day, month and year, or null when the calendar has no such day (31.02). */
function calendarDay(date: string, month: string, year: string): string | null {
  const day = `${year}-${pad(month)}-${pad(date)}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(day) ? null : day;
}

/** A typed Norwegian date and time as an instant, or why it cannot be read. */
export function readOsloDateTime(text: string): { instant: Date } | { problem: DateTimeProblem } {
  const match = TYPED.exec(text.trim());
  if (!match) return { problem: 'datetime_unreadable' };
  const [, date = '', month = '', year = '', hour = '', minute = ''] = match;
  const day = calendarDay(date, month, year);
  if (day === null) return { problem: 'datetime_no_such_day' };
  if (Number(hour) > 23 || Number(minute) > 59) return { problem: 'datetime_unreadable' };
  const instant = osloInstant(day, `${pad(hour)}:${minute}`);
  // Only the hour the clocks skip in spring has no instant.
  return instant ? { instant } : { problem: 'datetime_no_such_time' };
}

/** "24.12.2026" for an Oslo day ('2026-12-24'). */
export function formatOsloDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** "24.12.2026", also with one-digit days and months. */
const TYPED_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A typed Norwegian date as a day ('YYYY-MM-DD'), or why it cannot be read. */
export function readOsloDay(
  text: string,
): { day: string } | { problem: 'date_unreadable' | DateTimeProblem } {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return { problem: 'date_unreadable' };
  const [, date = '', month = '', year = ''] = match;
  const day = calendarDay(date, month, year);
  return day === null ? { problem: 'datetime_no_such_day' } : { day };
}
