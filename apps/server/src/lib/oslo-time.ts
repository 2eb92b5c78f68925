/**
 * Time as the shop sees it: statistics and reports group by the calendar day in Norway (Europe/Oslo,
 * daylight saving included). Days are 'YYYY-MM-DD' strings; day arithmetic is done on dates without a time,
 * so a 23- or 25-hour day changes nothing.
 */
const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const osloMinute = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day (YYYY-MM-DD) in Norway at `instant`. */
export const osloDay = (instant: Date): string => osloDate.format(instant);

/** "2025-03-10 12:00" in Norwegian time: a form spreadsheets read as a date and time. */
export const osloDateTime = (instant: Date): string => osloMinute.format(instant);

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The `count` Oslo days ending with the one `instant` falls on, oldest first. */
export function osloDaysEndingAt(instant: Date, count: number): string[] {
  const today = osloDay(instant);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** Øre to kroner, as every answer gives amounts. */
export const kroner = (ore: number): number => Math.round(ore) / 100;
