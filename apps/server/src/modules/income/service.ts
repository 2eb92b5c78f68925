import {
  daysInReportPeriod,
  type IncomeSummary,
  type IncomeSummaryQuery,
  type IncomeTotals,
  type OrderListAnswer,
  type OrderListQuery,
  type OrderListRow,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { addDays, kroner } from '../../lib/oslo-time';
import * as repo from './repository';

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
  const rows = await repo.sumDailyTotalsBySource(db, accountId, {
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

export function orderRow(row: repo.OrderListDbRow): OrderListRow {
  return {
    order_id: row.externalId,
    placed_at: row.placedAt.toISOString(),
    status: row.status,
    total: kroner(row.totalOre),
    subtotal: kroner(row.subtotalOre),
    source: row.source,
    discount_code: row.discountCode,
    customer_email: row.customerEmail,
    lines: Number(row.lines),
  };
}

export async function listOrders(
  db: Database,
  accountId: number,
  query: OrderListQuery,
): Promise<OrderListAnswer> {
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    repo.findOrders(db, accountId, query, { limit: query.per_page, offset }),
    repo.countOrders(db, accountId, query),
  ]);
  return {
    data: rows.map(orderRow),
    pagination: { page: query.page, per_page: query.per_page, total },
  };
}
