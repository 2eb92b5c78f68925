import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { chatImages } from '../../../db/schema';

export type ChatImageRow = typeof chatImages.$inferSelect;

/** Every function takes the account first: no query here can reach another account's images. */
export async function insertImage(
  db: Database,
  accountId: number,
  values: Omit<typeof chatImages.$inferInsert, 'accountId' | 'createdAt'>,
  now: Date,
): Promise<Pick<ChatImageRow, 'id' | 'contentType' | 'size'>> {
  const [row] = await db
    .insert(chatImages)
    .values({ ...values, accountId, createdAt: now })
    .returning({ id: chatImages.id, contentType: chatImages.contentType, size: chatImages.size });
  if (!row) throw new Error('image insert returned nothing');
  return row;
}

/** The image's type and bytes, only when it is this account's. */
export async function findImageContent(
  db: Database,
  accountId: number,
  id: string,
): Promise<Pick<ChatImageRow, 'contentType' | 'bytes'> | null> {
  const [row] = await db
    .select({ contentType: chatImages.contentType, bytes: chatImages.bytes })
    .from(chatImages)
    .where(and(eq(chatImages.accountId, accountId), eq(chatImages.id, id)))
    .limit(1);
  return row ?? null;
}

/** Who uploaded the image, only when it belongs to this account's conversation. */
export async function findConversationImage(
  db: Database,
  accountId: number,
  visitorId: string,
  id: string,
): Promise<Pick<ChatImageRow, 'fromVisitor'> | null> {
  const [row] = await db
    .select({ fromVisitor: chatImages.fromVisitor })
    .from(chatImages)
    .where(
      and(eq(chatImages.accountId, accountId), eq(chatImages.visitorId, visitorId), eq(chatImages.id, id)),
    )
    .limit(1);
  return row ?? null;
}
