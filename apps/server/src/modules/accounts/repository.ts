import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountPlans,
  accountSettings,
  accounts,
  dealers,
  invitations,
  memberships,
  planPackages,
  plans,
  termsAcceptances,
  users,
} from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

export async function findAccount(db: Database, accountId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row ?? null;
}

export async function findMembershipAccountIds(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.accountId));
  return rows.map((row) => row.accountId);
}

export async function findFirstAccountId(db: Database): Promise<number | null> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).orderBy(asc(accounts.id)).limit(1);
  return row?.id ?? null;
}

export async function listAccountsByIds(db: Database, ids: number[] | 'all') {
  const query = db
    .select({ account_id: accounts.id, company_name: accounts.companyName, is_active: accounts.isActive })
    .from(accounts);
  if (ids === 'all') return query.orderBy(asc(accounts.companyName));
  if (ids.length === 0) return [];
  return query.where(inArray(accounts.id, ids)).orderBy(asc(accounts.companyName));
}

export async function insertAccount(db: Database, values: typeof accounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

export async function insertMembership(
  db: Database,
  values: { accountId: number; userId: string; role: 'owner' | 'member' },
): Promise<void> {
  await db.insert(memberships).values(values).onConflictDoNothing();
}

export async function findDealer(db: Database, dealerId: number | null) {
  if (dealerId === null) return null;
  const [row] = await db.select().from(dealers).where(eq(dealers.id, dealerId)).limit(1);
  return row ?? null;
}

export async function findAccountPlans(db: Database, accountId: number) {
  const rows = await db
    .select({ id: plans.id, name: plans.name, packageKey: planPackages.packageKey })
    .from(accountPlans)
    .innerJoin(plans, eq(plans.id, accountPlans.planId))
    .leftJoin(planPackages, eq(planPackages.planId, plans.id))
    .where(eq(accountPlans.accountId, accountId))
    .orderBy(asc(plans.id), asc(planPackages.packageKey));
  const byId = new Map<number, { id: number; name: string; packages: string[] }>();
  for (const row of rows) {
    const plan = byId.get(row.id) ?? { id: row.id, name: row.name, packages: [] };
    if (row.packageKey) plan.packages.push(row.packageKey);
    byId.set(row.id, plan);
  }
  return [...byId.values()];
}

/** The account's settings as stored (key → value); with `keys`, only those. */
export async function findAccountSettings(
  db: Database,
  accountId: number,
  keys?: readonly string[],
): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: accountSettings.key, value: accountSettings.value })
    .from(accountSettings)
    .where(
      and(
        eq(accountSettings.accountId, accountId),
        keys ? inArray(accountSettings.key, [...keys]) : undefined,
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function upsertAccountSetting(
  db: Database,
  accountId: number,
  key: string,
  value: string,
  now: Date,
) {
  await db
    .insert(accountSettings)
    .values({ accountId, key, value, updatedAt: now })
    .onConflictDoUpdate({
      target: [accountSettings.accountId, accountSettings.key],
      set: { value, updatedAt: now },
    });
}

export async function insertTermsAcceptances(
  db: Database,
  accountId: number,
  userId: string,
  agreements: Array<'terms' | 'data_processing_agreement' | 'privacy_policy'>,
  now: Date,
): Promise<void> {
  if (agreements.length === 0) return;
  await db
    .insert(termsAcceptances)
    .values(agreements.map((agreement) => ({ accountId, userId, agreement, acceptedAt: now })));
}

/** The latest acceptance of each agreement for the account. */
export async function findLatestTermsAcceptances(db: Database, accountId: number) {
  const rows = await db
    .selectDistinctOn([termsAcceptances.agreement], {
      agreement: termsAcceptances.agreement,
      acceptedBy: users.email,
      acceptedAt: termsAcceptances.acceptedAt,
    })
    .from(termsAcceptances)
    .innerJoin(users, eq(users.id, termsAcceptances.userId))
    .where(eq(termsAcceptances.accountId, accountId))
    .orderBy(termsAcceptances.agreement, desc(termsAcceptances.acceptedAt));
  return rows;
}

export async function insertInvitation(db: Database, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

export async function findOpenInvitation(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the invitation used; false when it was used, revoked or expired in the meantime. */
export async function markInvitationAccepted(
  db: Database,
  invitationId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export async function listInvitations(db: Database, accountId: number) {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.accountId, accountId))
    .orderBy(desc(invitations.createdAt));
}
