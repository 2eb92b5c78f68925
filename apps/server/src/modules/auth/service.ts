import {
  type AcceptInvitationBody,
  acceptInvitationBodySchema,
  type ChangePasswordBody,
  joinInvitationBodySchema,
  type Language,
  type RegisterBody,
  type SessionAnswer,
  STORED_IMAGE_PATH_PATTERN,
  type User,
  type UserDataBody,
  type UserUpdateBody,
} from '@butikkpanel/contracts';
import type { AppDeps } from '../../app-deps';
import { signAccessToken } from '../../lib/access-token';
import { AppError, validationFailed } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { randomToken, sha256 } from '../../lib/secrets';
import { minutesFromNow } from '../../lib/time';
import * as accounts from '../accounts';
import { passwordResetMail, registerAttemptMail } from '../mail';
import { guardAddress, guardSignIn, recordAttempt, triedToRegisterRecently } from './attempts';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repository';

export const RESET_KEY_VALID_MINUTES = 60;
export const ONE_TIME_TOKEN_VALID_SECONDS = 60;
const LEGACY_PURPOSE = 'legacy-sign-in';

type Deps = Pick<AppDeps, 'db' | 'config' | 'outbox' | 'clock'>;
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export function userView(user: repo.UserRow): User {
  return {
    id: user.id,
    email: user.email,
    image: user.image,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.roles as User['role'],
    data: { settings: user.data.settings ?? {}, shortcuts: user.data.shortcuts ?? [] },
  };
}

/** Starts a server-side session and answers with its bearer token. */
async function startSession(
  deps: Deps,
  user: repo.UserRow,
  client: ClientInfo,
  preferredAccountId?: number,
): Promise<SessionAnswer> {
  const now = deps.clock.now();
  const expiresAt = minutesFromNow(deps.config.accessTokenTtlMinutes, now);
  const session = await repo.insertSession(deps.db, { userId: user.id, expiresAt, ...client });
  const accessToken = await signAccessToken(
    deps.config.jwtSecret,
    { userId: user.id, sessionId: session.id },
    now,
    expiresAt,
  );
  const account_id = await accounts.defaultAccountId(deps.db, {
    ...user,
    lastAccountId: preferredAccountId ?? user.lastAccountId,
  });
  return { account_id, access_token: accessToken, user: userView(user) };
}

/**
 * Unknown e-mail and wrong password give the same answer, after the same argon2 work. The limits are
 * checked first (attempts.ts): per address and per (address, e-mail) they refuse; per e-mail alone they
 * only slow down. Every attempt is logged, in the database, so the limits hold across instances.
 */
export async function login(
  deps: Deps,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<SessionAnswer> {
  const now = deps.clock.now();
  const attempt = { email: input.email.toLowerCase(), ip: client.ip, userAgent: client.userAgent };
  await guardSignIn(deps, attempt, now);
  const user = await repo.findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    await recordAttempt(deps, attempt, 'wrong_credentials', now);
    throw new AppError(401, 'wrong_credentials');
  }
  await recordAttempt(deps, attempt, 'success', now);
  return startSession(deps, user, client);
}

/**
 * The spec's register signs in at once, so a taken e-mail cannot look like success: it answers
 * email_taken, but every registration uses up the address's budget (no testing addresses in bulk), and
 * the e-mail's owner is told by mail (once an hour) that someone tried.
 */
export async function register(
  deps: Deps,
  input: Omit<RegisterBody, 'token' | 'password_confirmation'>,
  client: ClientInfo,
  language: Language = 'nb',
): Promise<SessionAnswer> {
  const now = deps.clock.now();
  const attempt = { email: input.email.toLowerCase(), ip: client.ip, userAgent: client.userAgent };
  await guardAddress(deps, attempt, now);
  const existing = await repo.findUserByEmail(deps.db, input.email);
  if (existing) {
    const toldRecently = await triedToRegisterRecently(deps, attempt.email, now);
    await recordAttempt(deps, attempt, 'email_taken', now);
    if (!toldRecently) {
      const content = registerAttemptMail(`${deps.config.publicUrl}/pub-v2/login`, language);
      await deps.outbox.enqueue({
        accountId: null,
        to: existing.email,
        kind: 'register_attempt',
        ...content,
      });
    }
    throw new AppError(409, 'email_taken', undefined, { email: 'invalid_value' });
  }
  const user = await repo.insertUser(deps.db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstname: input.firstname,
    lastname: input.lastname,
    roles: ['user'],
  });
  const account = await accounts.createAccountWithOwner(deps.db, input.company_name, user.id, now);
  const withAccount = await repo.updateUser(deps.db, user.id, { lastAccountId: account.id }, now);
  await recordAttempt(deps, attempt, 'registered', now);
  return startSession(deps, withAccount, client);
}

