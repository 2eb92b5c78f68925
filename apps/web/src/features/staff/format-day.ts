import { addDays, utcDay } from '@butikkpanel/contracts';

const LOCALES: Record<string, string> = { nb: 'nb-NO', en: 'en-GB' };

/** A demo end as a calendar day, e.g. '20.05.2026' in nb; '' for none. */
export function formatDay(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'nb-NO', { dateStyle: 'short' }).format(date);
}

/** The YYYY-MM-DD of a stored demo end (kept at noon UTC), for a date input. */
export const dayOf = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/** Whole days left until the demo end; negative once it passed. */
export function daysLeft(iso: string, now = new Date()): number {
  return Math.ceil((Date.parse(iso) - now.getTime()) / 86_400_000);
}

export const defaultTrialDay = (days: number, now = new Date()) => addDays(utcDay(now), days);
