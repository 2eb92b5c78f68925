import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { currentAccount } from '../access';
import { gettingStartedStatus } from './service';

/** GET /api/getting-started/status: the guide's step 1 polls it until the first page view arrives. */
export function registerGettingStartedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { guards, db } = deps;
  const member = { preHandler: [guards.authenticate, guards.authorizeAccount] };

  app.get('/api/getting-started/status', member, async (request) =>
    gettingStartedStatus(db, currentAccount(request).account.id),
  );
}
