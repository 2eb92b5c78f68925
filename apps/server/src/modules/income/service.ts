import {
  addDays,
  daysInReportPeriod,
  type IncomeSummary,
  type IncomeSummaryQuery,
  type IncomeTotals,
  ORDER_LIST_COUNT_CAP,
  type OrderListAnswer,
  type OrderListQuery,
  type OrderListRow,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { kroner } from '../../lib/money';
import { findOrderDiscountFlags } from '../discounts';
import {
  countOrdersInPeriod,
  countOrdersUpTo,
  findOrders,
  isNarrowed,
  type OrderListDbRow,
  sumDailyTotalsBySource,
} from '../shop-data';
import { decodeCursor, encodeCursor } from './order-cursor';

function totals(orders: number, subtotalOre: number): IncomeTotals {
  return {
    revenue: kroner(subtotalOre),
    orders,
    average_order_value: orders === 0 ? null : kroner(Math.round(subtotalOre / orders)),
  };
}

/** Per cent, one decimal; null when there is nothing to compare with. */
function change(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Revenue, orders and average order value of the period and of the equally long period before it. */
export async function incomeSummary(
  db: Database,
  accountId: number,
  period: IncomeSummaryQuery,
): Promise<IncomeSummary> {
  const length = daysInReportPeriod(period.from, period.to);
  const previous = { from: addDays(period.from, -length), to: addDays(period.from, -1) };
  const rows = await sumDailyTotalsBySource(db, accountId, {
    previousFrom: previous.from,
    from: period.from,
    to: period.to,
  });
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((all, row) => all + pick(row), 0);
  const current = totals(
    sum((row) => row.orders),
    sum((row) => row.subtotalOre),
  );
  const before = totals(
    sum((row) => row.previousOrders),
    sum((row) => row.previousSubtotalOre),
  );
  return {
    period: { from: period.from, to: period.to },
    previous_period: previous,
    current,
    previous: before,
    change: {
      revenue: change(current.revenue, before.revenue),
      orders: change(current.orders, before.orders),
      average_order_value: change(current.average_order_value, before.average_order_value),
    },
    sources: rows
      .filter((row) => row.orders > 0)
      .sort((a, b) => b.subtotalOre - a.subtotalOre || a.source.localeCompare(b.source))
      .map((row) => ({ source: row.source, revenue: kroner(row.subtotalOre), orders: row.orders })),
  };
}

export function orderRow(row: OrderListDbRow, discountFlag: string | null = null): OrderListRow {
  return {
    order_id: row.externalId,
    placed_at: row.placedAt.toISOString(),
    status: row.status,
    total: kroner(row.totalOre),
    subtotal: kroner(row.subtotalOre),
    source: row.source,
    discount_code: row.discountCode,
    discount_flag: discountFlag,
    customer_email: row.customerEmail,
    lines: Number(row.lines),
  };
}

/**
 * A page of the orders list. Keyset when the query brings the previous page's cursor, offset otherwise; one
 * row more than the page is read to tell whether another page follows. The total is exact for the period
 * alone (from the daily totals) and capped at ORDER_LIST_COUNT_CAP when a search or filter narrows it.
 */
export async function listOrders(
  db: Database,
  accountId: number,
  query: OrderListQuery,
): Promise<OrderListAnswer> {
  const after = query.cursor ? decodeCursor(query.cursor, query) : undefined;
  const offset = (query.page - 1) * query.per_page;
  const narrowed = isNarrowed(query);
  const [rows, counted] = await Promise.all([
    findOrders(db, accountId, query, { limit: query.per_page + 1, offset, after }),
    narrowed
      ? countOrdersUpTo(db, accountId, query, ORDER_LIST_COUNT_CAP)
      : countOrdersInPeriod(db, accountId, query),
  ]);
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  const capped = narrowed && counted > ORDER_LIST_COUNT_CAP;
  const flags = await findOrderDiscountFlags(
    db,
    accountId,
    page.filter((row) => row.discountCode !== null).map((row) => row.externalId),
  );
  return {
    data: page.map((row) => orderRow(row, flags.get(row.externalId) ?? null)),
    pagination: {
      page: query.page,
      per_page: query.per_page,
      total: capped ? ORDER_LIST_COUNT_CAP : counted,
      total_capped: capped,
      next_cursor:
        rows.length > query.per_page && last ? encodeCursor(query, last.sortValue, last.externalId) : null,
    },
  };
}
