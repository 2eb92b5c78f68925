import {
  canManageAccountSettings,
  createApiKeyBodySchema,
  createIgnoreEntryBodySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { forbidden, notFound } from '../../lib/errors';
import { acceptFileBodies } from '../../lib/file-body';
import { requestLanguage } from '../../lib/language';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import * as apiKeys from './api-keys';
import { csvText } from './csv-body';
import * as ignoreList from './ignore-list';

const idParams = z.object({ id: z.uuid({ error: 'invalid_value' }) });

/** The account's owner and platform staff (contracts' canManageAccountSettings); other members 403. */
async function requireSettingsManager(request: FastifyRequest): Promise<void> {
  const { user } = currentAuth(request);
  const { membershipRole } = currentAccount(request);
  if (!canManageAccountSettings({ roles: user.roles, membershipRole })) throw forbidden();
}

/** Settings screens 'API keys' and 'Ignore lists': signed in, in the account, as its owner or an admin. */
export function registerShopSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards } = deps;
  const preHandler = [guards.authenticate, guards.authorizeAccount, requireSettingsManager];
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  // An unknown or foreign id is simply not found; a malformed one too.
  const entryId = (request: FastifyRequest) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    return parsed.data.id;
  };

  app.get('/api/settings/api-keys', { preHandler }, async (request) => ({
    data: await apiKeys.listApiKeys(db, accountId(request)),
  }));

  app.post('/api/settings/api-keys', { preHandler }, async (request, reply) => {
    const body = parseInput(createApiKeyBodySchema, request.body);
    const created = await apiKeys.createApiKey(db, accountId(request), currentAuth(request).user.id, body);
    return reply.status(201).header('cache-control', 'no-store').send({ data: created });
  });

  app.delete('/api/settings/api-keys/:id', { preHandler }, async (request, reply) => {
    await apiKeys.revokeApiKey(db, accountId(request), entryId(request), deps.clock.now());
    return reply.status(204).send();
  });

  app.get('/api/settings/ignore-list', { preHandler }, async (request) => ({
    data: await ignoreList.listIgnoreEntries(db, accountId(request)),
  }));

  app.post('/api/settings/ignore-list', { preHandler }, async (request, reply) => {
    const body = parseInput(createIgnoreEntryBodySchema, request.body);
    const { entry, created } = await ignoreList.addIgnoreEntry(db, accountId(request), body);
    return reply.status(created ? 201 : 200).send({ data: entry });
  });

  app.delete('/api/settings/ignore-list/:id', { preHandler }, async (request, reply) => {
    await ignoreList.removeIgnoreEntry(db, accountId(request), entryId(request));
    return reply.status(204).send();
  });

  void app.register(async (scope) => {
    acceptFileBodies(scope);
    // The guards run before the body is read: nobody uploads a megabyte to be told they are signed out.
    scope.post('/api/settings/ignore-list/csv', { onRequest: preHandler }, async (request) =>
      ignoreList.uploadIgnoreList(db, accountId(request), csvText(request), requestLanguage(request)),
    );
  });
}
