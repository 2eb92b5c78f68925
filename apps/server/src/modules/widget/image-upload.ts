import { idPathParam, VISITOR_UID_HEADER } from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { acceptFileBodies } from '../../lib/file-body';
import { createRateLimiter } from '../../lib/rate-limiter';
import { chatService, VISITOR_UID_PATTERN, visitorAccess } from '../chat';

const accountParams = z.object({ accountId: idPathParam() });

/**
 * Uploads are heavier than messages (up to 1 MB each, kept in the database), so they have limits of their own,
 * per instance like the socket's: per visitor and per IP address.
 */
export const VISITOR_IMAGE_LIMITS = { perVisitorPerMinute: 10, perIpPerMinute: 60 } as const;

function accountOf(request: FastifyRequest): number {
  const parsed = accountParams.safeParse(request.params);
  if (!parsed.success) throw notFound();
  return parsed.data.accountId;
}

function headerValue(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * POST /api/widget/:accountId/images: a visitor's image, named by the widget's uid in the x-visitor-uid header.
 * The same rules as the visitor socket's handshake (account with chat, page on a shop domain of the account or
 * on this server), checked before the body is read; shop pages on other origins get CORS for their own origin.
 */
export function registerVisitorImageUpload(app: FastifyInstance, deps: AppDeps): void {
  const path = '/api/widget/:accountId/images';
  const perMinute = (max: number) =>
    createRateLimiter({ max, windowMs: 60_000, now: () => deps.clock.now().getTime() });
  const perVisitor = perMinute(VISITOR_IMAGE_LIMITS.perVisitorPerMinute);
  const perIp = perMinute(VISITOR_IMAGE_LIMITS.perIpPerMinute);

  /** CORS for an allowed page (set before anything can fail, so the widget can read the error too). */
  async function allowPage(request: FastifyRequest, reply: FastifyReply, accountId: number) {
    const access = await visitorAccess(deps.db, deps.config.publicUrl, accountId, request.headers);
    reply.header('vary', 'origin');
    if (access === 'account not available') throw notFound();
    if (access === 'origin not allowed') throw forbidden();
    if (request.headers.origin) reply.header('access-control-allow-origin', request.headers.origin);
  }

  app.options(path, async (request, reply) => {
    await allowPage(request, reply, accountOf(request));
    return reply
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', `content-type, ${VISITOR_UID_HEADER}`)
      .header('access-control-max-age', '600')
      .status(204)
      .send();
  });

  void app.register(async (scope) => {
    acceptFileBodies(scope);
    scope.post(
      path,
      {
        onRequest: async (request, reply) => {
          const accountId = accountOf(request);
          await allowPage(request, reply, accountId);
          const uid = headerValue(request, VISITOR_UID_HEADER);
          if (!VISITOR_UID_PATTERN.test(uid)) throw new AppError(404, 'conversation_not_found');
          if (!perVisitor.take(`${accountId}:${uid}`) || !perIp.take(request.ip)) {
            throw new AppError(429, 'too_many_requests');
          }
        },
      },
      async (request, reply) => {
        const image = await chatService.uploadVisitorImage(
          deps.db,
          accountOf(request),
          headerValue(request, VISITOR_UID_HEADER),
          { declaredType: request.headers['content-type'], bytes: request.body },
          deps.clock.now(),
        );
        return reply.status(201).send({ data: image });
      },
    );
  });
}
