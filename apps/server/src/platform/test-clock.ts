import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import type { Clock } from './clock';

/**
 * A clock the browser tests move (issue 29: a scheduled block shows "at its date"). Only when the server is
 * started with TEST_CLOCK_TOKEN (the e2e global setup makes a random one; config.ts refuses it with
 * DATABASE_URL, so a production server cannot have it), and only for a request that carries that token.
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
}

export const TEST_CLOCK_PATH = '/api/test/clock';
export const TEST_CLOCK_HEADER = 'x-test-clock-token';

const bodySchema = z.object({ now: z.iso.datetime({ offset: true }).nullable() }).strict();

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `POST /api/test/clock { now }` with the token: sets the clock (204); anything else is 404, as if absent. */
export function registerTestClockRoute(app: FastifyInstance, clock: AdjustableClock, token: string): void {
  app.post(TEST_CLOCK_PATH, async (request, reply) => {
    const given = request.headers[TEST_CLOCK_HEADER];
    if (typeof given !== 'string' || !sameToken(given, token)) throw new AppError(404, 'not_found');
    const body = bodySchema.safeParse(request.body);
    if (!body.success) throw new AppError(400, 'validation_failed');
    clock.set(body.data.now === null ? null : new Date(body.data.now));
    return reply.code(204).send();
  });
}
