import { cannedResponseBodySchema, emailMessageBodySchema } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import type { ChatEvents } from './events';
import { registerChatImageRoutes } from './image-routes';
import * as repo from './repository';
import * as service from './service';

const uidParams = z.object({ uid: z.string().min(1).max(100) });
const idParams = z.object({ id: z.uuid() });
const historyQuery = z.object({ after: z.coerce.number().int().min(0).optional() });

/** REST of spec section 7 for chat, gated by PACKAGE_CHAT (the dashboard call by PACKAGE_DASHBOARD). */
export function registerChatRoutes(app: FastifyInstance, deps: AppDeps, events: ChatEvents): void {
  const { guards, db } = deps;
  const chatDeps = { db, outbox: deps.outbox, events, publicUrl: deps.config.publicUrl };
  const chat = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_CHAT')],
  };
  const dashboard = {
    preHandler: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_DASHBOARD')],
  };
  const accountId = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).account.id;

  app.get('/api/chat', chat, async (request) => service.agentsAndTemplates(db, accountId(request)));

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

  app.post('/api/chat/templates', chat, async (request, reply) => {
    const body = parseInput(cannedResponseBodySchema, request.body);
    const row = await repo.insertCannedResponse(db, accountId(request), body);
    return reply.status(201).send({ id: row.id, title: row.title, text: row.text });
  });

  app.put('/api/chat/templates/:id', chat, async (request) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) throw notFound();
    const body = parseInput(cannedResponseBodySchema, request.body);
    const row = await repo.updateCannedResponse(db, accountId(request), params.data.id, body);
    if (!row) throw notFound();
    return { id: row.id, title: row.title, text: row.text };
  });

  app.delete('/api/chat/templates/:id', chat, async (request) => {
    const params = idParams.safeParse(request.params);
    if (!params.success || !(await repo.deleteCannedResponse(db, accountId(request), params.data.id))) {
      throw notFound();
    }
    return { ok: true };
  });
}
