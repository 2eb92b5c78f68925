import type { FastifyInstance } from 'fastify';

/** An answer slower than this is worth a line in the log even at level warn (production's and the e2e server's). */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Logs every request that took longer than SLOW_REQUEST_MS to answer, by its route pattern rather than its
 * address: an address can carry a one-time token, a pattern cannot. A stall then shows in the log with when
 * and where, instead of only as a timeout on the other side.
 */
export function logSlowRequests(app: FastifyInstance, thresholdMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (ms < thresholdMs) return;
    request.log.warn(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        ms: Math.round(ms),
      },
      'slow request',
    );
  });
}
