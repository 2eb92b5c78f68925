import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './error-handler';

export const WEB_BASE = '/pub-v2/';

/**
 * Serves the built web app under /pub-v2/. Client-side routes (/pub-v2/login, /pub-v2/12/dashboard)
 * get index.html; unknown /api paths get the JSON error shape.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: WEB_BASE,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes NAME.br and NAME.gz beside each text file (scripts/precompress.mjs); the plugin sends
      // the one the request's Accept-Encoding takes, with Content-Encoding and Vary, and never routes them itself.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Vite names assets by content hash, so they never change; everything else is revalidated.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', { config: { rateLimit: false } }, (_request, reply) => reply.redirect(WEB_BASE));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && (url === '/pub-v2' || url.startsWith(WEB_BASE))) {
      if (!built)
        return reply.status(503).type('text/plain').send('The web app is not built: run npm run build.');
      if (url.startsWith(`${WEB_BASE}assets/`)) return apiNotFound(request, reply, 'page_not_found');
      // The shell must always be fresh so that a new deploy is picked up at once.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', distDir, { cacheControl: false });
    }
    return apiNotFound(request, reply, url.startsWith('/api/') ? 'not_found' : 'page_not_found');
  });
}
