import { idPathParam, recommendationPageQuerySchema } from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { allowShopPage } from '../chat';
import { recommendPage } from './read/page';
import { registerRecommendationEventRoutes } from './tracking';

const accountParams = z.object({ accountId: idPathParam() });

/** Pages one address may fill a minute: a busy family browsing, not a script walking the catalogue. */
export const RECOMMENDATION_PAGES_PER_MINUTE = 120;

/**
 * GET /api/public/recommendations/:accountId?widgets=&product=&category=&cart=&visitor=: the products of every
 * recommendation placeholder on one page. No session: the account's shop domains (and the demo shop) read it
 * cross-origin, other origins get 403, and a shop's own server (no Origin) is answered. 404 unless the
 * account is active with the recommendations package. Limited per address and account. The page's
 * impressions and clicks come back to POST …/events (tracking/).
 */
export function registerRecommendationShopRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    '/api/public/recommendations/:accountId',
    {
      config: {
        rateLimit: {
          max: RECOMMENDATION_PAGES_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => {
            const parsed = accountParams.safeParse(request.params);
            return `recommendations:${request.ip}:${parsed.success ? parsed.data.accountId : 'invalid'}`;
          },
        },
      },
    },
    async (request, reply) => {
      const parsed = accountParams.safeParse(request.params);
      if (!parsed.success) throw notFound();
      const { accountId } = parsed.data;
      await allowShopPage(
        deps.db,
        deps.config.publicUrl,
        request,
        reply,
        accountId,
        'PACKAGE_RECOMMENDATIONS',
      );
      const query = parseInput(recommendationPageQuerySchema, request.query);
      const answer = await recommendPage(deps.db, accountId, query, deps.clock);
      // Per visitor (recently viewed, personal, their shuffle): not for shared caches.
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );
  registerRecommendationEventRoutes(app, deps);
}
