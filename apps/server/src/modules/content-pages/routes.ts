import {
  CONTENT_KEYS_PER_REQUEST,
  contentPageSettingsSchema,
  contentRollbackBodySchema,
  designBodySchema,
  idPathParam,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import { allowShopPage } from '../chat';
import * as repo from './repository';
import * as pages from './service';

const pageParams = z.object({ id: idPathParam() });
const accountParams = z.object({ accountId: idPathParam() });
const keysQuery = z.object({
  keys: z
    .string()
    .max(1_500)
    .transform((value) => [
      ...new Set(value.split(',').filter((key) => /^[a-z0-9][a-z0-9-]{0,59}$/.test(key))),
    ])
    .refine((keys) => keys.length <= CONTENT_KEYS_PER_REQUEST),
});

/**
 * The content builder's pages and blocks (issue 17): in the panel (the content builder package) the list,
 * create, settings, the builder's draft, publish, roll back, take down, delete; on the shop the published
 * blocks of the placement keys a page has (from the account's shop domains or the demo shop).
 */
export function registerContentPageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards, clock } = deps;
  const gated = {
    preHandler: [
      guards.authenticate,
      guards.authorizeAccount,
      guards.requirePackage('PACKAGE_CONTENTBUILDER'),
    ],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  const pageId = (request: FastifyRequest) => {
    const parsed = pageParams.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, 'content_page_not_found');
    return parsed.data.id;
  };
  const detail = async (row: repo.ContentPageRow) => ({ data: await pages.pageAnswer(db, row, clock.now()) });

  app.get('/api/content-pages', gated, async (request) => ({
    data: await pages.pageAnswers(
      db,
      accountId(request),
      await repo.listPages(db, accountId(request)),
      clock.now(),
    ),
  }));

  app.post('/api/content-pages', gated, async (request, reply) => {
    const body = parseInput(contentPageSettingsSchema, request.body);
    return reply
      .code(201)
      .send(await detail(await pages.createPage(db, accountId(request), body, clock.now())));
  });

  app.get('/api/content-pages/:id', gated, async (request) =>
    detail(await pages.findOwnPage(db, accountId(request), pageId(request))),
  );

  app.put('/api/content-pages/:id', gated, async (request) => {
    const body = parseInput(contentPageSettingsSchema, request.body);
    return detail(await pages.savePage(db, accountId(request), pageId(request), body, clock.now()));
  });

  app.put('/api/content-pages/:id/design', gated, async (request) => {
    const body = parseInput(designBodySchema, request.body);
    return detail(
      await pages.saveDraft(
        db,
        accountId(request),
        pageId(request),
        body,
        deps.config.publicUrl,
        clock.now(),
      ),
    );
  });

  app.post('/api/content-pages/:id/publish', gated, async (request) =>
    detail(await pages.publish(db, accountId(request), pageId(request), clock.now())),
  );

  app.post('/api/content-pages/:id/rollback', gated, async (request) => {
    const body = parseInput(contentRollbackBodySchema, request.body);
    return detail(await pages.rollBack(db, accountId(request), pageId(request), body.version, clock.now()));
  });

  app.post('/api/content-pages/:id/unpublish', gated, async (request) =>
    detail(await pages.unpublish(db, accountId(request), pageId(request), clock.now())),
  );

  app.delete('/api/content-pages/:id', gated, async (request, reply) => {
    if (!(await repo.deletePage(db, accountId(request), pageId(request)))) {
      throw new AppError(404, 'content_page_not_found');
    }
    return reply.code(204).send();
  });

  app.get('/api/widget/:accountId/blocks', async (request, reply) => {
    const params = accountParams.safeParse(request.params);
    if (!params.success) throw notFound();
    await allowShopPage(
      db,
      deps.config.publicUrl,
      request,
      reply,
      params.data.accountId,
      'PACKAGE_CONTENTBUILDER',
    );
    const query = keysQuery.safeParse(request.query);
    if (!query.success) throw notFound();
    const data = await pages.blocksFor(db, params.data.accountId, query.data.keys, clock.now());
    // The same for every visitor: a minute in any cache (a publish shows within it).
    return reply.header('cache-control', 'public, max-age=60').send({ data });
  });
}
