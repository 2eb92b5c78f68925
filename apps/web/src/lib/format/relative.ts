import { daysBetween, osloDay } from '@butikkpanel/contracts';
import { intlLocale } from './locale';

type Instant = Date | string | number;

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const toMs = (instant: Instant): number =>
  instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);

/**
 * CLDR's bokmål says 'for 5 døgn siden' (a 24-hour span); people write 'for 5 dager siden' about calendar days.
 * 'i går', 'i forgårs', 'i morgen' and 'i overmorgen' come from Intl as they are.
 */
function formatDays(format: Intl.RelativeTimeFormat, days: number, locale: string): string {
  if (locale !== 'nb-NO' || Math.abs(days) < 3) return format.format(days, 'day');
  return days < 0 ? `for ${-days} dager siden` : `om ${days} dager`;
}

/**
 * How long ago (or until) an instant is, as a person says it: 'for 5 minutter siden', 'for 3 timer siden',
 * 'i går', 'for 3 dager siden', 'om 2 timer'. Under a day it counts seconds, minutes and hours; beyond that
 * Oslo calendar days, so 23:50 on Monday seen at 09:00 on Wednesday is 'i forgårs' whatever the browser's zone.
 * `now` is always given (a test pins it; chat passes the server's time). `pastOnly` reads a time still ahead
 * of `now` as 'nå': a clock that runs slightly fast must not show a message as sent in the future.
 */
export function formatRelativeTime(
  instant: Instant,
  now: Date | number,
  language?: string,
  { pastOnly = false }: { pastOnly?: boolean } = {},
): string {
  const at = toMs(instant);
  const nowMs = toMs(now);
  if (Number.isNaN(at)) return String(instant);
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  const raw = Math.round((at - nowMs) / 1000);
  const seconds = pastOnly ? Math.min(0, raw) : raw;
  const size = Math.abs(seconds);
  if (size < MINUTE) return format.format(seconds, 'second');
  if (size < HOUR) return format.format(Math.trunc(seconds / MINUTE), 'minute');
  if (size < DAY) return format.format(Math.trunc(seconds / HOUR), 'hour');
  const days = daysBetween(osloDay(nowMs), osloDay(nowMs + seconds * 1000));
  if (Math.abs(days) < 7) return formatDays(format, days, intlLocale(language));
  if (Math.abs(days) < 30) return format.format(Math.trunc(days / 7), 'week');
  if (Math.abs(days) < 365) return format.format(Math.trunc(days / 30), 'month');
  return format.format(Math.trunc(days / 365), 'year');
}
