import { addDays, osloDay, osloDaysUntil, SHOP_TIME_ZONE } from '@butikkpanel/contracts';

const LOCALES: Record<string, string> = { nb: 'nb-NO', en: 'en-GB' };

/** A demo end as a calendar day in Norway, e.g. '20.05.2026' in nb; '' for none. */
export function formatDay(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'nb-NO', {
    dateStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

/** The YYYY-MM-DD (Norway) of a stored demo end, for a date input. */
export const dayOf = (iso: string | null): string => (iso ? osloDay(iso) : '');

/** Calendar days (Norway) left until the demo end: 0 on its last day, negative once it passed. */
export const daysLeft = (iso: string, now = new Date()): number => osloDaysUntil(iso, now);

export const defaultTrialDay = (days: number, now = new Date()) => addDays(osloDay(now), days);
