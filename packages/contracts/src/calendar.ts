/**
 * Calendar days as the shop sees them: every count of days (days left, "i dag", "i går", report days)
 * is counted in Norway's calendar (Europe/Oslo, daylight saving included), on the server and in the
 * panel alike, whatever the machine's or the browser's own time zone. Days are 'YYYY-MM-DD' strings and
 * day arithmetic is done on dates without a time, so a 23- or 25-hour day changes nothing.
 */
export const SHOP_TIME_ZONE = 'Europe/Oslo';

const MS_PER_DAY = 86_400_000;

const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const osloMinute = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const toInstant = (instant: Date | string | number): Date =>
  instant instanceof Date ? instant : new Date(instant);

/** The calendar day (YYYY-MM-DD) in Norway at `instant`. */
export const osloDay = (instant: Date | string | number): string => osloDate.format(toInstant(instant));

/** "2025-03-10 12:00" in Norwegian time: a form spreadsheets read as a date and time. */
export const osloDateTime = (instant: Date): string => osloMinute.format(instant);

const osloSecond = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * "2026-11-27T17:05:00+01:00": Norwegian wall-clock time with its offset to UTC (+01:00 in winter, +02:00
 * in summer), to the second. What exported files (CSV) carry: read as Oslo time by a person, and still one
 * exact instant for a program, on either side of a clock change.
 */
export function osloTimestamp(instant: Date | string | number): string {
  const at = toInstant(instant);
  const wall = osloSecond.format(at).replace(' ', 'T');
  const wholeSecond = Math.floor(at.getTime() / 1000) * 1000;
  const offsetMinutes = Math.round((Date.parse(`${wall}Z`) - wholeSecond) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const size = Math.abs(offsetMinutes);
  return `${wall}${sign}${twoDigits(Math.floor(size / 60))}:${twoDigits(size % 60)}`;
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (both YYYY-MM-DD): 1 from a day to the next, negative backwards. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);

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

/**
 * Oslo calendar days from `now` until the day `instant` falls on: 0 when it is today, 1 tomorrow,
 * -1 yesterday. The hour of either never matters.
 */
export const osloDaysUntil = (instant: Date | string | number, now: Date): number =>
  daysBetween(osloDay(now), osloDay(instant));

/** How a past or coming day reads next to today: 'today', 'yesterday', 'tomorrow' or null for others. */
export type RelativeDay = 'today' | 'yesterday' | 'tomorrow';

export function relativeOsloDay(instant: Date | string | number, now: Date): RelativeDay | null {
  const days = osloDaysUntil(instant, now);
  if (days === 0) return 'today';
  if (days === -1) return 'yesterday';
  if (days === 1) return 'tomorrow';
  return null;
}

/** The instant a day begins in Norway (00:00 there: 22:00 or 23:00 UTC the day before). */
export function osloMidnight(day: string): Date {
  for (const hours of [2, 1]) {
    const candidate = new Date(Date.parse(`${day}T00:00:00Z`) - hours * 3_600_000);
    if (osloDay(candidate) === day) return candidate;
  }
  return new Date(`${day}T00:00:00Z`);
}

/**
 * The instant a Norwegian wall-clock time names ("2026-11-25", "08:30"), as a scheduling form means it whatever
 * the browser's zone; null for a time that does not exist (the hour skipped in spring) or is malformed. In the
 * autumn hour that happens twice, the first is meant.
 */
export function osloInstant(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  for (const hours of [2, 1]) {
    const candidate = new Date(Date.parse(`${day}T${time}:00Z`) - hours * 3_600_000);
    if (!Number.isNaN(candidate.getTime()) && osloDateTime(candidate) === `${day} ${time}`) return candidate;
  }
  return null;
}

/**
 * A demo or trial end is a calendar day, stored as noon UTC of that day: the same calendar day all over
 * Europe. The account is in its demo through the whole of that day in Norway.
 */
export const trialEndInstant = (day: string): Date => new Date(`${day}T12:00:00.000Z`);

/** The demo end `days` calendar days (Norway) after today. */
export const trialEndAfter = (now: Date, days: number): Date => trialEndInstant(addDays(osloDay(now), days));

/** Why a chosen demo end day cannot be used, or null: not before today, at most `maxDays` ahead. */
export function trialEndDayProblem(
  day: string,
  today: string,
  maxDays: number,
): 'trial_end_in_past' | 'trial_end_too_far' | null {
  if (day < today) return 'trial_end_in_past';
  if (day > addDays(today, maxDays)) return 'trial_end_too_far';
  return null;
}
