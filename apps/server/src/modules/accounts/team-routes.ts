import { changeMemberRoleBodySchema, createInvitationBodySchema } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import * as service from './service';
import * as team from './team-service';

const uuid = z.uuid();

/** Ids in the path that cannot exist are simply not found (no 500 from a malformed uuid). */
function idParam(params: unknown, name: 'id' | 'userId'): string {
  const value = (params as Record<string, string>)[name];
  if (!uuid.safeParse(value).success) throw notFound();
  return value as string;
}

/** settings/users: the account's users and open invitations. */
export function registerTeamRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards } = deps;
  const inAccount = { preHandler: [guards.authenticate, guards.authorizeAccount] };
  const mailDeps = { db, outbox: deps.outbox, publicUrl: deps.config.publicUrl, clock: deps.clock };

  app.get('/api/accounts/users', inAccount, async (request) => {
    return team.teamView(db, currentAccount(request), currentAuth(request).user, deps.clock.now());
  });

  app.post('/api/accounts/invitations', inAccount, async (request, reply) => {
    const context = currentAccount(request);
    const { user } = currentAuth(request);
    team.requireManager(context, user);
    const body = parseInput(createInvitationBodySchema, request.body);
    await team.refuseExistingMember(db, context.account.id, body.email);
    const invitation = await service.createInvitation(
      mailDeps,
      context.account,
      user,
      body,
      requestLanguage(request),
    );
    return reply.status(201).send(invitation);
  });

  app.post('/api/accounts/invitations/:id/resend', inAccount, async (request) => {
    const context = currentAccount(request);
    const { user } = currentAuth(request);
    team.requireManager(context, user);
    const id = idParam(request.params, 'id');
    return team.resendInvitation(mailDeps, context, user, id, requestLanguage(request));
  });

  app.delete('/api/accounts/invitations/:id', inAccount, async (request, reply) => {
    const context = currentAccount(request);
    team.requireManager(context, currentAuth(request).user);
    await team.revokeInvitation(db, context.account.id, idParam(request.params, 'id'), deps.clock.now());
    return reply.status(204).send();
  });

  app.put('/api/accounts/users/:userId/role', inAccount, async (request) => {
    const context = currentAccount(request);
    team.requireManager(context, currentAuth(request).user);
    const userId = idParam(request.params, 'userId');
    const body = parseInput(changeMemberRoleBodySchema, request.body);
    await team.changeMemberRole(db, context.account.id, userId, body.role);
    return team.teamView(db, context, currentAuth(request).user, deps.clock.now());
  });

  app.delete('/api/accounts/users/:userId', inAccount, async (request, reply) => {
    const context = currentAccount(request);
    team.requireManager(context, currentAuth(request).user);
    await team.removeMember(db, context.account.id, idParam(request.params, 'userId'));
    return reply.status(204).send();
  });
}
