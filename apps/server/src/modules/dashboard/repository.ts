import { and, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatPageViews, shopOrderDailyTotals } from '../../db/schema';

const totals = shopOrderDailyTotals;

/** Orders and subtotal (øre) per Oslo day from the daily rollup; cancelled orders are never in it. */
export function findDailyTotals(db: Database, accountId: number, from: string, to: string) {
  return db
    .select({
      day: totals.day,
      orders: sql<number>`sum(${totals.orders})`.mapWith(Number),
      subtotalOre: sql<number>`sum(${totals.subtotalOre})`.mapWith(Number),
    })
    .from(totals)
    .where(and(eq(totals.accountId, accountId), gte(totals.day, from), lte(totals.day, to)))
    .groupBy(totals.day);
}

/** The sources with the most revenue (subtotal, øre) over the days `from`..`to`. */
export function findTopSources(db: Database, accountId: number, from: string, to: string, limit: number) {
  const sum = sql<number>`sum(${totals.subtotalOre})`.mapWith(Number);
  const orders = sql<number>`sum(${totals.orders})`.mapWith(Number);
  return db
    .select({ source: totals.source, subtotalOre: sum, orders })
    .from(totals)
    .where(and(eq(totals.accountId, accountId), gte(totals.day, from), lte(totals.day, to)))
    .groupBy(totals.source)
    .orderBy(desc(sum), desc(orders), totals.source)
    .limit(limit);
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
