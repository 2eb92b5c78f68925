import { idPathParam } from '@butikkpanel/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { acceptFileBodies } from '../../lib/file-body';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import { imageToServe } from './images/service';
import * as service from './service';

const uidParams = z.object({ uid: z.string().min(1).max(100) });
const imageParams = z.object({
  accountId: idPathParam(),
  imageId: z.string().max(100),
});

/**
 * Served as an image and nothing else: no sniffing, no script, no plugins even when opened on its own
 * (the sandbox makes it a document of a unique origin); immutable under its id, so cached for a year.
 */
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'private, max-age=31536000, immutable',
  // Shop pages on other origins show them in the widget.
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/**
 * Images in chat (docs/realtime.md, "Images"): the operator's upload, scoped to the account and a
 * conversation, and the images' addresses. An address names its account, and an image is found only under
 * its own account; the id (192 random bits) is the key, since an <img> cannot send the bearer token.
 */
export function registerChatImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { guards, db } = deps;

  void app.register(async (scope) => {
    acceptFileBodies(scope);
    // The guards run before the body is read: nobody uploads a megabyte to be told they are signed out.
    scope.post(
      '/api/conversations/:uid/images',
      {
        onRequest: [guards.authenticate, guards.authorizeAccount, guards.requirePackage('PACKAGE_CHAT')],
      },
      async (request, reply) => {
        const { uid } = parseInput(uidParams, request.params);
        const image = await service.uploadOperatorImage(
          db,
          currentAccount(request).account.id,
          currentAuth(request).user.id,
          uid,
          { declaredType: request.headers['content-type'], bytes: request.body },
          deps.clock.now(),
        );
        return reply.status(201).send({ data: image });
      },
    );
  });

  app.get('/api/chat/images/:accountId/:imageId', async (request, reply) => {
    const params = imageParams.safeParse(request.params);
    const image = params.success ? await imageToServe(db, params.data.accountId, params.data.imageId) : null;
    if (!image) throw notFound();
    return reply
      .headers(IMAGE_HEADERS)
      .header('content-type', image.contentType)
      .header('content-disposition', 'inline')
      .send(image.bytes);
  });
}
