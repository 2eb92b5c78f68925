import { baseUrl } from './app';
import { moveServerClock } from './clock-control';
import { sharedServer } from './shared-servers';

/**
 * Moves this worker's shared server's clock: from now on its "now" runs from `instant`; null puts it back to the real
 * time. The files of a worker run one after another on its server, so a test that moves it puts it back in its
 * `finally`. Sessions end by
 * the server's clock: sign in again after a move.
 */
export async function setServerClock(instant: string | null): Promise<void> {
  await moveServerClock(baseUrl(), sharedServer().testClockToken, { to: instant });
}
