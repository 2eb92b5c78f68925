import { SHOP_TIME_ZONE } from '@butikkpanel/contracts';
import { intlLocale } from './locale';

type Instant = Date | string | number;

const valid = (instant: Instant): Date | null => {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
};

const inOslo = (instant: Instant, language: string | undefined, options: Intl.DateTimeFormatOptions) => {
  const date = valid(instant);
  if (!date) return String(instant);
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: SHOP_TIME_ZONE }).format(date);
};

/**
 * An instant as the calendar day it is in Norway, whatever the browser's zone: '20. mai 2026' (long, for
 * sentences), '20.05.2026' (short, for tables), 'onsdag 20. mai 2026' (full). A demo ending at 00:30 in Oslo
 * ends that day for the shop, not the day before.
 */
export const formatDate = (
  instant: Instant,
  language?: string,
  style: 'short' | 'long' | 'full' = 'long',
): string => inOslo(instant, language, { dateStyle: style });

/** An instant as date and time in Norway, the one style every screen uses: '20.05.2026, 14:03'. */
export const formatDateTime = (instant: Instant, language?: string): string =>
  inOslo(instant, language, { dateStyle: 'short', timeStyle: 'short' });

/** An instant as the time of day in Norway: '14:03'. */
export const formatTime = (instant: Instant, language?: string): string =>
  inOslo(instant, language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A calendar day (YYYY-MM-DD, already a shop day) without any zone arithmetic: '10. mars 2025' (long),
 * '10. mars' (short, for chart axes) or 'tir. 10. mars' (weekday, for the dashboard's week).
 */
export function formatDay(
  day: string,
  language?: string,
  style: 'long' | 'short' | 'weekday' = 'long',
): string {
  const [year, month, date] = day.split('-').map(Number);
  const noon = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12));
  if (Number.isNaN(noon.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    ...(style === 'weekday' ? { weekday: 'short' } : {}),
    timeZone: 'UTC',
  }).format(noon);
}
