import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import type { Clock } from './clock';

/**
 * A clock the browser tests move (a scheduled block shows "at its date"; a flow's reminder is due hours later).
 * Only when the server is started with TEST_CLOCK_TOKEN (the e2e setup makes a random one; config.ts refuses it
 * with DATABASE_URL, so a production server cannot have it), and only for a request that carries that token.
 * Time keeps running from the instant it was set to, so countdowns and sessions behave as they would.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  /** The real time plus the offset a browser test set. */
  readonly now = (): Date => new Date(Date.now() + this.offsetMs); // wall clock: the moved time runs on it

  /** From now on "now" runs from `instant`; null: the real time again. */
  set(instant: Date | null): void {
    this.offsetMs = instant === null ? 0 : instant.getTime() - Date.now(); // wall clock: the offset from it
  }

  /** Moves "now" forward by `ms`. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export const TEST_CLOCK_PATH = '/api/test/clock';
export const TEST_CLOCK_HEADER = 'x-test-clock-token';

const bodySchema = z.union([
  z.object({ now: z.iso.datetime({ offset: true }).nullable() }).strict(),
  z.object({ advance_ms: z.number().int().min(0) }).strict(),
]);

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `POST /api/test/clock` with the token and `{ now }` (an instant, or null for the real time) or
 * `{ advance_ms }`: moves the clock, runs every job due by then, and answers 204 once they have run, so the
 * test reads what happened by then. Anything else is 404, as if the route were absent.
 */
export function registerTestClockRoute(
  app: FastifyInstance,
  clock: AdjustableClock,
  token: string,
  runDueJobs: () => Promise<void>,
): void {
  // One move at a time, each with its due jobs run.
  let queue = Promise.resolve();
  app.post(TEST_CLOCK_PATH, async (request, reply) => {
    const given = request.headers[TEST_CLOCK_HEADER];
    if (typeof given !== 'string' || !sameToken(given, token)) throw new AppError(404, 'not_found');
    const body = bodySchema.safeParse(request.body);
    if (!body.success) throw new AppError(400, 'validation_failed');
    const move = body.data;
    const moved = queue.then(async () => {
      if ('advance_ms' in move) clock.advance(move.advance_ms);
      else clock.set(move.now === null ? null : new Date(move.now));
      await runDueJobs();
    });
    queue = moved.catch(() => undefined);
    await moved;
    return reply.code(204).send();
  });
}
