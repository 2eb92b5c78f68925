import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { installErrorHandler } from '../src/lib/error-handler';
import { AdjustableClock, registerTestClockRoute } from '../src/platform';

/** The browser tests' clock control (platform/test-clock.ts): only with its token, never on a real database. */
const TOKEN = 'e2e-clock-token-that-is-long-enough-0123456789';

async function server() {
  const app = Fastify();
  installErrorHandler(app);
  const clock = new AdjustableClock();
  const jobRounds: number[] = [];
  registerTestClockRoute(app, clock, TOKEN, async () => {
    jobRounds.push(clock.now().getTime());
  });
  await app.ready();
  return { app, clock, jobRounds };
}

describe('the test clock', () => {
  it('moves only for a request with the token, and runs on from the instant set', async () => {
    const { app, clock } = await server();
    const move = (headers: Record<string, string>, now: string | null = '2026-12-24T11:00:00.000Z') =>
      app.inject({ method: 'POST', url: '/api/test/clock', headers, payload: { now } });
    expect((await move({})).statusCode).toBe(404);
    expect((await move({ 'x-test-clock-token': `${TOKEN}x` })).statusCode).toBe(404);
    expect((await move({ 'x-test-clock-token': TOKEN })).statusCode).toBe(204);
    const moved = clock.now().getTime() - Date.parse('2026-12-24T11:00:00.000Z');
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(moved).toBeLessThan(5_000);
    expect((await move({ 'x-test-clock-token': TOKEN }, '24.12.2026 12:00')).statusCode).toBe(400);
    await app.close();
  });

  it('moves forward by some milliseconds and runs the jobs due by then before it answers', async () => {
    const { app, clock, jobRounds } = await server();
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/test/clock',
        headers: { 'x-test-clock-token': TOKEN },
        payload: payload as Record<string, unknown>,
      });
    expect((await post({ now: '2026-12-24T11:00:00.000Z' })).statusCode).toBe(204);
    expect((await post({ advance_ms: 4 * 3_600_000 })).statusCode).toBe(204);
    const fromFourHoursLater = clock.now().getTime() - Date.parse('2026-12-24T15:00:00.000Z');
    expect(fromFourHoursLater).toBeGreaterThanOrEqual(0);
    expect(fromFourHoursLater).toBeLessThan(5_000);
    // Each move ran the due jobs at its own time, before the answer.
    expect(jobRounds).toHaveLength(2);
    expect((jobRounds[1] ?? 0) - (jobRounds[0] ?? 0)).toBeGreaterThanOrEqual(4 * 3_600_000);
    expect((await post({ advance_ms: -1 })).statusCode).toBe(400);
    expect((await post({ now: null, advance_ms: 5 })).statusCode).toBe(400);
    await app.close();
  });

  it('cannot be configured on a real database', () => {
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://x@localhost/x',
        JWT_SECRET: 'x'.repeat(40),
        TEST_CLOCK_TOKEN: TOKEN,
      }),
    ).toThrow(/TEST_CLOCK_TOKEN is only for tests on the embedded database/);
    expect(loadConfig({ DATA_DIR: '/tmp/bp-clock-config' }).testClockToken).toBeNull();
  });
});
