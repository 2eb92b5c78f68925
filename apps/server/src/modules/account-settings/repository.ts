import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedImages } from '../../db/schema';

export type StoredImageRow = typeof storedImages.$inferSelect;

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

/** An account's uploaded design images, newest first (their bytes stay in the database). */
export async function listAccountImages(db: Database, accountId: number, purpose: 'builder', limit: number) {
  return db
    .select({
      id: storedImages.id,
      contentType: storedImages.contentType,
      size: storedImages.size,
      createdAt: storedImages.createdAt,
    })
    .from(storedImages)
    .where(and(eq(storedImages.accountId, accountId), eq(storedImages.purpose, purpose)))
    .orderBy(desc(storedImages.createdAt), desc(storedImages.id))
    .limit(limit);
}

/** Which of these image ids are the account's own (its logo and design images). */
export async function findOwnImageIds(db: Database, accountId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: storedImages.id })
    .from(storedImages)
    .where(and(eq(storedImages.accountId, accountId), inArray(storedImages.id, ids)));
  return new Set(rows.map((row) => row.id));
}
