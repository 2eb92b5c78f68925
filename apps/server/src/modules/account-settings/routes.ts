import {
  canManageAccountSettings,
  cartSettingsSchema,
  chatSettingsSchema,
  companySettingsSchema,
  emailSenderSettingsSchema,
  testMailBodySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { forbidden, notFound } from '../../lib/errors';
import { acceptFileBodies } from '../../lib/file-body';
import { requestLanguage } from '../../lib/language';
import { parseInput } from '../../lib/parse';
import { currentAccount, currentAuth } from '../access';
import { userView } from '../auth';
import { addressLinks } from '../mail';
import { getIdentitySecret, rotateIdentitySecret } from './identity-secret';
import { checkImageUpload } from './image-upload';
import { senderIdentity, verifySenderAddress, verifySenderDomain } from './sender-identity';
import * as service from './service';

const imageParams = z.object({ id: z.string().max(100) });

/** Served as an image and nothing else (same headers as chat images); the id is the key. */
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'private, max-age=31536000, immutable',
  'content-disposition': 'inline',
} as const;

function canManage(request: FastifyRequest): boolean {
  const { user } = currentAuth(request);
  return canManageAccountSettings({
    roles: user.roles,
    membershipRole: currentAccount(request).membershipRole,
  });
}

/** Owner and platform staff change account settings; other members read them (403 on writes). */
async function requireSettingsManager(request: FastifyRequest): Promise<void> {
  if (!canManage(request)) throw forbidden();
}

/**
 * Settings screens 'company', 'e-mail sender', 'chat' and the abandoned-cart wait (account settings),
 * the profile image, and the address stored images are served under.
 */
export function registerAccountSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, guards } = deps;
  const read = [guards.authenticate, guards.authorizeAccount];
  const write = [...read, requireSettingsManager];
  const chat = guards.requirePackage('PACKAGE_CHAT');
  const accountId = (request: FastifyRequest) => currentAccount(request).account.id;
  const answer = <T>(request: FastifyRequest, data: T) => ({ data, can_manage: canManage(request) });

  app.get('/api/account-settings/company', { preHandler: read }, async (request) =>
    answer(request, await service.getCompany(db, accountId(request))),
  );
  app.put('/api/account-settings/company', { preHandler: write }, async (request) => {
    const body = parseInput(companySettingsSchema, request.body);
    return answer(request, await service.saveCompany(db, accountId(request), body, deps.clock.now()));
  });
  app.delete('/api/account-settings/company/logo', { preHandler: write }, async (request) =>
    answer(request, await service.removeLogo(db, accountId(request))),
  );

  app.get('/api/account-settings/email-sender', { preHandler: read }, async (request) =>
    answer(request, await service.getEmailSender(db, accountId(request))),
  );
  app.put('/api/account-settings/email-sender', { preHandler: write }, async (request) => {
    const body = parseInput(emailSenderSettingsSchema, request.body);
    return answer(request, await service.saveEmailSender(db, accountId(request), body, deps.clock.now()));
  });
  app.delete('/api/account-settings/email-sender', { preHandler: write }, async (request) =>
    answer(request, await service.resetEmailSender(db, accountId(request))),
  );
  app.post('/api/account-settings/email-sender/test', { preHandler: write }, async (request, reply) => {
    const body = parseInput(testMailBodySchema, request.body ?? {});
    const to = body.to || currentAuth(request).user.email;
    const sent = await service.sendTestMail(
      deps,
      accountId(request),
      to,
      requestLanguage(request),
      deps.clock.now(),
    );
    return reply.status(202).send({ data: sent });
  });

  // The identity secret is a key: only those who manage settings see or rotate it.
  app.get('/api/account-settings/identity-secret', { preHandler: read }, async (request) =>
    answer(request, {
      secret: canManage(request) ? await getIdentitySecret(db, accountId(request), deps.clock.now()) : null,
    }),
  );
  app.post('/api/account-settings/identity-secret/rotate', { preHandler: write }, async (request) =>
    answer(request, {
      secret: await rotateIdentitySecret(db, accountId(request), deps.clock.now()),
    }),
  );
  const links = addressLinks(deps.config.publicUrl, deps.config.jwtSecret);
  const identity = (request: FastifyRequest) =>
    senderIdentity(db, accountId(request), deps.config.mail.from, deps.clock.now());
  app.get('/api/account-settings/email-sender/identity', { preHandler: read }, async (request) => ({
    data: await identity(request),
  }));
  app.post(
    '/api/account-settings/email-sender/verify-address',
    { preHandler: write },
    async (request, reply) => {
      const { account } = currentAccount(request);
      await verifySenderAddress({ db, outbox: deps.outbox, links }, account, deps.clock.now());
      return reply.status(202).send({ data: await identity(request) });
    },
  );
  app.post('/api/account-settings/email-sender/verify-domain', { preHandler: write }, async (request) => {
    await verifySenderDomain(db, deps.resolveTxt, accountId(request), deps.clock.now());
    return { data: await identity(request) };
  });

  app.get('/api/account-settings/chat', { preHandler: [...read, chat] }, async (request) =>
    answer(request, await service.getChat(db, accountId(request))),
  );
  app.put('/api/account-settings/chat', { preHandler: [...write, chat] }, async (request) => {
    const body = parseInput(chatSettingsSchema, request.body);
    return answer(request, await service.saveChat(db, accountId(request), body, deps.clock.now()));
  });

  app.get('/api/account-settings/carts', { preHandler: read }, async (request) =>
    answer(request, await service.getCarts(db, accountId(request))),
  );
  app.put('/api/account-settings/carts', { preHandler: write }, async (request) => {
    const body = parseInput(cartSettingsSchema, request.body);
    return answer(request, await service.saveCarts(db, accountId(request), body, deps.clock.now()));
  });

  app.delete('/api/profile/image', { preHandler: [guards.authenticate] }, async (request) => ({
    user: userView(await service.removeProfileImage(db, currentAuth(request).user.id, deps.clock.now())),
  }));

  void app.register(async (scope) => {
    acceptFileBodies(scope);
    // The guards run before the body is read: nobody uploads a megabyte to be told they are signed out.
    scope.post('/api/account-settings/company/logo', { onRequest: write }, async (request) => {
      const image = checkImageUpload(request.headers['content-type'], request.body);
      return answer(request, await service.saveLogo(db, accountId(request), image, deps.clock.now()));
    });
    scope.post('/api/profile/image', { onRequest: [guards.authenticate] }, async (request) => {
      const image = checkImageUpload(request.headers['content-type'], request.body);
      return {
        user: userView(
          await service.saveProfileImage(db, currentAuth(request).user.id, image, deps.clock.now()),
        ),
      };
    });
  });

  app.get('/api/images/:id', async (request, reply) => {
    const params = imageParams.safeParse(request.params);
    const image = params.success ? await service.imageToServe(db, params.data.id) : null;
    if (!image) throw notFound();
    return reply.headers(IMAGE_HEADERS).header('content-type', image.contentType).send(image.bytes);
  });
}
