import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * GET /favicon.ico: browsers ask for it on every page (the demo shop, the API description, the panel before
 * its HTML names /pub-v2/favicon.svg). The web build holds the icon (apps/web/public); without a build the
 * path falls through to the not-found answer.
 */
export function registerFavicon(app: FastifyInstance, webDistDir: string): void {
  const file = path.join(webDistDir, 'favicon.ico');
  if (!existsSync(file)) return;
  const icon = readFileSync(file);
  app.get('/favicon.ico', { config: { rateLimit: false } }, (_request, reply) =>
    reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(icon),
  );
}
