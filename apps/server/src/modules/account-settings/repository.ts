import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountSettings, accounts, storedImages, users } from '../../db/schema';

export type StoredImageRow = typeof storedImages.$inferSelect;

/** Writes every key at once: a group of settings is saved whole or not at all. */
export async function saveSettings(
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

export async function deleteSetting(db: Database, accountId: number, key: string): Promise<void> {
  await db
    .delete(accountSettings)
    .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.key, key)));
}

export async function deleteSettings(db: Database, accountId: number, keys: readonly string[]) {
  await db
    .delete(accountSettings)
    .where(and(eq(accountSettings.accountId, accountId), inArray(accountSettings.key, [...keys])));
}

export async function findCompanyName(db: Database, accountId: number): Promise<string> {
  const [row] = await db
    .select({ name: accounts.companyName })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.name ?? '';
}

export async function updateCompanyName(db: Database, accountId: number, name: string): Promise<void> {
  await db.update(accounts).set({ companyName: name }).where(eq(accounts.id, accountId));
}

export async function insertImage(
  db: Database,
  accountId: number | null,
  values: Omit<typeof storedImages.$inferInsert, 'accountId'>,
) {
  const [row] = await db
    .insert(storedImages)
    .values({ ...values, accountId })
    .returning({ id: storedImages.id });
  if (!row) throw new Error('stored image insert returned nothing');
  return row;
}

export async function findImage(db: Database, id: string): Promise<StoredImageRow | null> {
  const [row] = await db.select().from(storedImages).where(eq(storedImages.id, id)).limit(1);
  return row ?? null;
}

/** The account's logos other than `keepId` (a new logo replaces the old). */
export async function deleteAccountLogos(db: Database, accountId: number, keepId: string | null) {
  const account = and(eq(storedImages.accountId, accountId), eq(storedImages.purpose, 'logo'));
  await db.delete(storedImages).where(keepId ? and(account, ne(storedImages.id, keepId)) : account);
}

/** The user's profile images other than `keepId`. */
export async function deleteProfileImages(db: Database, userId: string, keepId: string | null) {
  const own = and(eq(storedImages.userId, userId), eq(storedImages.purpose, 'profile'));
  await db.delete(storedImages).where(keepId ? and(own, ne(storedImages.id, keepId)) : own);
}

export async function setUserImage(db: Database, userId: string, image: string | null, now: Date) {
  const [row] = await db.update(users).set({ image, updatedAt: now }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error('user missing');
  return row;
}
