import {
  type AppService,
  appCredentialsSchema,
  appStatusBodySchema,
  canManageAccountSettings,
  isAppService,
  REVIEW_SERVICES,
  type ReviewService,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError, forbidden } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import * as service from './connections-service';
import { exportReviews } from './review-export';

const connectBody = z.object({ credentials: appCredentialsSchema, settings: z.unknown().optional() });
const checkBody = z.object({ credentials: appCredentialsSchema });
const settingsBody = z.object({ settings: z.unknown() });

/** Connecting hands the shop's subscribers and customers to another company: the owner's and staff's call. */
function canManageApps(request: FastifyRequest): boolean {
  const { user } = currentAuth(request);
  const { membershipRole } = currentAccount(request);
  return canManageAccountSettings({ roles: user.roles, membershipRole });
}

async function requireAppsManager(request: FastifyRequest): Promise<void> {
  if (!canManageApps(request)) throw forbidden();
}

/**
 * The panel's apps API (`/apps`, `/apps/{service}`): every member of an account with the apps package sees
 * the apps and their health; the owner and staff connect, change, pause and disconnect them. No answer ever
 * holds a key: only its hint.
 */
export function registerAppsPanelRoutes(app: FastifyInstance, deps: AppDeps, apps: service.AppsDeps): void {
  const { guards, clock } = deps;
  const read = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_APPS')],
  };
  const write = { preHandler: [...read.preHandler, requireAppsManager] };
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  const serviceOf = (request: FastifyRequest): AppService => {
    const name = (request.params as { service?: unknown }).service;
    if (typeof name !== 'string' || !isAppService(name)) throw new AppError(404, 'not_found');
    return name;
  };
  const reviewServiceOf = (request: FastifyRequest): ReviewService => {
    const name = serviceOf(request);
    if (!(REVIEW_SERVICES as readonly string[]).includes(name)) throw new AppError(404, 'not_found');
    return name as ReviewService;
  };
  const detail = async (request: FastifyRequest) => ({
    data: await service.appDetail(apps.db, accountId(request), serviceOf(request), canManageApps(request)),
  });

  app.get('/api/apps', read, async (request) => ({
    data: await service.listApps(apps.db, accountId(request)),
  }));
  app.get('/api/apps/:service', read, detail);

  app.post('/api/apps/:service/check', write, async (request) => {
    const body = parseInput(checkBody, request.body);
    const check = await service.checkCredentials(apps, serviceOf(request), body.credentials);
    return { data: { account_name: check.accountName, lists: check.lists } };
  });

  app.put('/api/apps/:service', write, async (request) => {
    const body = parseInput(connectBody, request.body);
    await service.connect(apps, accountId(request), serviceOf(request), body, clock.now());
    return detail(request);
  });

  app.put('/api/apps/:service/settings', write, async (request) => {
    const body = parseInput(settingsBody, request.body);
    await service.saveSettings(apps, accountId(request), serviceOf(request), body.settings, clock.now());
    return detail(request);
  });

  app.put('/api/apps/:service/status', write, async (request) => {
    const body = parseInput(appStatusBodySchema, request.body);
    await service.setStatus(apps, accountId(request), serviceOf(request), body.status, clock.now());
    return detail(request);
  });

  app.delete('/api/apps/:service', write, async (request, reply) => {
    await service.disconnect(apps, accountId(request), serviceOf(request));
    return reply.code(204).send();
  });

  app.get('/api/apps/:service/reviews.csv', read, async (request, reply) => {
    const name = reviewServiceOf(request);
    const file = await exportReviews(apps, accountId(request), name, clock.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="anmeldelser-${name}.csv"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
