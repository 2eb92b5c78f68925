import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountPlans, accountSettings, accounts, planPackages } from '../../db/schema';
import { upsertAccountSetting } from './repository';

/** Reads and writes other modules need of accounts and their settings, through accounts' index.ts. */

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

/** Settings whose key starts with `prefix`, in one account or (without one) in every account. */
export function findSettingsByPrefix(db: Database, prefix: string, accountId?: number) {
  return db
    .select({ accountId: accountSettings.accountId, key: accountSettings.key, value: accountSettings.value })
    .from(accountSettings)
    .where(
      and(
        like(accountSettings.key, `${prefix}%`),
        accountId === undefined ? undefined : eq(accountSettings.accountId, accountId),
      ),
    );
}

/** Sets (or, with null, removes) several settings of one account at once: all or nothing. */
export async function replaceAccountSettings(
  db: Database,
  accountId: number,
  values: Record<string, string | null>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === null) {
        await tx
          .delete(accountSettings)
          .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.key, key)));
        continue;
      }
      await upsertAccountSetting(tx, accountId, key, value, now);
    }
  });
}

/** Writes every key at once (insert or update): a group of settings is saved whole or not at all. */
export async function saveAccountSettings(
  db: Database,
  accountId: number,
  values: Record<string, string>,
  now: Date,
): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ accountId, key, value, updatedAt: now }));
  if (rows.length === 0) return;
  await db
    .insert(accountSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [accountSettings.accountId, accountSettings.key],
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}

/** Removes those of the account's settings (a missing key is no error). */
export async function deleteAccountSettings(db: Database, accountId: number, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .delete(accountSettings)
    .where(and(eq(accountSettings.accountId, accountId), inArray(accountSettings.key, [...keys])));
}

export async function setCompanyName(db: Database, accountId: number, name: string): Promise<void> {
  await db.update(accounts).set({ companyName: name }).where(eq(accounts.id, accountId));
}
