import { LIMITS, type OrderStats, osloDaysEndingAt } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { kroner } from '../../lib/money';
import { findPageViewsPerMinute } from '../chat';
import { findDailyTotals, findTopSources } from '../shop-data';

const MINUTE = 60_000;
/** Averages are shown to the øre (amounts) or to two decimals (orders). */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A source as a shop owner reads it: a URL becomes its host without "www.". */
export function sourceName(raw: string): string {
  const value = raw.trim();
  if (!/^https?:\/\//i.test(value)) return value;
  try {
    return new URL(value).hostname.replace(/^www\./i, '');
  } catch {
    return value;
  }
}

/**
 * The order statistics (spec section 3) at `now`, the client's clock: revenue and orders from the daily
 * rollup (so the cost does not grow with the number of orders), page views from the page-view index.
 */
export async function orderStats(db: Database, accountId: number, now: Date): Promise<OrderStats> {
  const week = osloDaysEndingAt(now, LIMITS.revenueChartDays);
  const sourceDays = osloDaysEndingAt(now, LIMITS.topRevenueSourcesDays);
  const today = week[week.length - 1] as string;
  const minutes = LIMITS.pageViewChartMinutes;
  const firstMinute = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE - (minutes - 1) * MINUTE);
  const afterLastMinute = new Date(firstMinute.getTime() + minutes * MINUTE);

  const [daily, sources, views] = await Promise.all([
    findDailyTotals(db, accountId, week[0] as string, today),
    findTopSources(db, accountId, sourceDays[0] as string, today, LIMITS.topListRows),
    findPageViewsPerMinute(db, accountId, firstMinute, afterLastMinute),
  ]);

  const byDay = new Map(daily.map((row) => [row.day, row]));
  const orders = week.map((date) => ({ date, orders: byDay.get(date)?.orders ?? 0 }));
  const subtotal = Object.fromEntries(week.map((date) => [date, kroner(byDay.get(date)?.subtotalOre ?? 0)]));
  const weekOre = daily.reduce((sum, row) => sum + row.subtotalOre, 0);
  const weekOrders = daily.reduce((sum, row) => sum + row.orders, 0);
  const viewsByBucket = new Map(views.map((row) => [row.bucket, row.views]));

  return {
    referrer: sources.map((row) => ({
      referrer: sourceName(row.source),
      sum: kroner(row.subtotalOre),
      orders: row.orders,
      raw: row.source,
    })),
    orders,
    page_views: Array.from({ length: minutes }, (_, index) => ({
      minute: new Date(firstMinute.getTime() + index * MINUTE).toISOString(),
      views: viewsByBucket.get(index) ?? 0,
    })),
    subtotal,
    average_subtotal_sum: round2(kroner(weekOre) / week.length),
    average_total_orders: round2(weekOrders / week.length),
    today_subtotal_sum: kroner(byDay.get(today)?.subtotalOre ?? 0),
    today_total_orders: byDay.get(today)?.orders ?? 0,
    week_subtotal_sum: kroner(weekOre),
    week_total_orders: weekOrders,
  };
}
