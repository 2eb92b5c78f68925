import {
  hasPermission,
  isPlatformStaff,
  PACKAGE_NAMES,
  type PackageKey,
  ROLE_GROUPS,
  type RoleGroup,
} from '@butikkpanel/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { verifyAccessToken } from '../../lib/access-token';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors';
import type { Clock } from '../../platform';
import {
  type AccountRow,
  findAccountPackageKeys,
  findAccountWithMembership,
  findLiveSession,
  type UserRow,
} from './repository';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
  token: string;
}

export interface AccountContext {
  account: AccountRow;
  /** null for platform staff acting on an account they are not a member of. */
  membershipRole: 'owner' | 'member' | null;
  packages: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    account: AccountContext | null;
  }
}

/** The request's signed-in user; use only behind the authenticate guard. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The request's account; use only behind the authorizeAccount guard. */
export function currentAccount(request: FastifyRequest): AccountContext {
  if (!request.account) throw unauthorized();
  return request.account;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** A bearer token's user and live session at `now`; shared by HTTP guards and the operator socket. */
export async function authenticateToken(
  db: Database,
  jwtSecret: Uint8Array,
  token: string,
  now: Date,
): Promise<AuthContext> {
  const claims = await verifyAccessToken(jwtSecret, token, now);
  const live = await findLiveSession(db, claims.sessionId, claims.userId, now);
  if (!live) throw new AppError(401, 'session_expired');
  return { user: live.user, sessionId: live.session.id, token };
}

/** False once the session was logged out, ended by a password change, or expired. */
export async function isSessionLive(
  db: Database,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  return (await findLiveSession(db, sessionId, userId, now)) !== null;
}

/**
 * Members act on their own accounts, platform staff on every account; anything else is 404 so that
 * foreign account ids reveal nothing.
 */
export async function accountAccess(
  db: Database,
  user: Pick<UserRow, 'id' | 'roles'>,
  accountId: number,
): Promise<AccountContext> {
  const row = await findAccountWithMembership(db, accountId, user.id);
  if (!row) throw notFound();
  if (!row.membershipRole && !isPlatformStaff(user.roles)) throw notFound();
  return {
    account: row.account,
    membershipRole: row.membershipRole,
    // A deactivated account keeps its plans but has no package in effect until it is activated again.
    packages: row.account.isActive ? await findAccountPackageKeys(db, row.account.id) : [],
  };
}

/**
 * Staff may look at locked features; a merchant without the package is refused (403), with its own message
 * when the whole account is deactivated.
 */
export function checkPackage(account: AccountContext, user: Pick<UserRow, 'roles'>, key: PackageKey): void {
  if (account.packages.includes(key) || isPlatformStaff(user.roles)) return;
  if (!account.account.isActive) throw new AppError(403, 'account_deactivated');
  throw new AppError(403, 'package_required', { name: PACKAGE_NAMES[key] });
}

export function createGuards(db: Database, jwtSecret: Uint8Array, clock: Clock) {
  /** Missing, bad, expired or revoked token: 401. */
  async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    request.auth = await authenticateToken(db, jwtSecret, token, clock.now());
  }

  /** The account named by `authorized-account` (see accountAccess). */
  async function authorizeAccount(request: FastifyRequest): Promise<void> {
    const { user } = currentAuth(request);
    const raw = request.headers['authorized-account'];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value) throw new AppError(400, 'account_header_missing');
    if (!/^\d{1,9}$/.test(value)) throw notFound();
    request.account = await accountAccess(db, user, Number(value));
  }

  function requireRoleGroup(group: RoleGroup) {
    return async (request: FastifyRequest): Promise<void> => {
      if (!hasPermission(ROLE_GROUPS[group], currentAuth(request).user.roles)) throw forbidden();
    };
  }

  function requirePackage(key: PackageKey) {
    return async (request: FastifyRequest): Promise<void> => {
      checkPackage(currentAccount(request), currentAuth(request).user, key);
    };
  }

  return { authenticate, authorizeAccount, requireRoleGroup, requirePackage };
}

export type Guards = ReturnType<typeof createGuards>;
