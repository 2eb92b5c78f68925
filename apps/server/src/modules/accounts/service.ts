import {
  ACCOUNT_SETTING_KEYS,
  type Account,
  AGREEMENTS,
  type CreateInvitationBody,
  isPlatformStaff,
  type Language,
  LIMITS,
  NEW_ACCOUNT_SETTINGS,
  type PackageKey,
  type TermsBody,
  trialEndAfter,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { randomToken, sha256 } from '../../lib/secrets';
import { daysFromNow, isoOrNull } from '../../lib/time';
import type { Clock } from '../../platform';
import type { AccountContext } from '../access';
import { invitationMail, type Outbox } from '../mail';
import * as repo from './repository';

export const INVITATION_VALID_DAYS = 7;

export async function accountView(db: Database, context: AccountContext): Promise<Account> {
  const { account } = context;
  const [dealer, plans, settings] = await Promise.all([
    repo.findDealer(db, account.dealerId),
    repo.findAccountPlans(db, account.id),
    repo.findAccountSettings(db, account.id),
  ]);
  return {
    account_id: account.id,
    company_name: account.companyName,
    trial_ends_at: isoOrNull(account.trialEndsAt),
    is_active: account.isActive,
    dealer: dealer ? { name: dealer.name, email: dealer.email, phone: dealer.phone } : null,
    plans: plans.map((plan) => ({ ...plan, packages: plan.packages as PackageKey[] })),
    packages: context.packages as PackageKey[],
    settings,
  };
}

/** Members see their own accounts; platform staff see every account. */
export async function accessibleAccounts(db: Database, user: { id: string; roles: string[] }) {
  if (isPlatformStaff(user.roles)) return repo.listAccountsByIds(db, 'all');
  return repo.listAccountsByIds(db, await repo.findMembershipAccountIds(db, user.id));
}

/**
 * The account a sign-in opens: the last one used while still allowed, else the first membership,
 * else (platform staff) the first account; null for a user with no account at all.
 */
export async function defaultAccountId(
  db: Database,
  user: { id: string; roles: string[]; lastAccountId: number | null },
): Promise<number | null> {
  const memberOf = await repo.findMembershipAccountIds(db, user.id);
  const staff = isPlatformStaff(user.roles);
  if (user.lastAccountId !== null) {
    if (memberOf.includes(user.lastAccountId)) return user.lastAccountId;
    if (staff && (await repo.findAccount(db, user.lastAccountId))) return user.lastAccountId;
  }
  if (memberOf[0] !== undefined) return memberOf[0];
  return staff ? repo.findFirstAccountId(db) : null;
}

export async function createAccountWithOwner(db: Database, companyName: string, ownerId: string, now: Date) {
  const account = await repo.insertAccount(db, {
    companyName,
    trialEndsAt: trialEndAfter(now, LIMITS.trialCountdownDefaultDays),
    isActive: true,
  });
  await repo.insertMembership(db, { accountId: account.id, userId: ownerId, role: 'owner' });
  await startNewAccount(db, account.id, now);
  return account;
}

/** A new account's starting settings (contracts' NEW_ACCOUNT_SETTINGS: double opt-in on). */
export async function startNewAccount(db: Database, accountId: number, now: Date) {
  for (const [key, value] of Object.entries(NEW_ACCOUNT_SETTINGS))
    await repo.upsertAccountSetting(db, accountId, key, value, now);
}

/** Stores each accepted agreement with who and when; ACCEPTED_TERMS becomes 1 only when all three are. */
export async function acceptTerms(
  db: Database,
  accountId: number,
  userId: string,
  body: TermsBody,
  now: Date,
) {
  const accepted = AGREEMENTS.filter((agreement) => body[agreement]);
  await repo.insertTermsAcceptances(db, accountId, userId, accepted, now);
  const all = accepted.length === AGREEMENTS.length;
  if (all) await repo.upsertAccountSetting(db, accountId, ACCOUNT_SETTING_KEYS.acceptedTerms, '1', now);
  const latest = await repo.findLatestTermsAcceptances(db, accountId);
  const settings = await repo.findAccountSettings(db, accountId);
  return {
    accepted_terms: settings[ACCOUNT_SETTING_KEYS.acceptedTerms] === '1',
    agreements: latest.map((row) => ({
      agreement: row.agreement,
      accepted_by: row.acceptedBy,
      accepted_at: row.acceptedAt.toISOString(),
    })),
  };
}

export function invitationView(row: repo.InvitationRow) {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
    accepted_at: isoOrNull(row.acceptedAt),
  };
}

export async function createInvitation(
  deps: { db: Database; outbox: Outbox; publicUrl: string; clock: Clock },
  account: repo.AccountRow,
  inviter: { id: string; firstname: string; lastname: string; email: string },
  body: CreateInvitationBody & { email: string },
  language: Language,
) {
  const token = randomToken();
  const now = deps.clock.now();
  const row = await repo.insertInvitation(deps.db, {
    accountId: account.id,
    email: body.email,
    firstname: body.firstname,
    lastname: body.lastname,
    role: body.role ?? 'member',
    tokenHash: sha256(token),
    invitedBy: inviter.id,
    expiresAt: daysFromNow(INVITATION_VALID_DAYS, now),
    createdAt: now,
  });
  await mailInvitation(deps, account, inviter, row, token, language);
  return invitationView(row);
}

/** The invitation's mail goes through the outbox: stored with the rest, sent by the mail worker. */
export async function mailInvitation(
  deps: { outbox: Outbox; publicUrl: string },
  account: repo.AccountRow,
  inviter: { firstname: string; lastname: string; email: string },
  invitation: { email: string; firstname: string },
  token: string,
  language: Language,
) {
  const inviterName = `${inviter.firstname} ${inviter.lastname}`.trim() || inviter.email;
  const content = invitationMail(
    {
      firstname: invitation.firstname,
      companyName: account.companyName,
      invitedBy: inviterName,
      validDays: INVITATION_VALID_DAYS,
    },
    language,
  );
  await deps.outbox.enqueue({
    accountId: account.id,
    to: invitation.email,
    kind: 'invitation',
    ...content,
    oneTimeLink: `${deps.publicUrl}/pub-v2/invitation/${token}`,
  });
}
