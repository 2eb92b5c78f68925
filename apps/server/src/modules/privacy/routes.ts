import { dataSubjectBodySchema, eraseDataSubjectBodySchema, retentionSchema } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import * as service from './service';

/** settings/privacy: retention periods, data subject access and erasure, and (staff) the job's runs. */
export function registerPrivacyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards } = deps;
  const inAccount = { preHandler: [guards.authenticate, guards.authorizeAccount] };

  app.get('/api/privacy/settings', inAccount, async (request) => {
    return service.privacySettings(db, currentAccount(request), currentAuth(request).user);
  });

  app.put('/api/privacy/settings', inAccount, async (request) => {
    const context = currentAccount(request);
    service.requireManager(context, currentAuth(request).user);
    const retention = parseInput(retentionSchema, request.body);
    const saved = await service.saveRetention(db, context.account.id, retention, deps.clock.now());
    return { retention: saved, can_manage: true };
  });

  app.post('/api/privacy/export', inAccount, async (request, reply) => {
    const context = currentAccount(request);
    service.requireManager(context, currentAuth(request).user);
    const { email } = parseInput(dataSubjectBodySchema, request.body);
    const hooks = deps.platform.privacyHooks();
    const data = await service.exportDataSubject(db, hooks, context.account.id, email, deps.clock.now());
    const name = `personopplysninger-${email.replace(/[^a-z0-9@._-]/g, '_')}.json`;
    return reply.header('content-disposition', `attachment; filename="${name}"`).send(data);
  });

  app.post('/api/privacy/erase', inAccount, async (request) => {
    const context = currentAccount(request);
    service.requireManager(context, currentAuth(request).user);
    const { email } = parseInput(eraseDataSubjectBodySchema, request.body);
    return service.eraseDataSubject(db, deps.platform.privacyHooks(), context.account.id, email);
  });

  // The job runs across all accounts, so its record is for platform staff only.
  app.get(
    '/api/privacy/runs',
    { preHandler: [guards.authenticate, guards.requireRoleGroup('staff')] },
    async () => ({ data: await service.recentRuns(db) }),
  );
}