/** The signed-in user with a renewed token for the same session (sliding expiry). */
export async function me(deps: Deps, user: repo.UserRow, sessionId: string): Promise<SessionAnswer> {
  const now = deps.clock.now();
  const expiresAt = minutesFromNow(deps.config.accessTokenTtlMinutes, now);
  await repo.extendSession(deps.db, sessionId, expiresAt);
  const accessToken = await signAccessToken(
    deps.config.jwtSecret,
    { userId: user.id, sessionId },
    now,
    expiresAt,
  );
  const account_id = await accounts.defaultAccountId(deps.db, user);
  return { account_id, access_token: accessToken, user: userView(user) };
}

export const logout = (deps: Deps, sessionId: string) =>
  repo.revokeSession(deps.db, sessionId, deps.clock.now());

/**
 * An image stored here is accepted only as the user's own current one (uploading replaces it), so a
 * profile cannot point at another user's or an account's image; other images are http(s) addresses.
 */
export async function updateProfile(deps: Deps, user: repo.UserRow, input: UserUpdateBody): Promise<User> {
  const { image } = input;
  if (image && STORED_IMAGE_PATH_PATTERN.test(image) && image !== user.image) {
    throw validationFailed({ image: 'invalid_image_address' });
  }
  return userView(await repo.updateUser(deps.db, user.id, input, deps.clock.now()));
}

/** Replaces the parts given (settings and/or shortcuts) and keeps the rest. */
export async function saveUserData(deps: Deps, user: repo.UserRow, input: UserDataBody) {
  const data = {
    settings: input.settings ?? user.data.settings ?? {},
    shortcuts: input.shortcuts ?? user.data.shortcuts ?? [],
  };
  return userView(await repo.updateUser(deps.db, user.id, { data }, deps.clock.now())).data;
}

/** Needs the old password; ends every other session of the user. */
export async function changePassword(
  deps: Deps,
  user: repo.UserRow,
  sessionId: string,
  input: ChangePasswordBody,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw new AppError(400, 'old_password_incorrect', undefined, { old_password: 'invalid_value' });
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await repo.updateUser(deps.db, user.id, { passwordHash }, now);
  await repo.revokeUserSessions(deps.db, user.id, sessionId, now);
}

/** Always answers the same, whether or not the e-mail has a user (no enumeration). */
export async function forgotPassword(deps: Deps, email: string, language: Language): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const key = randomToken();
  await repo.insertPasswordReset(deps.db, {
    keyHash: sha256(key),
    userId: user.id,
    expiresAt: minutesFromNow(RESET_KEY_VALID_MINUTES, deps.clock.now()),
  });
  await deps.outbox.enqueue({
    accountId: null,
    to: user.email,
    kind: 'password_reset',
    ...passwordResetMail(RESET_KEY_VALID_MINUTES, language),
    oneTimeLink: `${deps.config.publicUrl}/pub-v2/reset/${key}`,
  });
}

export async function checkResetKey(deps: Deps, key: string): Promise<void> {
  if (!(await repo.findUsablePasswordReset(deps.db, sha256(key), deps.clock.now())))
    throw new AppError(404, 'invalid_reset_key');
}

/** The key works once; a reset ends every session of the user. */
export async function resetPassword(deps: Deps, key: string, password: string): Promise<void> {
  const keyHash = sha256(key);
  const reset = await repo.findUsablePasswordReset(deps.db, keyHash, deps.clock.now());
  if (!reset) throw new AppError(404, 'invalid_reset_key');
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  if (!(await repo.consumePasswordReset(deps.db, keyHash, now))) throw new AppError(404, 'invalid_reset_key');
  await repo.updateUser(deps.db, reset.userId, { passwordHash }, now);
  await repo.revokeUserSessions(deps.db, reset.userId, null, now);
}

