import { and, desc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatPageViews, chatVisitors } from '../../db/schema';

/** A page view with its visitor's e-mail (which links the views to the orders of the same shopper). */
export interface PageViewRow {
  seq: number;
  visitorId: string;
  email: string | null;
  path: string;
  at: Date;
}

/**
 * A page of the account's page views since `from`, in the order they were stored, after `afterSeq`: the
 * recommendation models read ten million views a page at a time (by the primary key, so each page is an index
 * range), never all at once.
 */
export function readPageViewsPage(
  db: Database,
  accountId: number,
  from: Date,
  afterSeq: number,
  limit: number,
): Promise<PageViewRow[]> {
  return db
    .select({
      seq: chatPageViews.seq,
      visitorId: chatPageViews.visitorId,
      email: chatVisitors.email,
      path: chatPageViews.path,
      at: chatPageViews.createdAt,
    })
    .from(chatPageViews)
    .innerJoin(chatVisitors, eq(chatVisitors.id, chatPageViews.visitorId))
    .where(
      and(
        eq(chatPageViews.accountId, accountId),
        gte(chatPageViews.createdAt, from),
        gt(chatPageViews.seq, afterSeq),
      ),
    )
    .orderBy(chatPageViews.seq)
    .limit(limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One visitor's latest page views, latest first (recently viewed, personal recommendations). */
export async function findVisitorPageViews(
  db: Database,
  accountId: number,
  visitorId: string,
  limit: number,
): Promise<Array<{ path: string; at: Date }>> {
  if (!UUID.test(visitorId)) return [];
  return db
    .select({ path: chatPageViews.path, at: chatPageViews.createdAt })
    .from(chatPageViews)
    .where(and(eq(chatPageViews.accountId, accountId), eq(chatPageViews.visitorId, visitorId)))
    .orderBy(desc(chatPageViews.seq))
    .limit(limit);
}

/**
 * The visitor's e-mail when the shop signed it (identify): only then may their orders make their
 * recommendations personal, so a visitor who types someone's address learns nothing of that person.
 */
export async function findVerifiedVisitorEmail(
  db: Database,
  accountId: number,
  visitorId: string,
): Promise<string | null> {
  if (!UUID.test(visitorId)) return null;
  const [row] = await db
    .select({ email: chatVisitors.email })
    .from(chatVisitors)
    .where(
      and(
        eq(chatVisitors.accountId, accountId),
        eq(chatVisitors.id, visitorId),
        eq(chatVisitors.emailVerified, true),
      ),
    );
  return row?.email ?? null;
}

/** The stored id of the visitor the widget knows by its uid, or null when this account has never seen it. */
export async function findVisitorIdByUid(
  db: Database,
  accountId: number,
  uid: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: chatVisitors.id })
    .from(chatVisitors)
    .where(and(eq(chatVisitors.accountId, accountId), eq(chatVisitors.uid, uid)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The e-mail (lower case) each of these visitor uids has given, verified or not, for the visitors that have
 * one: recommendation figures attribute an order to the clicks of visitors with the order's e-mail.
 */
export async function findVisitorEmailsByUid(
  db: Database,
  accountId: number,
  uids: readonly string[],
): Promise<Map<string, string>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select({ uid: chatVisitors.uid, email: chatVisitors.email })
    .from(chatVisitors)
    .where(and(eq(chatVisitors.accountId, accountId), inArray(chatVisitors.uid, [...uids])));
  return new Map(rows.flatMap((row) => (row.email ? [[row.uid, row.email.toLowerCase()] as const] : [])));
}
