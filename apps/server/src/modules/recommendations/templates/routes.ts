import {
  createRecommendationTemplateBodySchema,
  duplicateRecommendationTemplateBodySchema,
  idPathParam,
  type PackageKey,
  RECOMMENDATION_TEMPLATE_KINDS,
  type RecommendationTemplateKind,
  recommendationTemplateFieldsSchema,
  recommendationTemplateListQuerySchema,
  recommendationTemplatePreviewBodySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../lib/errors';
import { parseInput } from '../../../lib/parse';
import { checkPackage, currentAccount, currentAuth } from '../../access';
import { actorOf, dealerIdOf, scopeOf } from '../route-scope';
import * as dealerService from './dealer-service';
import { previewTemplate } from './preview';
import * as service from './service';

const idParams = z.object({ id: idPathParam() });
const versionParams = z.object({ id: idPathParam(), version: idPathParam() });

/**
 * Shop and e-mail templates belong to the recommendations package, search templates to the search package
 * (the overlay they are for): an account sees and changes the kinds its packages give it.
 */
const PACKAGE_OF_KIND: Record<RecommendationTemplateKind, PackageKey> = {
  shop: 'PACKAGE_RECOMMENDATIONS',
  email: 'PACKAGE_RECOMMENDATIONS',
  search: 'PACKAGE_SEARCH',
};

/**
 * Recommendation templates in the panel (docs/recommendations.md "Templates"): every user of an account
 * manages its own and reads the defaults and its dealer's; staff, partners and admins manage a dealer's under
 * /api/dealers/{dealerId}/templates (403 for everyone else).
 */
export function registerRecommendationTemplateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const inAccount = { preHandler: [guards.authenticate, guards.authorizeAccount] };
  const staffOnly = { preHandler: [guards.authenticate, guards.requireRoleGroup('staff')] };

  /** 403 with the package's name unless the account has the package this kind belongs to. */
  const checkKind = (request: FastifyRequest, kind: RecommendationTemplateKind) =>
    checkPackage(currentAccount(request), currentAuth(request).user, PACKAGE_OF_KIND[kind]);
  /** The kinds the account's packages give it; none at all is the recommendations package's 403. */
  const allowedKinds = (request: FastifyRequest) => {
    const kinds = RECOMMENDATION_TEMPLATE_KINDS.filter((kind) => {
      try {
        checkKind(request, kind);
        return true;
      } catch {
        return false;
      }
    });
    if (kinds.length === 0) checkKind(request, 'shop');
    return kinds;
  };
  // An unknown, foreign or malformed id is simply not found.
  const idOf = (request: FastifyRequest) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw notFound('recommendation_template_not_found');
    return parsed.data.id;
  };
  /** The template in the path, read in the account and allowed by its packages. */
  const readableOf = async (request: FastifyRequest) => {
    const template = await service.getForAccount(db, scopeOf(request), idOf(request));
    checkKind(request, template.kind);
    return template;
  };

  app.get('/api/templates', inAccount, async (request) => {
    const { kind } = parseInput(recommendationTemplateListQuerySchema, request.query);
    if (kind !== undefined) checkKind(request, kind);
    const kinds = kind === undefined ? allowedKinds(request) : [kind];
    return { data: await service.listForAccount(db, scopeOf(request), kinds) };
  });
  app.post('/api/templates', inAccount, async (request, reply) => {
    const body = parseInput(createRecommendationTemplateBodySchema, request.body);
    if (body.kind !== undefined) checkKind(request, body.kind);
    const content = await service.contentToCreate(db, service.readableOwners(scopeOf(request)), body);
    checkKind(request, content.kind);
    const created = await service.createForAccount(
      db,
      scopeOf(request),
      content,
      actorOf(request).id,
      clock.now(),
    );
    return reply.status(201).send({ data: created });
  });
  // Registered before /:id; `preview` is not a number, so it would be a 404 there anyway.
  app.post('/api/templates/preview', inAccount, async (request) => {
    const body = parseInput(recommendationTemplatePreviewBodySchema, request.body);
    checkKind(request, body.kind);
    return { data: await previewTemplate(db, scopeOf(request), body, clock) };
  });
  app.get('/api/templates/:id', inAccount, async (request) => ({ data: await readableOf(request) }));
  app.put('/api/templates/:id', inAccount, async (request) => {
    const id = idOf(request);
    await readableOf(request);
    const fields = parseInput(recommendationTemplateFieldsSchema, request.body);
    checkKind(request, fields.kind);
    return {
      data: await service.updateForAccount(
        db,
        scopeOf(request),
        id,
        fields,
        actorOf(request).id,
        clock.now(),
      ),
    };
  });
  app.delete('/api/templates/:id', inAccount, async (request, reply) => {
    await readableOf(request);
    await service.deleteForAccount(db, scopeOf(request), idOf(request));
    return reply.status(204).send();
  });
  app.post('/api/templates/:id/duplicate', inAccount, async (request, reply) => {
    await readableOf(request);
    const { name } = parseInput(duplicateRecommendationTemplateBodySchema, request.body ?? {});
    const copy = await service.duplicateForAccount(
      db,
      scopeOf(request),
      idOf(request),
      name,
      actorOf(request).id,
      clock.now(),
    );
    return reply.status(201).send({ data: copy });
  });
  app.get('/api/templates/:id/versions', inAccount, async (request) => {
    await readableOf(request);
    return { data: await service.versionsForAccount(db, scopeOf(request), idOf(request)) };
  });
  app.post('/api/templates/:id/versions/:version/restore', inAccount, async (request) => {
    await readableOf(request);
    const parsed = versionParams.safeParse(request.params);
    if (!parsed.success) throw notFound('recommendation_template_version_not_found');
    const { id, version } = parsed.data;
    return {
      data: await service.restoreForAccount(
        db,
        scopeOf(request),
        id,
        version,
        actorOf(request).id,
        clock.now(),
      ),
    };
  });

  const dealerPath = '/api/dealers/:dealerId/templates';
  const dealerTemplateId = (request: FastifyRequest) => idOf(request);
  app.get(dealerPath, staffOnly, async (request) => ({
    data: await dealerService.listForDealer(db, await dealerIdOf(db, request)),
  }));
  app.post(dealerPath, staffOnly, async (request, reply) => {
    const dealerId = await dealerIdOf(db, request);
    const body = parseInput(createRecommendationTemplateBodySchema, request.body);
    return reply.status(201).send({
      data: await dealerService.createForDealer(db, actorOf(request), dealerId, body, clock.now()),
    });
  });
  app.get(`${dealerPath}/:id`, staffOnly, async (request) => ({
    data: await dealerService.getForDealer(db, await dealerIdOf(db, request), dealerTemplateId(request)),
  }));
  app.put(`${dealerPath}/:id`, staffOnly, async (request) => {
    const dealerId = await dealerIdOf(db, request);
    const id = dealerTemplateId(request);
    const fields = parseInput(recommendationTemplateFieldsSchema, request.body);
    return {
      data: await dealerService.updateForDealer(db, actorOf(request), dealerId, id, fields, clock.now()),
    };
  });
  app.delete(`${dealerPath}/:id`, staffOnly, async (request, reply) => {
    const dealerId = await dealerIdOf(db, request);
    await dealerService.deleteForDealer(db, actorOf(request), dealerId, dealerTemplateId(request));
    return reply.status(204).send();
  });
}
