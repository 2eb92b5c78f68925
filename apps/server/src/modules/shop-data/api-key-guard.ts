import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../platform';
import { accountOfApiKey } from './api-keys';

declare module 'fastify' {
  interface FastifyRequest {
    ingestAccountId: number | null;
  }
}

/** The account the request's API key belongs to; use only behind the guard below. */
export function ingestAccount(request: FastifyRequest): number {
  if (request.ingestAccountId === null) throw new AppError(401, 'api_key_invalid');
  return request.ingestAccountId;
}

/**
 * `Authorization: Bearer <api key>`, nothing else: no session, no cookie, no authorized-account header
 * (the key names its account). A missing, unknown or revoked key is 401.
 */
export function createApiKeyGuard(db: Database, clock: Clock) {
  return async function authenticateApiKey(request: FastifyRequest): Promise<void> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new AppError(401, 'api_key_invalid');
    request.ingestAccountId = await accountOfApiKey(db, match[1], clock.now());
  };
}
