import {
  createSearchWidgetBodySchema,
  customResultBodySchema,
  keywordBodySchema,
  noResultHistoryQuerySchema,
  SEARCH_SETTING_TYPES,
  searchQuerySchema,
  searchSettingBodySchemas,
  synonymBodySchema,
  updateSearchWidgetBodySchema,
  widgetIdParamsSchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { currentAccount } from '../access';
import { searchPrivacyHooks } from './privacy';
import { registerPublicSearchRoutes } from './public-routes';
import { createSearchLog } from './search-log';
import * as service from './service';
import { createSiteSearch } from './site-search';

const uuidParams = z.object({ id: z.uuid() });
const settingParams = z.object({ type: z.enum(SEARCH_SETTING_TYPES) });

/**
 * Site search: the tuning screens' API (keywords, synonyms, custom results, widgets, settings, the no-result
 * history and the test box), for every user of an account with the search package, and the public search
 * that shops call (public-routes.ts).
 */
export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards } = deps;
  const siteSearch = createSiteSearch(db, app.log, deps.clock);
  const searchLog = createSearchLog(db, app.log, deps.clock);
  deps.platform.register({
    name: 'search',
    localTasks: [siteSearch.localTask, searchLog.localTask],
    privacy: searchPrivacyHooks,
  });
  app.addHook('onClose', () => searchLog.stop());

  const gated = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_SEARCH')],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  // An unknown, foreign or malformed id is simply not found.
  const uuidOf = (request: FastifyRequest) => {
    const parsed = uuidParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    return parsed.data.id;
  };
  const widgetIdOf = (request: FastifyRequest) => {
    const parsed = widgetIdParamsSchema.safeParse(request.params);
    if (!parsed.success) throw notFound('search_widget_not_found');
    return parsed.data.id;
  };

  /** list, get, create, update and delete of one kind of tuning, all answering `{ data }`. */
  function crud<Body extends z.ZodType, Out>(
    path: string,
    schema: Body,
    calls: {
      list: (accountId: number) => Promise<Out[]>;
      get: (accountId: number, id: string) => Promise<Out>;
      save: (accountId: number, id: string | null, body: z.output<Body>) => Promise<Out>;
      remove: (accountId: number, id: string) => Promise<void>;
    },
  ) {
    app.get(path, gated, async (request) => ({ data: await calls.list(accountId(request)) }));
    app.post(path, gated, async (request, reply) => {
      const body = parseInput(schema, request.body);
      return reply.status(201).send({ data: await calls.save(accountId(request), null, body) });
    });
    app.get(`${path}/:id`, gated, async (request) => ({
      data: await calls.get(accountId(request), uuidOf(request)),
    }));
    app.put(`${path}/:id`, gated, async (request) => {
      const id = uuidOf(request);
      const body = parseInput(schema, request.body);
      return { data: await calls.save(accountId(request), id, body) };
    });
    app.delete(`${path}/:id`, gated, async (request, reply) => {
      await calls.remove(accountId(request), uuidOf(request));
      return reply.status(204).send();
    });
  }

  crud('/api/search/keywords', keywordBodySchema, {
    list: (account) => service.listKeywords(db, account),
    get: (account, id) => service.getKeyword(db, account, id),
    save: (account, id, body) => service.saveKeyword(db, account, id, body, deps.clock.now()),
    remove: (account, id) => service.deleteKeyword(db, account, id),
  });
  crud('/api/search/synonyms', synonymBodySchema, {
    list: (account) => service.listSynonyms(db, account),
    get: (account, id) => service.getSynonym(db, account, id),
    save: (account, id, body) => service.saveSynonym(db, account, id, body, deps.clock.now()),
    remove: (account, id) => service.deleteSynonym(db, account, id),
  });
  crud('/api/search/custom-results', customResultBodySchema, {
    list: (account) => service.listCustomResults(db, account),
    get: (account, id) => service.getCustomResult(db, account, id),
    save: (account, id, body) => service.saveCustomResult(db, account, id, body, deps.clock.now()),
    remove: (account, id) => service.deleteCustomResult(db, account, id),
  });

  app.get('/api/search/widgets', gated, async (request) => ({
    data: await service.listWidgets(db, accountId(request)),
  }));
  app.post('/api/search/widgets', gated, async (request, reply) => {
    const { id, ...fields } = parseInput(createSearchWidgetBodySchema, request.body);
    return reply.status(201).send({ data: await service.createWidget(db, accountId(request), id, fields) });
  });
  app.get('/api/search/widgets/:id', gated, async (request) => ({
    data: await service.getWidget(db, accountId(request), widgetIdOf(request)),
  }));
  app.put('/api/search/widgets/:id', gated, async (request) => {
    const id = widgetIdOf(request);
    const fields = parseInput(updateSearchWidgetBodySchema, request.body);
    return { data: await service.updateWidget(db, accountId(request), id, fields, deps.clock.now()) };
  });
  app.delete('/api/search/widgets/:id', gated, async (request, reply) => {
    await service.deleteWidget(db, accountId(request), widgetIdOf(request));
    return reply.status(204).send();
  });

  app.get('/api/search/settings', gated, async (request) => ({
    data: await service.getSettings(db, accountId(request)),
  }));
  app.put('/api/search/settings/:type', gated, async (request) => {
    const parsed = settingParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    const { type } = parsed.data;
    const value = parseInput(searchSettingBodySchemas[type], request.body);
    return { data: await service.saveSettings(db, accountId(request), type, value, deps.clock.now()) };
  });

  app.get('/api/search/history/noresult', gated, async (request) => {
    const { days } = parseInput(noResultHistoryQuerySchema, request.query);
    // Searches of the last second may still be in this instance's buffer.
    await searchLog.flush();
    const now = deps.clock.now();
    return { data: await service.noResultHistory(db, siteSearch, accountId(request), days, now) };
  });

  // The test box: the search exactly as the shop gets it, but not logged.
  app.get('/api/search/test', gated, async (request, reply) => {
    const query = parseInput(searchQuerySchema, request.query);
    return reply.header('cache-control', 'no-store').send(await siteSearch.search(accountId(request), query));
  });

  registerPublicSearchRoutes(app, deps, siteSearch, searchLog);
}
