import { createHmac } from 'node:crypto';
import { LIMITS } from '@butikkpanel/contracts';
import { randomToken, safeEqual } from '../../lib/secrets';
import type { Clock } from '../../platform';

export const ANTI_FORGERY_COOKIE = 'bp_login_token';

/**
 * Double-submit token for the login form: the same value in a cookie and in the body. It is signed
 * and carries its expiry, so no server state is needed and any instance can check it.
 */
export function createAntiForgery(secret: Uint8Array, clock: Clock) {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`anti-forgery:${payload}`).digest('base64url');

  function issue(now = clock.now().getTime()): { token: string; expiresAt: Date } {
    const expiresAt = new Date(now + LIMITS.loginTokenCookieLifetimeMs);
    const payload = `${expiresAt.getTime()}.${randomToken(18)}`;
    return { token: `${payload}.${sign(payload)}`, expiresAt };
  }

  function isValid(bodyToken: string, cookieToken: string | undefined, now = clock.now().getTime()): boolean {
    if (!cookieToken || !safeEqual(bodyToken, cookieToken)) return false;
    const parts = bodyToken.split('.');
    if (parts.length !== 3) return false;
    const [expires, nonce, signature] = parts as [string, string, string];
    if (!safeEqual(sign(`${expires}.${nonce}`), signature)) return false;
    return Number(expires) > now;
  }

  return { issue, isValid };
}

export type AntiForgery = ReturnType<typeof createAntiForgery>;