async function openInvitation(deps: Deps, token: string) {
  const invitation = await accounts.findOpenInvitation(deps.db, sha256(token), deps.clock.now());
  if (!invitation) throw new AppError(404, 'invalid_invitation');
  const account = await accounts.findAccount(deps.db, invitation.accountId);
  if (!account) throw new AppError(404, 'invalid_invitation');
  return { invitation, account };
}

export async function describeInvitation(deps: Deps, token: string) {
  const { invitation, account } = await openInvitation(deps, token);
  const existing = await repo.findUserByEmail(deps.db, invitation.email);
  return {
    email: invitation.email,
    firstname: invitation.firstname,
    lastname: invitation.lastname,
    company_name: account.companyName,
    existing_user: existing !== null,
  };
}

/**
 * A new user sets a password (acceptInvitationBodySchema); a user that already exists proves who they
 * are with their own password (joinInvitationBodySchema), so the link alone never signs anyone into an
 * existing user. Which schema applies depends on the invitation, so the body is checked here.
 */
export async function acceptInvitation(
  deps: Deps,
  token: string,
  body: unknown,
  client: ClientInfo,
): Promise<SessionAnswer> {
  const { invitation, account } = await openInvitation(deps, token);
  const existing = await repo.findUserByEmail(deps.db, invitation.email);
  const input: Partial<AcceptInvitationBody> & { password: string } = existing
    ? parseInput(joinInvitationBodySchema, body)
    : parseInput(acceptInvitationBodySchema, body);
  if (existing && !(await verifyPassword(existing.passwordHash, input.password))) {
    throw new AppError(401, 'wrong_credentials');
  }
  const passwordHash = existing ? null : await hashPassword(input.password);
  if (!(await accounts.markInvitationAccepted(deps.db, invitation.id, deps.clock.now()))) {
    throw new AppError(404, 'invalid_invitation');
  }
  const user =
    existing ??
    (await repo.insertUser(deps.db, {
      email: invitation.email,
      passwordHash,
      firstname: input.firstname || invitation.firstname,
      lastname: input.lastname || invitation.lastname,
      roles: ['user'],
    }));
  await accounts.insertMembership(deps.db, { accountId: account.id, userId: user.id, role: invitation.role });
  const updated = await repo.updateUser(deps.db, user.id, { lastAccountId: account.id }, deps.clock.now());
  return startSession(deps, updated, client, account.id);
}

/** A short-lived, single-use token for the legacy-app redirect. */
export async function issueOneTimeToken(deps: Deps, userId: string, accountId: number | null) {
  const token = randomToken();
  const expiresAt = new Date(deps.clock.now().getTime() + ONE_TIME_TOKEN_VALID_SECONDS * 1000);
  await repo.insertOneTimeToken(deps.db, {
    tokenHash: sha256(token),
    userId,
    accountId,
    purpose: LEGACY_PURPOSE,
    expiresAt,
  });
  const url = new URL(deps.config.legacyAppUrl);
  url.searchParams.set('token', token);
  if (accountId !== null) url.searchParams.set('account_id', String(accountId));
  return { token, expires_at: expiresAt.toISOString(), url: url.toString() };
}

/**
 * Whose sign-in link this is, so a browser where someone else is signed in can ask before switching.
 * The token stays unused; it must still be usable.
 */
export async function oneTimeTokenOwner(deps: Deps, token: string) {
  const row = await repo.findUsableOneTimeToken(deps.db, sha256(token), LEGACY_PURPOSE, deps.clock.now());
  const user = row ? await repo.findUserById(deps.db, row.userId) : null;
  if (!row || !user) throw new AppError(401, 'invalid_one_time_token');
  return { email: user.email, firstname: user.firstname, lastname: user.lastname };
}

/**
 * Exchanges a one-time token (the login page's `token` query) for a session of the user it was made for,
 * once. It opens the account it was made with: an `account_id` naming another account refuses it.
 */
export async function loginWithOneTimeToken(
  deps: Deps,
  token: string,
  accountId: number | undefined,
  client: ClientInfo,
): Promise<SessionAnswer> {
  const row = await repo.consumeOneTimeToken(deps.db, sha256(token), LEGACY_PURPOSE, deps.clock.now());
  const user = row ? await repo.findUserById(deps.db, row.userId) : null;
  if (!row || !user) throw new AppError(401, 'invalid_one_time_token');
  if (accountId !== undefined && accountId !== row.accountId)
    throw new AppError(401, 'invalid_one_time_token');
  return startSession(deps, user, client, row.accountId ?? undefined);
}
