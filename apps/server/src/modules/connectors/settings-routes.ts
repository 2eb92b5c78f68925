import {
  canManageAccountSettings,
  historyImportBodySchema,
  shopPlatformBodySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { forbidden } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import { startHistoryImport } from './history-import';
import * as service from './settings-service';

const deliveryParams = z.object({ id: z.coerce.number().int().positive() });

/** The platform's secret lets one write the shop's orders: connecting is the owner's and staff's call. */
function canManage(request: FastifyRequest): boolean {
  const { user } = currentAuth(request);
  const { membershipRole } = currentAccount(request);
  return canManageAccountSettings({ roles: user.roles, membershipRole });
}

/**
 * Innstillinger → Butikkplattform: every member sees the platform and what arrived; the owner and staff
 * connect, change the secret and disconnect, and download a data request's export.
 */
export function registerShopPlatformRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  connectors: service.ConnectorsDeps,
): void {
  const { guards, clock } = deps;
  const read = { preHandler: [guards.authenticate, guards.authorizeAccount] };
  const write = {
    preHandler: [
      ...read.preHandler,
      async (request: FastifyRequest) => {
        if (!canManage(request)) throw forbidden();
      },
    ],
  };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  const view = async (request: FastifyRequest) => ({
    data: await service.shopPlatformView(connectors, accountId(request), canManage(request)),
  });

  app.get('/api/settings/shop-platform', read, view);

  app.put('/api/settings/shop-platform', write, async (request) => {
    const body = parseInput(shopPlatformBodySchema, request.body);
    await service.saveShopPlatform(connectors, accountId(request), body, clock.now());
    return view(request);
  });

  app.post('/api/settings/shop-platform/secret', write, async (request) => {
    await service.renewSecret(connectors, accountId(request), clock.now());
    return view(request);
  });

  app.post('/api/settings/shop-platform/feed/run', write, async (request, reply) => {
    await service.runFeedNow(connectors, accountId(request), clock.now());
    return reply.code(202).send({ data: { queued: true } });
  });

  // WooCommerce's orders and customers of the last months, with a read-only REST API key the owner gives.
  app.post('/api/settings/shop-platform/history-import', write, async (request, reply) => {
    const body = parseInput(historyImportBodySchema, request.body);
    await startHistoryImport(connectors, accountId(request), body, clock.now());
    return reply.code(202).send(await view(request));
  });

  app.delete('/api/settings/shop-platform', write, async (request, reply) => {
    await service.disconnectShopPlatform(connectors, accountId(request));
    return reply.code(204).send();
  });

  app.get('/api/settings/shop-platform/deliveries/:id/export', write, async (request, reply) => {
    const { id } = parseInput(deliveryParams, request.params);
    const data = await service.dataRequestExport(connectors.db, accountId(request), id);
    return reply
      .header('content-disposition', `attachment; filename="innsyn-${id}.json"`)
      .header('cache-control', 'no-store')
      .send(data);
  });
}
