import {
  canManageAccountSettings,
  cannedResponseBodySchema,
  closedConversationsQuerySchema,
  emailMessageBodySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { forbidden, notFound } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import { checkAbandonedCartJob } from './cart-events';
import { registerChatImageRoutes } from './image-routes';
import { chatPrivacyHooks } from './privacy';
import * as repo from './repository';
import * as service from './service';

const uidParams = z.object({ uid: z.string().min(1).max(100) });
const idParams = z.object({ id: z.uuid() });
const historyQuery = z.object({ after: z.coerce.number().int().min(0).optional() });

/** Canned responses are the account's settings: the owner and platform staff change them, agents use them. */
function canManageCanned(request: FastifyRequest): boolean {
  return canManageAccountSettings({
    roles: currentAuth(request).user.roles,
    membershipRole: currentAccount(request).membershipRole,
  });
}

async function requireCannedManager(request: FastifyRequest): Promise<void> {
  if (!canManageCanned(request)) throw forbidden();
}

/** REST of spec section 7 for chat, gated by PACKAGE_CHAT (the dashboard call by PACKAGE_DASHBOARD). */
export function registerChatRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { guards, db } = deps;
  deps.platform.register({ name: 'chat', privacy: chatPrivacyHooks });
  const chatDeps = {
    db,
    outbox: deps.outbox,
    publish: deps.platform.events.publishNow,
    platform: deps.platform,
    publicUrl: deps.config.publicUrl,
  };
  deps.platform.register({ name: 'carts', jobs: [checkAbandonedCartJob] });
  const chat = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_CHAT')],
  };
  const dashboard = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_DASHBOARD')],
  };
  const accountId = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).account.id;

  app.get('/api/chat', chat, async (request) => service.agentsAndTemplates(db, accountId(request)));

  app.get('/api/conversations/closed', chat, async (request) => {
    const query = parseInput(closedConversationsQuerySchema, request.query);
    return service.closedConversations(db, accountId(request), query);
  });

  app.get('/api/conversations/closed/:uid', chat, async (request) => {
    const { uid } = parseInput(uidParams, request.params);
    return { data: await service.closedConversationHistory(db, accountId(request), uid) };
  });

  app.get('/api/conversations/:uid', chat, async (request) => {
    const { uid } = parseInput(uidParams, request.params);
    const { after } = parseInput(historyQuery, request.query);
    return { data: await service.conversationHistory(db, accountId(request), uid, after) };
  });

  app.post('/api/conversations/:uid/close', chat, async (request) => {
    const { uid } = parseInput(uidParams, request.params);
    await service.closeConversation(chatDeps, accountId(request), uid);
    return { ok: true };
  });

  app.post('/api/conversations/:uid/email', chat, async (request) => {
    const { uid } = parseInput(uidParams, request.params);
    const body = parseInput(emailMessageBodySchema, request.body);
    const message = await service.sendOperatorMessage(
      chatDeps,
      accountId(request),
      currentAuth(request).user,
      uid,
      { clientId: body.client_id, text: body.text, image: body.image ?? null },
      requestLanguage(request),
    );
    return { data: message };
  });

  registerChatImageRoutes(app, deps);

  app.get('/api/dashboard', dashboard, async (request) => {
    const visitors = await service.liveVisitors(db, accountId(request));
    return {
      conversations: visitors
        .filter((visitor) => visitor.started === 1)
        .map(({ cart: _cart, pages: _pages, ...rest }) => rest),
      visitors: visitors
        .filter((visitor) => visitor.online === 1)
        .map((visitor) => ({
          ...visitor,
          cart: JSON.stringify(visitor.cart),
          pages: JSON.stringify(visitor.pages),
        })),
    };
  });

  const manageCanned = { preHandler: [...chat.preHandler, requireCannedManager] };

  app.get('/api/chat/templates', chat, async (request) => ({
    data: await service.cannedResponses(db, accountId(request)),
    can_manage: canManageCanned(request),
  }));

  app.post('/api/chat/templates', manageCanned, async (request, reply) => {
    const body = parseInput(cannedResponseBodySchema, request.body);
    return reply.status(201).send(await service.createCannedResponse(db, accountId(request), body));
  });

  app.put('/api/chat/templates/:id', manageCanned, async (request) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) throw notFound();
    const body = parseInput(cannedResponseBodySchema, request.body);
    return service.updateCannedResponse(db, accountId(request), params.data.id, body);
  });

  app.delete('/api/chat/templates/:id', manageCanned, async (request) => {
    const params = idParams.safeParse(request.params);
    if (!params.success || !(await repo.deleteCannedResponse(db, accountId(request), params.data.id))) {
      throw notFound();
    }
    return { ok: true };
  });
}
