import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountPlans, accounts, auditLog, dealers, planPackages, plans } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type AccountRow = typeof accounts.$inferSelect;
export type DealerRow = typeof dealers.$inferSelect;

/** The customer list shows at most this many rows; the search and filters narrow it further. */
export const ACCOUNT_LIST_MAX = 500;

export interface AccountFilter {
  q?: string;
  active?: boolean;
  trial?: 'in_trial' | 'no_trial' | 'ending_soon' | 'expired';
  endingBefore?: Date;
  planId?: number;
  dealerId?: number;
}

function filterConditions(filter: AccountFilter, now: Date, db: Database): SQL[] {
  const conditions: SQL[] = [];
  const q = filter.q?.trim();
  if (q) {
    const byName = ilike(accounts.companyName, containsPattern(q));
    conditions.push(/^\d{1,9}$/.test(q) ? (or(byName, eq(accounts.id, Number(q))) as SQL) : byName);
  }
  if (filter.active !== undefined) conditions.push(eq(accounts.isActive, filter.active));
  if (filter.trial === 'no_trial') conditions.push(isNull(accounts.trialEndsAt));
  if (filter.trial === 'in_trial') conditions.push(gte(accounts.trialEndsAt, now));
  if (filter.trial === 'expired') conditions.push(lt(accounts.trialEndsAt, now));
  if (filter.trial === 'ending_soon' && filter.endingBefore) {
    conditions.push(gte(accounts.trialEndsAt, now), lte(accounts.trialEndsAt, filter.endingBefore));
  }
  if (filter.dealerId !== undefined) conditions.push(eq(accounts.dealerId, filter.dealerId));
  if (filter.planId !== undefined) {
    const onPlan = db
      .select({ id: accountPlans.accountId })
      .from(accountPlans)
      .where(eq(accountPlans.planId, filter.planId));
    conditions.push(inArray(accounts.id, onPlan));
  }
  return conditions;
}

export async function findAccounts(db: Database, filter: AccountFilter, now: Date) {
  const conditions = filterConditions(filter, now, db);
  return db
    .select({ account: accounts, dealer: dealers })
    .from(accounts)
    .leftJoin(dealers, eq(dealers.id, accounts.dealerId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(filter.trial === 'ending_soon' ? asc(accounts.trialEndsAt) : asc(accounts.companyName))
    .limit(ACCOUNT_LIST_MAX);
}

export async function findAccountById(db: Database, accountId: number) {
  const [row] = await db
    .select({ account: accounts, dealer: dealers })
    .from(accounts)
    .leftJoin(dealers, eq(dealers.id, accounts.dealerId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/** Each account's plans with their packages, for a page of accounts. */
export async function findPlansOfAccounts(db: Database, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: accountPlans.accountId,
      planId: plans.id,
      planName: plans.name,
      packageKey: planPackages.packageKey,
    })
    .from(accountPlans)
    .innerJoin(plans, eq(plans.id, accountPlans.planId))
    .leftJoin(planPackages, eq(planPackages.planId, plans.id))
    .where(inArray(accountPlans.accountId, accountIds))
    .orderBy(asc(plans.name));
}

export async function findAllPlans(db: Database) {
  return db
    .select({ id: plans.id, name: plans.name, packageKey: planPackages.packageKey })
    .from(plans)
    .leftJoin(planPackages, eq(planPackages.planId, plans.id))
    .orderBy(asc(plans.name), asc(planPackages.packageKey));
}

export async function findPlanIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: plans.id }).from(plans).where(inArray(plans.id, ids));
  return rows.map((row) => row.id);
}

export async function findAllDealers(db: Database): Promise<DealerRow[]> {
  return db.select().from(dealers).orderBy(asc(dealers.name));
}

export async function findDealerById(db: Database, dealerId: number): Promise<DealerRow | null> {
  const [row] = await db.select().from(dealers).where(eq(dealers.id, dealerId)).limit(1);
  return row ?? null;
}

export async function insertAccount(db: Database, values: typeof accounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

export async function updateAccount(
  db: Database,
  accountId: number,
  values: Partial<Pick<AccountRow, 'isActive' | 'trialEndsAt'>>,
): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, accountId));
}

export async function findAccountPlanIds(db: Database, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ id: accountPlans.planId })
    .from(accountPlans)
    .where(eq(accountPlans.accountId, accountId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function addAccountPlans(db: Database, accountId: number, planIds: number[]): Promise<void> {
  if (planIds.length === 0) return;
  await db
    .insert(accountPlans)
    .values(planIds.map((planId) => ({ accountId, planId })))
    .onConflictDoNothing();
}

export async function removeAccountPlans(db: Database, accountId: number, planIds: number[]): Promise<void> {
  if (planIds.length === 0) return;
  await db
    .delete(accountPlans)
    .where(and(eq(accountPlans.accountId, accountId), inArray(accountPlans.planId, planIds)));
}

export interface AuditValues {
  actorUserId: string;
  actorEmail: string;
  action: string;
  accountId: number | null;
  details: Record<string, unknown>;
}

export async function insertAudit(db: Database, values: AuditValues): Promise<void> {
  await db.insert(auditLog).values(values);
}

export async function findAudit(db: Database, query: { accountId?: number; limit: number; offset: number }) {
  const where =
    query.accountId !== undefined ? eq(auditLog.accountId, query.accountId) : isNotNull(auditLog.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, companyName: accounts.companyName })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
