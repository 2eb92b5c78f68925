import { createInvitationBodySchema, termsBodySchema } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { requestLanguage } from '../../lib/language';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import { listInvitations } from './repository';
import * as service from './service';

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
    return service.acceptTerms(db, currentAccount(request).account.id, currentAuth(request).user.id, body);
  });

  app.get('/api/accounts/invitations', inAccount, async (request) => {
    const rows = await listInvitations(db, currentAccount(request).account.id);
    return { data: rows.map(service.invitationView) };
  });

  app.post('/api/accounts/invitations', inAccount, async (request, reply) => {
    const body = parseInput(createInvitationBodySchema, request.body);
    const invitation = await service.createInvitation(
      { db, outbox: deps.outbox, publicUrl: deps.config.publicUrl },
      currentAccount(request).account,
      currentAuth(request).user,
      body,
      requestLanguage(request),
    );
    return reply.status(201).send(invitation);
  });
}
