import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatPageViews } from '../../db/schema';

/** The time of the account's first page view, or null; the (account, time) index answers it. */
export async function findFirstPageViewAt(db: Database, accountId: number): Promise<Date | null> {
  const [row] = await db
    .select({ first: sql<Date | string | null>`min(${chatPageViews.createdAt})` })
    .from(chatPageViews)
    .where(eq(chatPageViews.accountId, accountId));
  const first = row?.first ?? null;
  return first === null ? null : new Date(first);
}
