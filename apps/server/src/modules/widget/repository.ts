import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountPlans, accounts, planPackages } from '../../db/schema';

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
