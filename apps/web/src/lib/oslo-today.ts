import { osloDay } from '@butikkpanel/contracts';

/** Today in Norway, the shop's day, whatever the browser's zone. */
export const osloToday = (now = new Date()): string => osloDay(now);
