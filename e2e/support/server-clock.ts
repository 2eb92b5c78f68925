import { inject } from 'vitest';
import { baseUrl } from './app';

/**
 * Moves the shared server's clock (apps/server/src/platform/test-clock.ts): from now on the server's "now" runs
 * from `instant`; null puts it back to the real time. Files run one after another, so a test that moves it
 * puts it back in its `finally`. Sessions end by the server's clock: sign in again after a move.
 */
export async function setServerClock(instant: string | null): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-clock-token': inject('testClockToken') },
    body: JSON.stringify({ now: instant }),
  });
  if (response.status !== 204) throw new Error(`moving the server's clock answered ${response.status}`);
}
