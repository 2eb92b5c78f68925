import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { currentAccount } from '../access';
import { completeGettingStarted, gettingStartedStatus } from './service';

/**
 * GET /api/getting-started/status: the guide's step 1 polls it until the first page view arrives.
 * POST /api/getting-started/complete: the last step's 'Ferdig'.
 */
export function registerGettingStartedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { guards, db } = deps;
  const member = { preHandler: [guards.authenticate, guards.authorizeAccount] };

  app.get('/api/getting-started/status', member, async (request) =>
    gettingStartedStatus(db, currentAccount(request).account.id),
  );

  app.post('/api/getting-started/complete', member, async (request) =>
    completeGettingStarted(db, currentAccount(request).account.id, deps.clock.now()),
  );
}
