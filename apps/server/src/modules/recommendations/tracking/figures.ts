import {
  type DashboardRecommendationRevenue,
  osloDaysEndingAt,
  RECOMMENDATION_FIGURE_DAYS,
  type RecommendationAlgorithmFiguresAnswer,
  type RecommendationDailyFiguresAnswer,
  type RecommendationFigures,
  type RecommendationWidgetFiguresAnswer,
} from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import { type DayRow, findDayRows } from './repository';

/** The figures answers of the panel: the last RECOMMENDATION_FIGURE_DAYS Oslo days by the server's clock. */

const window = (now: Date) => {
  const days = osloDaysEndingAt(now, RECOMMENDATION_FIGURE_DAYS);
  return { days, first: days[0] as string, last: days[days.length - 1] as string };
};

const zero = (): RecommendationFigures => ({ impressions: 0, clicks: 0, orders: 0, revenue: 0 });

/** Revenue is kept in øre and answered in kroner, as income answers its amounts. */
const kroner = (ore: number) => ore / 100;

function add(into: RecommendationFigures, row: DayRow) {
  into.impressions += row.impressions;
  into.clicks += row.clicks;
  into.orders += row.orders;
  into.revenue = kroner(Math.round(into.revenue * 100) + row.revenueOre);
}

/** Every day of the window, oldest first, zero where nothing happened. */
function everyDay(days: string[], rows: DayRow[]) {
  const byDay = new Map(days.map((day) => [day, zero()]));
  for (const row of rows) {
    const figures = byDay.get(row.day);
    if (figures) add(figures, row);
  }
  return days.map((day) => ({ day, ...(byDay.get(day) ?? zero()) }));
}

/** Each widget's totals over the window; widgets without events are left out. */
export async function widgetFigures(
  db: Database,
  accountId: number,
  now: Date,
): Promise<RecommendationWidgetFiguresAnswer> {
  const { first, last } = window(now);
  const totals = new Map<string, RecommendationFigures>();
  for (const row of await findDayRows(db, accountId, 'widget', first, last)) {
    const figures = totals.get(row.key) ?? zero();
    add(figures, row);
    totals.set(row.key, figures);
  }
  const widgets = [...totals.keys()].sort();
  return { data: widgets.map((widget) => ({ widget, ...(totals.get(widget) ?? zero()) })) };
}

/** Every widget together over the window: the dashboard's line (the revenue of the attributed lines). */
export async function totalRevenue(
  db: Database,
  accountId: number,
  now: Date,
): Promise<NonNullable<DashboardRecommendationRevenue['data']>> {
  const { first, last } = window(now);
  const total = zero();
  for (const row of await findDayRows(db, accountId, 'widget', first, last)) add(total, row);
  return { days: RECOMMENDATION_FIGURE_DAYS, revenue: total.revenue };
}

/** One widget's days (the caller has checked the account has the widget). */
export async function dailyFigures(
  db: Database,
  accountId: number,
  widgetId: string,
  now: Date,
): Promise<RecommendationDailyFiguresAnswer> {
  const { days, first, last } = window(now);
  return { days: everyDay(days, await findDayRows(db, accountId, 'widget', first, last, widgetId)) };
}

/** Per algorithm (the widget's when the event happened), every day; algorithms without events left out. */
export async function algorithmFigures(
  db: Database,
  accountId: number,
  now: Date,
): Promise<RecommendationAlgorithmFiguresAnswer> {
  const { days, first, last } = window(now);
  const byAlgorithm = new Map<string, DayRow[]>();
  for (const row of await findDayRows(db, accountId, 'algorithm', first, last)) {
    byAlgorithm.set(row.key, [...(byAlgorithm.get(row.key) ?? []), row]);
  }
  const algorithms = [...byAlgorithm.keys()].sort();
  return {
    data: algorithms.map((algorithm) => ({
      algorithm,
      days: everyDay(days, byAlgorithm.get(algorithm) ?? []),
    })),
  };
}
