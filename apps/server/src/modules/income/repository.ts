import type { OrderExportQuery } from '@butikkpanel/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopOrderDailyTotals, shopOrders } from '../../db/schema';
import { lineCount, orderConditions, orderSorting } from './order-query';

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

/** One slice of the account's orders as filtered and sorted; `limit` rows from `offset`. */
export function findOrders(
  db: Database,
  accountId: number,
  query: OrderExportQuery,
  slice: { limit: number; offset: number },
) {
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
    })
    .from(shopOrders)
    .where(orderConditions(accountId, query))
    .orderBy(...orderSorting(query))
    .limit(slice.limit)
    .offset(slice.offset);
}

export async function countOrders(db: Database, accountId: number, query: OrderExportQuery) {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(shopOrders)
    .where(orderConditions(accountId, query));
  return Number(row?.count ?? 0);
}
