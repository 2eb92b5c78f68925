import Fastify, { type FastifyInstance } from 'fastify';
import type { FakeService } from './types';

/**
 * Fakes on a port of their own on loopback, each under `/<service>`: what the server tests start, with each
 * service's base URL pointed at `url(service)`.
 */
export async function startFakeServices(fakes: ReadonlyArray<FakeService<unknown>>) {
  // A request the client gave up on (a 'hang' fault) may leave its connection open: closing must not wait for it.
  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  // Form bodies (Trustpilot's token request) are read as text and parsed by the fake that takes them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  for (const fake of fakes) fake.register(app, `/${fake.service}`);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: (service: string) => `${address}/${service}`,
    close: () => app.close(),
  };
}
