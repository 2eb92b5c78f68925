import { idPathParam, popupShownBodySchema, popupSubmitBodySchema } from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { networkOf } from '../../lib/ip-network';
import { parseInput } from '../../lib/parse';
import { allowShopPage } from '../chat';
import { popupsForVisitor, recordShown, submitPopup } from './shop-side';

const accountParams = z.object({ accountId: idPathParam() });
const popupParams = z.object({ accountId: idPathParam(), popupId: idPathParam() });
const visitorQuery = z.object({
  visitor: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/),
});

/** Views a shop page may report per address and minute, and submits: enough for a family, not for a script. */
export const POPUP_SHOWS_PER_MINUTE = 120;
export const POPUP_SUBMITS_PER_MINUTE = 10;

/**
 * The widget's side of popups, from the account's shop domains (or the demo shop): the popups this visitor
 * may see, a view, a submit. The account must be active with the popups package (404), another origin gets
 * 403. Nothing here needs a session; a submit and a view are limited per IP a minute, and a submit also per
 * e-mail address, IP and network from the stored submits (signup-limits.ts).
 */
export function registerPopupShopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  const accountOf = (request: FastifyRequest) => {
    const parsed = accountParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    return parsed.data.accountId;
  };
  const popupOf = (request: FastifyRequest) => {
    const parsed = popupParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    return parsed.data;
  };
  const perIp = (max: number, name: string) => ({
    config: {
      rateLimit: {
        max,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
      },
    },
  });

  app.get('/api/widget/:accountId/popups', async (request, reply) => {
    const accountId = accountOf(request);
    await allowShopPage(db, deps.config.publicUrl, request, reply, accountId, 'PACKAGE_POPUPS');
    const query = visitorQuery.safeParse(request.query);
    if (!query.success) throw notFound();
    const data = await popupsForVisitor(db, accountId, query.data.visitor);
    // Per visitor (the variant is theirs): not for shared caches.
    return reply.header('cache-control', 'private, no-store').send({ data });
  });

  app.post(
    '/api/widget/:accountId/popups/:popupId/shown',
    perIp(POPUP_SHOWS_PER_MINUTE, 'popup-shown'),
    async (request, reply) => {
      const { accountId, popupId } = popupOf(request);
      await allowShopPage(db, deps.config.publicUrl, request, reply, accountId, 'PACKAGE_POPUPS');
      const body = parseInput(popupShownBodySchema, request.body);
      await recordShown(db, accountId, popupId, body, clock.now());
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/widget/:accountId/popups/:popupId/submit',
    perIp(POPUP_SUBMITS_PER_MINUTE, 'popup-submit'),
    async (request, reply) => {
      const { accountId, popupId } = popupOf(request);
      await allowShopPage(db, deps.config.publicUrl, request, reply, accountId, 'PACKAGE_POPUPS');
      const body = parseInput(popupSubmitBodySchema, request.body);
      const origin = {
        ip: request.ip,
        network: networkOf(request.ip),
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
      };
      const data = await submitPopup(deps.platform, db, accountId, popupId, body, origin, clock.now());
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  for (const action of ['shown', 'submit']) {
    app.options(`/api/widget/:accountId/popups/:popupId/${action}`, async (request, reply) => {
      const { accountId } = popupOf(request);
      await allowShopPage(db, deps.config.publicUrl, request, reply, accountId, 'PACKAGE_POPUPS');
      return reply
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type, user-language')
        .header('access-control-max-age', '600')
        .status(204)
        .send();
    });
  }
}
