import type { FastifyInstance } from 'fastify';

/** /healthz: the process answers. /readyz: it can serve traffic (database reachable, not draining). */
export function registerHealthRoutes(
  app: FastifyInstance,
  ping: () => Promise<void>,
  isDraining: () => boolean,
) {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    if (isDraining()) return reply.status(503).send({ status: 'draining' });
    try {
      await ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
}
