import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginAttemptListQuerySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokenLoginBodySchema,
  tokenOwnerBodySchema,
  userDataBodySchema,
  userUpdateBodySchema,
} from '@butikkpanel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { parseInput } from '../../lib/parse';
import { currentAuth } from '../access';
import { ANTI_FORGERY_COOKIE, createAntiForgery } from './anti-forgery';
import { authPrivacyHooks, listAttempts } from './attempts';
import * as service from './service';

const keyParamSchema = z.object({ key: z.string().min(1).max(200) });

function clientInfo(request: FastifyRequest): service.ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: agent ? agent.slice(0, 500) : null };
}

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { guards, config } = deps;
  const antiForgery = createAntiForgery(config.jwtSecret, deps.clock);
  deps.platform.register({ name: 'auth', privacy: authPrivacyHooks });
  const signedIn = { preHandler: [guards.authenticate] };
  /** Sign-in, registration and mail-sending calls get a much tighter per-IP limit than the rest. */
  const strict = { config: { rateLimit: { max: config.limits.loginPerIpPerMinute, timeWindow: 60_000 } } };

  function requireAntiForgery(request: FastifyRequest, token: string): void {
    if (!antiForgery.isValid(token, request.cookies[ANTI_FORGERY_COOKIE])) {
      throw new AppError(403, 'invalid_login_token');
    }
  }

  app.post('/api/auth/token', strict, async (request, reply) => {
    const { token, expiresAt } = antiForgery.issue();
    reply.setCookie(ANTI_FORGERY_COOKIE, token, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      expires: expiresAt,
    });
    return { token };
  });

  app.post('/api/auth/login', strict, async (request) => {
    const body = parseInput(loginBodySchema, request.body);
    requireAntiForgery(request, body.token);
    return service.login(deps, body, clientInfo(request));
  });

  app.post('/api/auth/login/token', strict, async (request) => {
    const body = parseInput(tokenLoginBodySchema, request.body);
    return service.loginWithOneTimeToken(deps, body.token, body.account_id, clientInfo(request));
  });

  app.post('/api/auth/login/token/owner', strict, async (request) => {
    const body = parseInput(tokenOwnerBodySchema, request.body);
    return service.oneTimeTokenOwner(deps, body.token);
  });

  app.post('/api/auth/register', strict, async (request, reply) => {
    const body = parseInput(registerBodySchema, request.body);
    requireAntiForgery(request, body.token);
    const session = await service.register(deps, body, clientInfo(request), requestLanguage(request));
    return reply.status(201).send(session);
  });

  /** The sign-in log (every sign-in and registration attempt), for the staff area. */
  app.get(
    '/api/staff/login-attempts',
    { preHandler: [guards.authenticate, guards.requireRoleGroup('staff')] },
    async (request) => listAttempts(deps, parseInput(loginAttemptListQuerySchema, request.query)),
  );

  app.get('/api/auth/me', signedIn, async (request) => {
    const { user, sessionId } = currentAuth(request);
    return service.me(deps, user, sessionId);
  });

  app.post('/api/auth/logout', signedIn, async (request) => {
    await service.logout(deps, currentAuth(request).sessionId);
    return { ok: true };
  });

  app.post('/api/auth/user/update', signedIn, async (request) => {
    const body = parseInput(userUpdateBodySchema, request.body);
    return { user: await service.updateProfile(deps, currentAuth(request).user, body) };
  });

  app.put('/api/auth/user/data', signedIn, async (request) => {
    const body = parseInput(userDataBodySchema, request.body);
    return { data: await service.saveUserData(deps, currentAuth(request).user, body) };
  });

  // Counted per signed-in user after the token is checked: requests without one do not spend the user's share.
  const perUser = {
    preHandler: [guards.authenticate],
    config: {
      rateLimit: {
        max: config.limits.loginPerIpPerMinute,
        timeWindow: 60_000,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `password-change:${currentAuth(request).user.id}`,
      },
    },
  };
  app.post('/api/auth/password/change', perUser, async (request) => {
    const body = parseInput(changePasswordBodySchema, request.body);
    const { user, sessionId } = currentAuth(request);
    await service.changePassword(deps, user, sessionId, body);
    return { ok: true };
  });

  app.post('/api/auth/password/forgot', strict, async (request) => {
    const body = parseInput(forgotPasswordBodySchema, request.body);
    await service.forgotPassword(deps, body.email, requestLanguage(request));
    return { ok: true };
  });

  app.get('/api/auth/password/reset/:key', strict, async (request) => {
    const { key } = parseInput(keyParamSchema, request.params);
    await service.checkResetKey(deps, key);
    return { ok: true };
  });

  app.post('/api/auth/password/reset', strict, async (request) => {
    const body = parseInput(resetPasswordBodySchema, request.body);
    await service.resetPassword(deps, body.key, body.password);
    return { ok: true };
  });

  app.get('/api/auth/invitations/:key', strict, async (request) => {
    const { key } = parseInput(keyParamSchema, request.params);
    return service.describeInvitation(deps, key);
  });

  app.post('/api/auth/invitations/:key/accept', strict, async (request) => {
    const { key } = parseInput(keyParamSchema, request.params);
    return service.acceptInvitation(deps, key, request.body, clientInfo(request));
  });

  app.get('/api/me/token', signedIn, async (request) => {
    const raw = request.headers['authorized-account'];
    const header = Array.isArray(raw) ? raw[0] : raw;
    // The account is only a hint for the legacy app; it must be one the user may open.
    let accountId: number | null = null;
    if (header) {
      await guards.authorizeAccount(request);
      accountId = request.account?.account.id ?? null;
    }
    return service.issueOneTimeToken(deps, currentAuth(request).user.id, accountId);
  });
}
