import {
  createRecommendationWidgetBodySchema,
  duplicateRecommendationWidgetBodySchema,
  hiddenProductsBodySchema,
  recommendationPreviewBodySchema,
  recommendationWidgetFieldsSchema,
  widgetIdParamsSchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { perAccountLimit } from '../access';
import * as dealerService from './dealer-widgets-service';
import * as hiddenService from './hidden-products-service';
import { previewRecommendations } from './read/preview';
import { actorOf, dealerIdOf as dealerOf, scopeOf } from './route-scope';
import { registerRecommendationFigureRoutes } from './tracking';
import * as service from './widgets-service';

/** The editor asks again as the owner changes a field or the product (debounced): a typing pace, not a crawl. */
export const RECOMMENDATION_PREVIEWS_PER_MINUTE = 120;

/**
 * Recommendation widgets in the panel: every user of an account with the recommendations package manages the
 * account's widgets and hidden products and sees its dealer's widgets read-only; staff, partners and admins
 * manage a dealer's widgets under /api/dealers/{dealerId}/recommendations (403 for everyone else).
 */
export function registerRecommendationWidgetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const gated = {
    preHandler: [
      guards.authenticate,
      guards.authorizeAccount,
      guards.requirePackage('PACKAGE_RECOMMENDATIONS'),
    ],
  };
  const staffOnly = { preHandler: [guards.authenticate, guards.requireRoleGroup('staff')] };

  // An unknown, foreign or malformed id is simply not found.
  const widgetIdOf = (request: FastifyRequest) => {
    const parsed = widgetIdParamsSchema.safeParse(request.params);
    if (!parsed.success) throw notFound('recommendation_not_found');
    return parsed.data.id;
  };
  const dealerIdOf = (request: FastifyRequest) => dealerOf(db, request);

  registerRecommendationFigureRoutes(app, deps);
  // Registered before /:id so the path is never read as a widget id (the service reserves the id too).
  app.get('/api/recommendations/hidden-products', gated, async (request) => ({
    data: await hiddenService.listHiddenProducts(db, scopeOf(request).accountId),
  }));
  app.put('/api/recommendations/hidden-products', gated, async (request) => {
    const { product_ids } = parseInput(hiddenProductsBodySchema, request.body);
    return {
      data: await hiddenService.saveHiddenProducts(db, scopeOf(request).accountId, product_ids, clock.now()),
    };
  });

  app.post(
    '/api/recommendations/preview',
    perAccountLimit(gated.preHandler, 'recommendation-preview', RECOMMENDATION_PREVIEWS_PER_MINUTE),
    async (request) => {
      const { widget, ...context } = parseInput(recommendationPreviewBodySchema, request.body);
      return { data: await previewRecommendations(db, scopeOf(request), widget, context, clock) };
    },
  );

  app.get('/api/recommendations', gated, async (request) => ({
    data: await service.listForAccount(db, scopeOf(request)),
  }));
  app.post('/api/recommendations', gated, async (request, reply) => {
    const { id, ...fields } = parseInput(createRecommendationWidgetBodySchema, request.body);
    const created = await service.createForAccount(db, scopeOf(request), id, fields, clock.now());
    return reply.status(201).send({ data: created });
  });
  app.get('/api/recommendations/:id', gated, async (request) => ({
    data: await service.getForAccount(db, scopeOf(request), widgetIdOf(request)),
  }));
  app.put('/api/recommendations/:id', gated, async (request) => {
    const id = widgetIdOf(request);
    const fields = parseInput(recommendationWidgetFieldsSchema, request.body);
    return { data: await service.updateForAccount(db, scopeOf(request), id, fields, clock.now()) };
  });
  app.delete('/api/recommendations/:id', gated, async (request, reply) => {
    await service.deleteForAccount(db, scopeOf(request), widgetIdOf(request));
    return reply.status(204).send();
  });
  app.post('/api/recommendations/:id/duplicate', gated, async (request, reply) => {
    const sourceId = widgetIdOf(request);
    const { id } = parseInput(duplicateRecommendationWidgetBodySchema, request.body);
    const copy = await service.duplicateForAccount(db, scopeOf(request), sourceId, id, clock.now());
    return reply.status(201).send({ data: copy });
  });

  const dealerPath = '/api/dealers/:dealerId/recommendations';
  app.get(dealerPath, staffOnly, async (request) => ({
    data: await dealerService.listForDealer(db, await dealerIdOf(request)),
  }));
  app.post(dealerPath, staffOnly, async (request, reply) => {
    const dealerId = await dealerIdOf(request);
    const { id, ...fields } = parseInput(createRecommendationWidgetBodySchema, request.body);
    return reply.status(201).send({
      data: await dealerService.createForDealer(db, actorOf(request), dealerId, id, fields, clock.now()),
    });
  });
  app.get(`${dealerPath}/:id`, staffOnly, async (request) => ({
    data: await dealerService.getForDealer(db, await dealerIdOf(request), widgetIdOf(request)),
  }));
  app.put(`${dealerPath}/:id`, staffOnly, async (request) => {
    const dealerId = await dealerIdOf(request);
    const id = widgetIdOf(request);
    const fields = parseInput(recommendationWidgetFieldsSchema, request.body);
    return {
      data: await dealerService.updateForDealer(db, actorOf(request), dealerId, id, fields, clock.now()),
    };
  });
  app.delete(`${dealerPath}/:id`, staffOnly, async (request, reply) => {
    await dealerService.deleteForDealer(db, actorOf(request), await dealerIdOf(request), widgetIdOf(request));
    return reply.status(204).send();
  });
}
