import { setTimeout as pause } from 'node:timers/promises';
import type { LoginAttempt, LoginAttemptListQuery, LoginAttemptOutcome } from '@butikkpanel/contracts';
import { loginAttemptListQuerySchema } from '@butikkpanel/contracts';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { daysFromNow, minutesFromNow } from '../../lib/time';
import type { PrivacyHooks } from '../../platform';
import * as repo from './attempt-repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;
export interface Attempt {
  email: string;
  ip: string | null;
  userAgent: string | null;
}

/** The sign-in log is kept this long. */
export const ATTEMPT_RETENTION_DAYS = 30;
/** What uses up an address's budget: wrong passwords and registrations, whatever their outcome. */
const ADDRESS_BUDGET: LoginAttemptOutcome[] = ['wrong_credentials', 'email_taken', 'registered'];

export async function recordAttempt(deps: Deps, attempt: Attempt, outcome: LoginAttemptOutcome, now: Date) {
  await repo.insertAttempt(deps.db, { ...attempt, outcome, createdAt: now });
}

/** The daily privacy job's share: attempts older than ATTEMPT_RETENTION_DAYS go. Returns how many. */
export const purgeOldLoginAttempts = (db: Database, now: Date): Promise<number> =>
  repo.deleteAttemptsBefore(db, daysFromNow(-ATTEMPT_RETENTION_DAYS, now));

/** The sign-in log belongs to no account: the privacy run counts it under "platform". */
export const authPrivacyHooks: PrivacyHooks = {
  purgeEverywhere: async (db, now) =>
    new Map([['platform', { login_attempts: await purgeOldLoginAttempts(db, now) }]]),
};

async function refuse(deps: Deps, attempt: Attempt, outcome: LoginAttemptOutcome, now: Date): Promise<never> {
  await recordAttempt(deps, attempt, outcome, now);
  throw new AppError(429, 'too_many_login_attempts', {
    minutes: deps.config.limits.loginFailureWindowMinutes,
  });
}

/** An address that has used its budget is refused, whatever it tries (sign-in or registration). */
export async function guardAddress(deps: Deps, attempt: Attempt, now: Date): Promise<void> {
  const { limits } = deps.config;
  if (attempt.ip === null) return;
  const since = minutesFromNow(-limits.loginFailureWindowMinutes, now);
  const used = await repo.countAddressAttempts(deps.db, attempt.ip, ADDRESS_BUDGET, since);
  if (used >= limits.loginFailuresPerIp) await refuse(deps, attempt, 'blocked_address', now);
}

/**
 * Checked before the password: the address's budget, then wrong passwords for this e-mail from this
 * address. Wrong passwords for the e-mail from every address together only slow the answer down, so
 * nobody elsewhere can lock the owner out.
 */
export async function guardSignIn(deps: Deps, attempt: Attempt, now: Date): Promise<void> {
  const { limits } = deps.config;
  await guardAddress(deps, attempt, now);
  const since = minutesFromNow(-limits.loginFailureWindowMinutes, now);
  if (attempt.ip !== null) {
    const pair = await repo.countFailuresSinceSuccess(deps.db, attempt.email, attempt.ip, since);
    if (pair >= limits.loginFailuresPerEmail) await refuse(deps, attempt, 'blocked_pair', now);
  }
  const everywhere = await repo.countFailuresSinceSuccess(deps.db, attempt.email, null, since);
  if (everywhere >= limits.loginFailuresPerEmail && limits.loginSlowdownMs > 0) {
    await pause(limits.loginSlowdownMs);
  }
}

/** Someone tried to register with this e-mail before, within the hour (so the owner is told once). */
export async function triedToRegisterRecently(deps: Deps, email: string, now: Date): Promise<boolean> {
  return (await repo.countOutcomeForEmail(deps.db, email, 'email_taken', minutesFromNow(-60, now))) > 0;
}

export async function listAttempts(deps: Deps, query: LoginAttemptListQuery) {
  const filter = loginAttemptListQuerySchema.parse(query);
  const { rows, total } = await repo.listAttempts(deps.db, filter);
  const data: LoginAttempt[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    ip: row.ip,
    user_agent: row.userAgent,
    outcome: row.outcome as LoginAttemptOutcome,
    created_at: row.createdAt.toISOString(),
  }));
  return { data, total };
}
