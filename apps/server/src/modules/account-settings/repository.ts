import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
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

/** The platform's shared design images (no account), newest first. */
export async function listSharedImages(db: Database, limit: number) {
  return db
    .select({
      id: storedImages.id,
      contentType: storedImages.contentType,
      size: storedImages.size,
      createdAt: storedImages.createdAt,
    })
    .from(storedImages)
    .where(and(isNull(storedImages.accountId), eq(storedImages.purpose, 'shared')))
    .orderBy(desc(storedImages.createdAt), desc(storedImages.id))
    .limit(limit);
}

/** One image's owner and purpose, without its bytes. */
export async function findImageOwner(db: Database, id: string) {
  const [row] = await db
    .select({ accountId: storedImages.accountId, purpose: storedImages.purpose })
    .from(storedImages)
    .where(eq(storedImages.id, id))
    .limit(1);
  return row ?? null;
}

/** Removes one of the account's design images; answers whether there was one. */
export async function deleteAccountImage(db: Database, accountId: number, id: string) {
  const rows = await db
    .delete(storedImages)
    .where(
      and(
        eq(storedImages.accountId, accountId),
        eq(storedImages.purpose, 'builder'),
        eq(storedImages.id, id),
      ),
    )
    .returning({ id: storedImages.id });
  return rows.length > 0;
}

/**
 * Which of these image ids a design of the account may show: its own (its logo and design images) and the
 * platform's shared library. Another account's image is never among them.
 */
export async function findOwnImageIds(db: Database, accountId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: storedImages.id })
    .from(storedImages)
    .where(
      and(
        inArray(storedImages.id, ids),
        or(
          eq(storedImages.accountId, accountId),
          and(isNull(storedImages.accountId), eq(storedImages.purpose, 'shared')),
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
