import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountPlans, accountSettings, accounts, planPackages } from '../../db/schema';

/** The account's settings among `keys`, as stored. */
export async function findAccountSettingsByKeys(
  db: Database,
  accountId: number,
  keys: readonly string[],
): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: accountSettings.key, value: accountSettings.value })
    .from(accountSettings)
    .where(and(eq(accountSettings.accountId, accountId), inArray(accountSettings.key, [...keys])));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** The oldest active account with that company name. */
export async function findActiveAccountIdByName(db: Database, companyName: string): Promise<number | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyName, companyName), eq(accounts.isActive, true)))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id ?? null;
}

/** The oldest active account whose plans include the package. */
export async function findFirstActiveAccountIdWithPackage(
  db: Database,
  packageKey: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(accountPlans, eq(accountPlans.accountId, accounts.id))
    .innerJoin(planPackages, eq(planPackages.planId, accountPlans.planId))
    .where(and(eq(accounts.isActive, true), eq(planPackages.packageKey, packageKey)))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id ?? null;
}
