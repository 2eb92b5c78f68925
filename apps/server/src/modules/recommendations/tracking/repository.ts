import { and, between, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  recommendationAttributedLines,
  recommendationClicks,
  recommendationDailyFigures,
} from '../../../db/schema';
import type { Writer } from '../widgets-repository';

/**
 * Storage of recommendation figures (docs/recommendations.md "Figures"). Every query names its account; the
 * counters only ever add what was counted, never subtract.
 */

/** Impressions and clicks of one widget and algorithm on one day, to add. */
export interface DailyCount {
  widgetId: string;
  algorithm: string;
  day: string;
  impressions: number;
  clicks: number;
}

export interface ClickRow {
  /** The shop widget's visitor uid; '' for a click in an e-mail. */
  visitorUid: string;
  /** The recipient's address of a click in an e-mail (lower case); null for the shop's clicks. */
  customerEmail?: string | null;
  widgetId: string;
  algorithm: string;
  productId: string;
  clickedAt: Date;
}

export async function addDailyCounts(db: Writer, accountId: number, counts: DailyCount[]) {
  if (counts.length === 0) return;
  const table = recommendationDailyFigures;
  await db
    .insert(table)
    .values(counts.map((count) => ({ accountId, ...count })))
    .onConflictDoUpdate({
      target: [table.accountId, table.widgetId, table.day, table.algorithm],
      set: {
        impressions: sql`${table.impressions} + excluded.impressions`,
        clicks: sql`${table.clicks} + excluded.clicks`,
      },
    });
}

export async function insertClicks(db: Writer, accountId: number, clicks: ClickRow[]) {
  if (clicks.length === 0) return;
  await db.insert(recommendationClicks).values(clicks.map((click) => ({ accountId, ...click })));
}

/** Clicks no order can be attributed to any more: older than the window (with a day's slack for late orders). */
export async function deleteClicksBefore(db: Writer, before: Date) {
  await db.delete(recommendationClicks).where(sql`${recommendationClicks.clickedAt} < ${before}`);
}

/**
 * The clicks of these products between `from` and `to`, latest first, at most `limit`: the candidates an
 * order's lines may be attributed to. With `visitorUid` only, that visitor's.
 */
export function findClicks(
  db: Database,
  accountId: number,
  productIds: readonly string[],
  from: Date,
  to: Date,
  limit: number,
  onlyVisitorUid?: string,
): Promise<ClickRow[]> {
  const c = recommendationClicks;
  return db
    .select({
      visitorUid: c.visitorUid,
      customerEmail: c.customerEmail,
      widgetId: c.widgetId,
      algorithm: c.algorithm,
      productId: c.productId,
      clickedAt: c.clickedAt,
    })
    .from(c)
    .where(
      and(
        eq(c.accountId, accountId),
        inArray(c.productId, [...productIds]),
        between(c.clickedAt, from, to),
        onlyVisitorUid === undefined ? undefined : eq(c.visitorUid, onlyVisitorUid),
      ),
    )
    .orderBy(desc(c.clickedAt), desc(c.seq))
    .limit(limit);
}

export interface AttributedLine {
  orderId: string;
  productId: string;
  widgetId: string;
  algorithm: string;
  day: string;
  revenueOre: number;
  clickedAt: Date;
}

/** Lines already attributed stay as they are: the key (account, order, product) counts a line once. */
export async function insertAttributedLines(db: Writer, accountId: number, lines: AttributedLine[]) {
  if (lines.length === 0) return;
  await db
    .insert(recommendationAttributedLines)
    .values(lines.map((line) => ({ accountId, ...line })))
    .onConflictDoNothing();
}

export async function deleteAttributedOrder(db: Writer, accountId: number, orderId: string) {
  await db
    .delete(recommendationAttributedLines)
    .where(
      and(
        eq(recommendationAttributedLines.accountId, accountId),
        eq(recommendationAttributedLines.orderId, orderId),
      ),
    );
}

export interface DayRow {
  key: string;
  day: string;
  impressions: number;
  clicks: number;
  orders: number;
  revenueOre: number;
}

/**
 * Per widget or per algorithm (`by`) and Oslo day from `first` to `last`: impressions and clicks from the
 * daily rows, orders (each order once per key) and revenue from the attributed lines.
 */
export async function findDayRows(
  db: Database,
  accountId: number,
  by: 'widget' | 'algorithm',
  first: string,
  last: string,
  widgetId?: string,
): Promise<DayRow[]> {
  const d = recommendationDailyFigures;
  const a = recommendationAttributedLines;
  const dKey = by === 'widget' ? d.widgetId : d.algorithm;
  const aKey = by === 'widget' ? a.widgetId : a.algorithm;
  const [counted, attributed] = await Promise.all([
    db
      .select({
        key: dKey,
        day: d.day,
        impressions: sql<number>`sum(${d.impressions})::bigint`.mapWith(Number),
        clicks: sql<number>`sum(${d.clicks})::bigint`.mapWith(Number),
      })
      .from(d)
      .where(
        and(
          eq(d.accountId, accountId),
          gte(d.day, first),
          lte(d.day, last),
          widgetId === undefined ? undefined : eq(d.widgetId, widgetId),
        ),
      )
      .groupBy(dKey, d.day),
    db
      .select({
        key: aKey,
        day: a.day,
        orders: sql<number>`count(distinct ${a.orderId})::int`.mapWith(Number),
        revenueOre: sql<number>`sum(${a.revenueOre})::bigint`.mapWith(Number),
      })
      .from(a)
      .where(
        and(
          eq(a.accountId, accountId),
          gte(a.day, first),
          lte(a.day, last),
          widgetId === undefined ? undefined : eq(a.widgetId, widgetId),
        ),
      )
      .groupBy(aKey, a.day),
  ]);
  const rows = new Map<string, DayRow>();
  const rowOf = (key: string, day: string) => {
    const id = `${key}\u0000${day}`;
    let row = rows.get(id);
    if (!row) {
      row = { key, day, impressions: 0, clicks: 0, orders: 0, revenueOre: 0 };
      rows.set(id, row);
    }
    return row;
  };
  for (const row of counted) Object.assign(rowOf(row.key, row.day), row);
  for (const row of attributed) Object.assign(rowOf(row.key, row.day), row);
  return [...rows.values()];
}
