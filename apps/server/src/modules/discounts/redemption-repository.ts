import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discountRedemptions, discounts, discountUniqueCodes } from '../../db/schema';

export type RedemptionRow = typeof discountRedemptions.$inferSelect;

export async function findRedemptions(db: Database, accountId: number, orderId: string) {
  return db
    .select()
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.accountId, accountId), eq(discountRedemptions.orderId, orderId)));
}

/**
 * Writes the use of a code on an order as counted; answers null when the order already has it (an order
 * told twice, or by two events at once: the unique index makes the second wait and do nothing).
 */
export async function insertRedemption(
  db: Database,
  values: Omit<typeof discountRedemptions.$inferInsert, 'id' | 'status' | 'flag'>,
) {
  const [row] = await db
    .insert(discountRedemptions)
    .values({ ...values, status: 'counted' })
    .onConflictDoNothing({
      target: [discountRedemptions.accountId, discountRedemptions.orderId, discountRedemptions.codeKey],
    })
    .returning();
  return row ?? null;
}

export async function setRedemption(
  db: Database,
  id: number,
  values: Partial<Pick<RedemptionRow, 'status' | 'flag' | 'totalOre'>>,
) {
  await db.update(discountRedemptions).set(values).where(eq(discountRedemptions.id, id));
}

/**
 * Redeems a unique code for an order, atomically: of two orders racing for one code, the row lock makes
 * the second re-read the row after the first commits, and it finds the code used.
 */
export async function claimUniqueCode(db: Database, id: number, orderId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(discountUniqueCodes)
    .set({ usedAt: at, orderId })
    .where(sql`${discountUniqueCodes.id} = ${id} and ${discountUniqueCodes.usedAt} is null`)
    .returning({ id: discountUniqueCodes.id });
  return rows.length > 0;
}

/** A cancelled order gives its unique code back. */
export async function releaseUniqueCode(db: Database, id: number, orderId: string) {
  await db
    .update(discountUniqueCodes)
    .set({ usedAt: null, orderId: null })
    .where(and(eq(discountUniqueCodes.id, id), eq(discountUniqueCodes.orderId, orderId)));
}

/**
 * Counts a valid use on the code's figures, within its total limit, atomically (the row lock serialises
 * racing orders, and the limit is checked on the row as the winner left it). Answers false when used up.
 */
export async function countUse(
  db: Database,
  discountId: number,
  totalOre: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(discounts)
    .set({
      timesUsed: sql`${discounts.timesUsed} + 1`,
      ordersCount: sql`${discounts.ordersCount} + 1`,
      revenueOre: sql`${discounts.revenueOre} + ${totalOre}`,
      lastUsedAt: sql`greatest(${discounts.lastUsedAt}, ${at})`,
    })
    .where(
      sql`${discounts.id} = ${discountId} and (${discounts.usageLimit} is null or ${discounts.ordersCount} < ${discounts.usageLimit})`,
    )
    .returning({ id: discounts.id });
  return rows.length > 0;
}

/** A use that was not valid: it shows as a use and a flag, never in orders or revenue. */
export async function countFlaggedUse(db: Database, discountId: number, at: Date) {
  await db
    .update(discounts)
    .set({
      timesUsed: sql`${discounts.timesUsed} + 1`,
      flaggedCount: sql`${discounts.flaggedCount} + 1`,
      lastUsedAt: sql`greatest(${discounts.lastUsedAt}, ${at})`,
    })
    .where(eq(discounts.id, discountId));
}

/** Takes a use off the figures (its order was cancelled). */
export async function uncountUse(db: Database, discountId: number, counted: boolean, totalOre: number) {
  await db
    .update(discounts)
    .set(
      counted
        ? {
            timesUsed: sql`greatest(${discounts.timesUsed} - 1, 0)`,
            ordersCount: sql`greatest(${discounts.ordersCount} - 1, 0)`,
            revenueOre: sql`${discounts.revenueOre} - ${totalOre}`,
          }
        : {
            timesUsed: sql`greatest(${discounts.timesUsed} - 1, 0)`,
            flaggedCount: sql`greatest(${discounts.flaggedCount} - 1, 0)`,
          },
    )
    .where(eq(discounts.id, discountId));
}

/** The order's total changed (an `updated` order): a counted use's revenue follows it. */
export async function adjustRevenue(db: Database, discountId: number, deltaOre: number) {
  if (deltaOre === 0) return;
  await db
    .update(discounts)
    .set({ revenueOre: sql`${discounts.revenueOre} + ${deltaOre}` })
    .where(eq(discounts.id, discountId));
}

export async function countCustomerUses(db: Database, discountId: number, email: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountId, discountId),
        eq(discountRedemptions.customerEmail, email),
        eq(discountRedemptions.status, 'counted'),
      ),
    );
  return row?.uses ?? 0;
}

/** Counted uses and their revenue per Oslo day from `from` on (the code's graphs). */
export async function dailyUses(db: Database, discountId: number, from: string) {
  return db
    .select({
      day: discountRedemptions.placedOn,
      uses: sql<number>`count(*)::int`,
      revenueOre: sql<number>`coalesce(sum(${discountRedemptions.totalOre}), 0)::bigint`,
    })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountId, discountId),
        gte(discountRedemptions.placedOn, from),
        eq(discountRedemptions.status, 'counted'),
      ),
    )
    .groupBy(discountRedemptions.placedOn);
}

export async function listRedemptions(
  db: Database,
  discountId: number,
  page: { page: number; per_page: number },
) {
  const where = eq(discountRedemptions.discountId, discountId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(discountRedemptions)
      .where(where)
      .orderBy(desc(discountRedemptions.placedAt), desc(discountRedemptions.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(discountRedemptions).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The flag of each of these orders that has a flagged use of a code (the first, when several). */
export async function findOrderDiscountFlags(
  db: Database,
  accountId: number,
  orderIds: string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: discountRedemptions.orderId, flag: discountRedemptions.flag })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.accountId, accountId),
        inArray(discountRedemptions.orderId, orderIds),
        eq(discountRedemptions.status, 'flagged'),
      ),
    );
  const flags = new Map<string, string>();
  for (const row of rows) if (row.flag && !flags.has(row.orderId)) flags.set(row.orderId, row.flag);
  return flags;
}
