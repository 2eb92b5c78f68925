import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { currentAccount } from './guards';

/**
 * Route options for a signed-in account's route with a per-minute limit of its own. The limiter runs as the
 * last preHandler, after the guards, and keys on the account the guards opened (its canonical id): requests
 * that fail sign-in or account access are never counted, so nobody else can spend an owner's share, and
 * `1`, `01` and `001` are one bucket. (Keyed on the raw `authorized-account` header before the guards,
 * 25 anonymous requests locked the owner out.)
 */
export function perAccountLimit(
  guards: readonly preHandlerAsyncHookHandler[],
  name: string,
  maxPerMinute: number,
) {
  return {
    // A fresh array: the rate-limit plugin appends its hook to the route's preHandler list, which must not
    // be a list other routes share.
    preHandler: [...guards],
    config: {
      rateLimit: {
        max: maxPerMinute,
        timeWindow: 60_000,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `${name}:${currentAccount(request).account.id}`,
      },
    },
  };
}
