import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Pins `Date` (and only `Date`: timers stay real, so Testing Library's waits work) at `iso` for every test
 * in the calling file. Screens that count calendar days read "now", so their tests must set it.
 * The default is 00:30 in Norway on the night the clocks go forward, where a UTC or local day is wrong.
 */
export const AWKWARD_NOW = '2026-03-28T23:30:00.000Z';

export function pinClock(iso = AWKWARD_NOW): Date {
  const now = new Date(iso);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return now;
}
