import { and, asc, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountPlans, accounts, dealers, planPackages, plans } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import type { AccountRow } from './repository';

/**
 * The directory of all accounts, their dealers and plans that the staff area reads and changes, through
 * accounts' index.ts (accounts owns these tables; staff owns only its audit log).
 */

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

/** Accounts with their dealer, filtered; at most ACCOUNT_LIST_MAX. */
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

export async function findAccountWithDealer(db: Database, accountId: number) {
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

/** Those of `ids` that are plans. */
export async function findPlanIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: plans.id }).from(plans).where(inArray(plans.id, ids));
  return rows.map((row) => row.id);
}

export async function findAllDealers(db: Database): Promise<DealerRow[]> {
  return db.select().from(dealers).orderBy(asc(dealers.name));
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

/** Company names by account id, for the accounts among `ids` that exist. */
export async function findCompanyNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, companyName: accounts.companyName })
    .from(accounts)
    .where(inArray(accounts.id, unique));
  return new Map(rows.map((row) => [row.id, row.companyName]));
}
