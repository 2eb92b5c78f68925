import type { OrderExportQuery } from '@butikkpanel/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopOrderDailyTotals, shopOrders } from '../../db/schema';
import {
  afterCursor,
  lineCount,
  type OrderCursor,
  orderConditions,
  orderSorting,
  sortColumn,
} from './order-query';

/**
 * The reads behind income's screen (summary, orders list, CSV export), through shop-data's index.ts: shop
 * data writes the orders, their lines and the daily totals in one ingest transaction, so it owns them.
 */

/**
 * Per source, the orders and subtotal of `from`..`to` and of the period before it (`previousFrom`..`from`-1),
 * read from the daily totals: one row per source and day, never the orders themselves.
 */
export async function sumDailyTotalsBySource(
  db: Database,
  accountId: number,
  period: { previousFrom: string; from: string; to: string },
) {
  const current = sql`${shopOrderDailyTotals.day} >= ${period.from}`;
  const rows = await db
    .select({
      source: shopOrderDailyTotals.source,
      orders: sql<string>`coalesce(sum(${shopOrderDailyTotals.orders}) filter (where ${current}), 0)`,
      subtotalOre: sql<string>`coalesce(sum(${shopOrderDailyTotals.subtotalOre}) filter (where ${current}), 0)`,
      previousOrders: sql<string>`coalesce(sum(${shopOrderDailyTotals.orders}) filter (where not ${current}), 0)`,
      previousSubtotalOre: sql<string>`coalesce(sum(${shopOrderDailyTotals.subtotalOre}) filter (where not ${current}), 0)`,
    })
    .from(shopOrderDailyTotals)
    .where(
      and(
        eq(shopOrderDailyTotals.accountId, accountId),
        gte(shopOrderDailyTotals.day, period.previousFrom),
        lte(shopOrderDailyTotals.day, period.to),
      ),
    )
    .groupBy(shopOrderDailyTotals.source);
  return rows.map((row) => ({
    source: row.source,
    orders: Number(row.orders),
    subtotalOre: Number(row.subtotalOre),
    previousOrders: Number(row.previousOrders),
    previousSubtotalOre: Number(row.previousSubtotalOre),
  }));
}

export type OrderListDbRow = Awaited<ReturnType<typeof findOrders>>[number];

/**
 * One slice of the account's orders as filtered and sorted: `limit` rows after the cursor when there is one
 * (keyset), else from `offset`. Each row carries its sort value as text, for the next page's cursor.
 */
export function findOrders(
  db: Database,
  accountId: number,
  query: OrderExportQuery,
  slice: { limit: number; offset: number; after?: OrderCursor },
) {
  const conditions = orderConditions(accountId, query);
  return db
    .select({
      externalId: shopOrders.externalId,
      placedAt: shopOrders.placedAt,
      status: shopOrders.status,
      totalOre: shopOrders.totalOre,
      subtotalOre: shopOrders.subtotalOre,
      source: shopOrders.source,
      discountCode: shopOrders.discountCode,
      customerEmail: shopOrders.customerEmail,
      lines: sql<string>`${lineCount}`,
      sortValue: sql<string | null>`(${sortColumn(query.sort ?? 'placed_at')})::text`,
    })
    .from(shopOrders)
    .where(slice.after ? and(conditions, afterCursor(slice.after)) : conditions)
    .orderBy(...orderSorting(query))
    .limit(slice.limit)
    .offset(slice.after ? 0 : slice.offset);
}

export async function countOrders(db: Database, accountId: number, query: OrderExportQuery) {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(shopOrders)
    .where(orderConditions(accountId, query));
  return Number(row?.count ?? 0);
}

/** The matches, counted up to `cap` + 1 (so a caller can tell "more than cap"); the rest is never read. */
export async function countOrdersUpTo(db: Database, accountId: number, query: OrderExportQuery, cap: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(shopOrders)
    .where(orderConditions(accountId, query))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ count: sql<string>`count(*)` }).from(matches);
  return Number(row?.count ?? 0);
}

/**
 * Every order of the period, exactly, without reading the orders: the daily totals (which leave cancelled
 * orders out, and are rewritten in the same transaction as every ingest) plus the cancelled ones, which a
 * partial index holds.
 */
export async function countOrdersInPeriod(
  db: Database,
  accountId: number,
  period: Pick<OrderExportQuery, 'from' | 'to'>,
) {
  const within = (day: typeof shopOrders.placedOn | typeof shopOrderDailyTotals.day) =>
    and(period.from ? gte(day, period.from) : undefined, period.to ? lte(day, period.to) : undefined);
  const [totals, cancelled] = await Promise.all([
    db
      .select({ count: sql<string>`coalesce(sum(${shopOrderDailyTotals.orders}), 0)` })
      .from(shopOrderDailyTotals)
      .where(and(eq(shopOrderDailyTotals.accountId, accountId), within(shopOrderDailyTotals.day))),
    db
      .select({ count: sql<string>`count(*)` })
      .from(shopOrders)
      .where(
        and(
          eq(shopOrders.accountId, accountId),
          eq(shopOrders.status, 'cancelled'),
          within(shopOrders.placedOn),
        ),
      ),
  ]);
  return Number(totals[0]?.count ?? 0) + Number(cancelled[0]?.count ?? 0);
}
