import { addDays } from '@butikkpanel/contracts';

/** A month of the calendar: its first day ('YYYY-MM-01') and its weeks, Monday first, null outside it. */
export interface MonthGrid {
  first: string;
  weeks: Array<Array<string | null>>;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month `day` ('YYYY-MM-DD') falls in, as weeks Monday to Sunday (Norway's calendar). */
export function monthGrid(day: string): MonthGrid {
  const first = `${day.slice(0, 7)}-01`;
  const start = new Date(`${first}T00:00:00Z`);
  const length = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  // getUTCDay: 0 is Sunday; Norway's week starts on Monday.
  const leading = (start.getUTCDay() + 6) % 7;
  const cells: Array<string | null> = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length }, (_, index) => `${first.slice(0, 8)}${pad(index + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return { first, weeks };
}

/** `day` moved by `months` calendar months, kept within the target month (31 January + 1: 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const length = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(Math.min(date, length))}`;
}

/** Where a key moves the focused day in the calendar grid (the ARIA date-picker pattern); null: not ours. */
export function movedDay(day: string, key: string, shift: boolean): string | null {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** Norwegian names, whatever the browser's language (Intl with the locale given, in UTC so no zone shifts). */
const monthName = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('nb-NO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const monthTitle = (first: string) => monthName.format(new Date(`${first}T00:00:00Z`));
export const dayTitle = (day: string) => dayName.format(new Date(`${day}T00:00:00Z`));
