import {
  idPathParam,
  RECOMMENDATION_EVENT_REQUESTS_PER_MINUTE,
  recommendationEventsBodySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { AppError, notFound } from '../../../lib/errors';
import { parseInput } from '../../../lib/parse';
import { allowShopPage } from '../../chat';
import { isIgnoredIp } from '../../shop-data';
import { recordEvents } from './record-events';

const accountParams = z.object({ accountId: idPathParam() });
const PATH = '/api/public/recommendations/:accountId/events';
/** 50 events of the longest ids and products fit in a fifth of this. */
const EVENTS_BODY_LIMIT = 64 * 1024;

/**
 * sendBeacon sends a string as text/plain (a simple request, no preflight), fetch with keepalive as
 * application/json: both are the same JSON. Unreadable JSON is the API's `invalid_json`.
 */
function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new AppError(400, 'invalid_json');
  }
}

/**
 * POST /api/public/recommendations/:accountId/events (204): impressions and clicks a shop page's widgets
 * report. The same gate as the page's request (allowShopPage: active with the recommendations package, the
 * account's shop domains or the demo shop), with its own limit per address and account.
 */
export function registerRecommendationEventRoutes(app: FastifyInstance, deps: AppDeps): void {
  const accountOf = (request: FastifyRequest) => {
    const parsed = accountParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    return parsed.data.accountId;
  };
  const gate = (request: FastifyRequest, reply: Parameters<typeof allowShopPage>[3]) =>
    allowShopPage(
      deps.db,
      deps.config.publicUrl,
      request,
      reply,
      accountOf(request),
      'PACKAGE_RECOMMENDATIONS',
    );

  app.post(
    PATH,
    {
      bodyLimit: EVENTS_BODY_LIMIT,
      config: {
        rateLimit: {
          max: RECOMMENDATION_EVENT_REQUESTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => {
            const parsed = accountParams.safeParse(request.params);
            return `recommendation-events:${request.ip}:${parsed.success ? parsed.data.accountId : 'invalid'}`;
          },
        },
      },
    },
    async (request, reply) => {
      await gate(request, reply);
      const body = parseInput(recommendationEventsBodySchema, jsonOf(request.body));
      const accountId = accountOf(request);
      // An address on the account's ignore list (the shop's own people) is answered but not counted.
      if (!(await isIgnoredIp(deps.db, accountId, request.ip))) {
        await recordEvents(deps.db, accountId, body, deps.clock.now());
      }
      return reply.status(204).send();
    },
  );

  // fetch with application/json from the shop's origin asks first.
  app.options(PATH, async (request, reply) => {
    await gate(request, reply);
    return reply
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .status(204)
      .send();
  });
}
