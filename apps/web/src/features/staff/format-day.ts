import { addDays, osloDay, osloDaysUntil } from '@butikkpanel/contracts';

/** The YYYY-MM-DD (Norway) of a stored demo end, for a date input. */
export const dayOf = (iso: string | null): string => (iso ? osloDay(iso) : '');

/** Calendar days (Norway) left until the demo end: 0 on its last day, negative once it passed. */
export const daysLeft = (iso: string, now = new Date()): number => osloDaysUntil(iso, now);

export const defaultTrialDay = (days: number, now = new Date()) => addDays(osloDay(now), days);
