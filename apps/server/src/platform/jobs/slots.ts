import { osloDay } from '@butikkpanel/contracts';
import type { Schedule } from './types';

const osloClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "HH:MM" on the Oslo wall clock at this instant. */
export const osloTimeOfDay = (instant: Date): string => osloClock.format(instant);

/**
 * The schedule's current slot, or null when today's has not come yet. Daily slots are Oslo days, so a run
 * happens once per Norwegian day whatever the clocks do (on the night they go forward a 02:30 run comes at
 * 03:00; on the night they go back 02:30 comes twice and runs once).
 */
export function currentSlot(schedule: Schedule, now: Date): string | null {
  if ('dailyAt' in schedule.at) {
    return osloTimeOfDay(now) >= schedule.at.dailyAt ? osloDay(now) : null;
  }
  const minutes = schedule.at.everyMinutes;
  return `m${Math.floor(now.getTime() / (minutes * 60_000))}`;
}
