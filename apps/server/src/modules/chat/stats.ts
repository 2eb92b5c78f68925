import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatPageViews, shopCartEvents } from '../../db/schema';
import { type DayPeriod, osloDayOfSql, osloMidnightAfterSql, osloMidnightSql } from '../../lib/oslo-sql';

/** Reads of page views and cart events for other modules' screens (dashboard, products, getting started). */

/** The time of the account's first page view, or null; the (account, time) index answers it. */
export async function findFirstPageViewAt(db: Database, accountId: number): Promise<Date | null> {
  const [row] = await db
    .select({ first: sql<Date | string | null>`min(${chatPageViews.createdAt})` })
    .from(chatPageViews)
    .where(eq(chatPageViews.accountId, accountId));
  const first = row?.first ?? null;
  return first === null ? null : new Date(first);
}

/** Page views per whole minute since `from` (bucket 0 is the minute starting at `from`), before `to`. */
export function findPageViewsPerMinute(db: Database, accountId: number, from: Date, to: Date) {
  const bucket =
    sql<number>`floor(extract(epoch from (${chatPageViews.createdAt} - ${from.toISOString()}::timestamptz)) / 60)`.mapWith(
      Number,
    );
  return (
    db
      .select({ bucket, views: count() })
      .from(chatPageViews)
      .where(
        and(
          eq(chatPageViews.accountId, accountId),
          gte(chatPageViews.createdAt, from),
          lt(chatPageViews.createdAt, to),
        ),
      )
      // By position: the bucket's bound parameter would make a repeated expression differ.
      .groupBy(sql`1`)
  );
}

/** Page views of `path` per Oslo day (the index on account, path and time serves this). */
export async function findViewsPerDay(db: Database, accountId: number, path: string, period: DayPeriod) {
  const day = osloDayOfSql(chatPageViews.createdAt);
  const rows = await db
    .select({ day, count: sql<string>`count(*)` })
    .from(chatPageViews)
    .where(
      and(
        eq(chatPageViews.accountId, accountId),
        eq(chatPageViews.path, path),
        sql`${chatPageViews.createdAt} >= ${osloMidnightSql(period.from)}`,
        sql`${chatPageViews.createdAt} < ${osloMidnightAfterSql(period.to)}`,
      ),
    )
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/** Units of the product put in carts per Oslo day. */
export async function findCartsPerDay(db: Database, accountId: number, productId: string, period: DayPeriod) {
  const day = osloDayOfSql(shopCartEvents.createdAt);
  const rows = await db
    .select({ day, quantity: sql<string>`coalesce(sum(${shopCartEvents.quantity}), 0)` })
    .from(shopCartEvents)
    .where(
      and(
        eq(shopCartEvents.accountId, accountId),
        eq(shopCartEvents.productId, productId),
        sql`${shopCartEvents.createdAt} >= ${osloMidnightSql(period.from)}`,
        sql`${shopCartEvents.createdAt} < ${osloMidnightAfterSql(period.to)}`,
      ),
    )
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.quantity)]));
}

/**
 * The sites the widget has reported from lately: the origin of each of the account's newest 1,000 page views
 * (the time index answers it however busy the shop), newest first. The settings page checks the shop's own
 * origin against it.
 */
export async function findWidgetOrigins(db: Database, accountId: number, limit = 5) {
  const result = await db.execute(sql`
    select origin, max(created_at) as last_seen_at
      from (
        select lower(substring(${chatPageViews.url} from '^https?://[^/?#]+')) as origin, ${chatPageViews.createdAt} as created_at
          from ${chatPageViews}
         where ${chatPageViews.accountId} = ${accountId}
         order by ${chatPageViews.createdAt} desc
         limit 1000
      ) recent
     where origin is not null
     group by origin
     order by max(created_at) desc
     limit ${limit}`);
  // PGlite and node-postgres both answer { rows }.
  const rows = (result as unknown as { rows: Array<{ origin: string; last_seen_at: Date | string }> }).rows;
  return rows.map((row) => ({
    origin: row.origin.toLowerCase(),
    lastSeenAt: new Date(row.last_seen_at),
  }));
}
