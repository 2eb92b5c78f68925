import { inject } from 'vitest';
import { baseUrl } from './app';
import { moveServerClock } from './clock-control';

/**
 * Moves the shared server's clock: from now on its "now" runs from `instant`; null puts it back to the real
 * time. Files run one after another, so a test that moves it puts it back in its `finally`. Sessions end by
 * the server's clock: sign in again after a move.
 */
export async function setServerClock(instant: string | null): Promise<void> {
  await moveServerClock(baseUrl(), inject('testClockToken'), { to: instant });
}
