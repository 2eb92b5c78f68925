/** How a browser test moves a server's clock: to an instant (null: the real time again) or forward by some ms. */
export type ClockMove = { to: string | null } | { by: number };

/**
 * Moves the clock of the server at `url` (apps/server/src/platform/test-clock.ts, on only with TEST_CLOCK_TOKEN)
 * and waits until every job due by then has run.
 */
export async function moveServerClock(url: string, token: string, move: ClockMove): Promise<void> {
  const response = await fetch(`${url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-clock-token': token },
    body: JSON.stringify('by' in move ? { advance_ms: move.by } : { now: move.to }),
  });
  if (response.status !== 204) throw new Error(`moving the server's clock answered ${response.status}`);
}
