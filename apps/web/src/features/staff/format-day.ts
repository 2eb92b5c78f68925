import { addDays, osloDay, osloDaysUntil } from '@butikkpanel/contracts';
import { formatShopDate } from '@/lib/format-date';

/** A demo end as a calendar day in Norway, e.g. '20.05.2026' in nb; '' for none. */
export const formatDay = (iso: string | null, language: string): string =>
  iso ? formatShopDate(iso, language, 'short') : '';

/** The YYYY-MM-DD (Norway) of a stored demo end, for a date input. */
export const dayOf = (iso: string | null): string => (iso ? osloDay(iso) : '');

/** Calendar days (Norway) left until the demo end: 0 on its last day, negative once it passed. */
export const daysLeft = (iso: string, now = new Date()): number => osloDaysUntil(iso, now);

export const defaultTrialDay = (days: number, now = new Date()) => addDays(osloDay(now), days);
