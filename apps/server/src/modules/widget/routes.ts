import path from 'node:path';
import { idPathParam, MAX_INT_ID } from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { CACHE, sendBuiltFile } from './assets';
import * as pages from './demo-shop/pages';
import { registerVisitorImageUpload } from './image-upload';
import * as service from './service';

const accountParams = z.object({ accountId: idPathParam() });
const demoQuery = z.object({ account: z.coerce.number().int().positive().max(MAX_INT_ID).optional() });
const fileParams = z.object({ file: z.string().max(200) });

const notBuilt = (reply: FastifyReply) =>
  reply.status(503).type('text/plain').send('The widget is not built: run npm run build.');

/**
 * The widget's public side: the loader (/widget.js) and its lazily loaded chunks (/widget/*), the
 * account's chat texts and colours (GET /api/widget/:accountId/config, open to every origin), the visitor's
 * image upload (POST /api/widget/:accountId/images), and the demo shop (/demo-shop/) that embeds the widget.
 * Nothing here needs a session.
 */
export function registerWidgetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const dist = deps.config.widgetDistDir;

  app.get('/widget.js', async (_request, reply) => {
    return (await sendBuiltFile(reply, dist, 'widget.js', CACHE.loader)) ? reply : notBuilt(reply);
  });

  app.get('/widget/:file', async (request, reply) => {
    const parsed = fileParams.safeParse(request.params);
    const sent = parsed.success
      ? await sendBuiltFile(reply, path.join(dist, 'widget'), parsed.data.file, CACHE.immutable)
      : false;
    if (!sent) throw notFound('not_found');
    return reply;
  });

  app.get('/api/widget/:accountId/config', async (request, reply) => {
    // Shops on any origin read it; it holds nothing but what the widget shows anyway.
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    const parsed = accountParams.safeParse(request.params);
    const config = parsed.success ? await service.widgetConfig(deps.db, parsed.data.accountId) : null;
    if (!config) throw notFound('not_found');
    return reply.header('cache-control', 'public, max-age=60').send(config);
  });

  registerVisitorImageUpload(app, deps);
  registerDemoShop(app, deps, dist);
}

/**
 * The demo shop. Its widget talks to ?account=ID when given (kept on every link), otherwise to
 * Demo Sko AS, looked up by name on every request, or the first account with chat.
 */
function registerDemoShop(app: FastifyInstance, deps: AppDeps, dist: string): void {
  async function context(request: FastifyRequest): Promise<pages.PageContext> {
    const { account } = demoQuery.safeParse(request.query).data ?? {};
    const restore = pages.cartToRestore(request.query);
    if (account) return { accountId: account, query: `?account=${account}`, restore };
    return { accountId: await service.demoAccountId(deps.db), query: '', restore };
  }
  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', CACHE.fresh).send(body);

  app.get('/demo-shop', (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${pages.DEMO_BASE}${query}`);
  });
  app.get(pages.DEMO_BASE, async (request, reply) => html(reply, pages.frontPage(await context(request))));
  app.get(`${pages.DEMO_BASE}produkt/:slug`, async (request, reply) => {
    const product = pages.findProduct(String((request.params as { slug?: unknown }).slug ?? ''));
    if (!product) throw notFound('page_not_found');
    return html(reply, pages.productPage(await context(request), product));
  });
  app.get(`${pages.DEMO_BASE}handlekurv`, async (request, reply) =>
    html(reply, pages.cartPage(await context(request))),
  );
  app.get(`${pages.DEMO_BASE}kasse`, async (request, reply) =>
    html(reply, pages.checkoutPage(await context(request))),
  );
  app.get(`${pages.DEMO_BASE}bekreftelse`, async (request, reply) =>
    html(reply, pages.confirmationPage(await context(request))),
  );
  // The product pictures: named by their content (scripts/demo-pictures), so they may be cached for a year.
  app.get(`${pages.DEMO_BASE}bilder/:file`, async (request, reply) => {
    const parsed = fileParams.safeParse(request.params);
    const sent =
      parsed.success && parsed.data.file.endsWith('.webp')
        ? await sendBuiltFile(
            reply,
            path.join(dist, 'demo-shop', 'bilder'),
            parsed.data.file,
            CACHE.immutable,
          )
        : false;
    if (!sent) throw notFound('not_found');
    return reply;
  });
  app.get(`${pages.DEMO_BASE}assets/:file`, async (request, reply) => {
    const parsed = fileParams.safeParse(request.params);
    const sent = parsed.success
      ? await sendBuiltFile(reply, path.join(dist, 'demo-shop'), parsed.data.file, CACHE.fresh)
      : false;
    if (!sent) throw notFound('not_found');
    return reply;
  });
}
