import { termsBodySchema } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import { listInvitations } from './repository';
import * as service from './service';
import { registerTeamRoutes } from './team-routes';

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards } = deps;
  const signedIn = { preHandler: [guards.authenticate] };
  const inAccount = { preHandler: [guards.authenticate, guards.authorizeAccount] };

  app.get('/api/accounts', signedIn, async (request) => {
    const { user } = currentAuth(request);
    return { data: await service.accessibleAccounts(db, user) };
  });

  app.get('/api/accounts/current', inAccount, async (request) => {
    return service.accountView(db, currentAccount(request));
  });

  app.post('/api/accounts/terms', inAccount, async (request) => {
    const body = parseInput(termsBodySchema, request.body);
    const { account } = currentAccount(request);
    return service.acceptTerms(db, account.id, currentAuth(request).user.id, body, deps.clock.now());
  });

  app.get('/api/accounts/invitations', inAccount, async (request) => {
    const rows = await listInvitations(db, currentAccount(request).account.id);
    return { data: rows.map(service.invitationView) };
  });

  registerTeamRoutes(app, deps);
}
