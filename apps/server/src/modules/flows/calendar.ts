import { addDays, type FlowQuietHours, osloDateTime, osloDay, osloInstant } from '@butikkpanel/contracts';

const HOUR_MS = 3_600_000;

/** "HH:MM" on the Oslo wall clock. */
const osloTime = (at: Date): string => osloDateTime(at).slice(11, 16);

/** The instant of an Oslo wall-clock time on a day; a time the spring change skips becomes the hour after. */
function wallClock(day: string, time: string): Date {
  const exact = osloInstant(day, time);
  if (exact) return exact;
  const [hours, minutes] = time.split(':');
  const later = `${String(Number(hours) + 1).padStart(2, '0')}:${minutes}`;
  return osloInstant(day, later) ?? new Date(`${day}T${time}:00Z`);
}

/**
 * When a wait that starts at `from` ends: hours are hours; days are Oslo calendar days at the same wall-clock
 * time, so a "1 day" wait across a clock change still ends at the time of day it started.
 */
export function waitEnds(from: Date, amount: number, unit: 'hours' | 'days'): Date {
  if (unit === 'hours') return new Date(from.getTime() + amount * HOUR_MS);
  return wallClock(addDays(osloDay(from), amount), osloTime(from));
}

/**
 * The end of the quiet hours `at` falls in (Oslo time), or null when a mail may go now. Quiet hours that
 * pass midnight (21:00-08:00) end on the next morning when they began in the evening.
 */
export function quietUntil(at: Date, quiet: FlowQuietHours): Date | null {
  if (!quiet.enabled || quiet.from === quiet.to) return null;
  const time = osloTime(at);
  const day = osloDay(at);
  if (quiet.from < quiet.to) {
    return time >= quiet.from && time < quiet.to ? wallClock(day, quiet.to) : null;
  }
  if (time >= quiet.from) return wallClock(addDays(day, 1), quiet.to);
  if (time < quiet.to) return wallClock(day, quiet.to);
  return null;
}
