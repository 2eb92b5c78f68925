import { and, asc, eq, gte, lte, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatPageViews, shopCartEvents, shopOrderLines, shopOrders, shopProducts } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type ProductRow = typeof shopProducts.$inferSelect;

function catalogueConditions(accountId: number, search: string | undefined): SQL {
  const conditions: SQL[] = [eq(shopProducts.accountId, accountId)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      sql`(${shopProducts.name} ilike ${pattern} or ${shopProducts.externalId} ilike ${pattern} or ${shopProducts.category} ilike ${pattern})`,
    );
  }
  return and(...conditions) as SQL;
}

export function findProducts(
  db: Database,
  accountId: number,
  search: string | undefined,
  slice: { limit: number; offset: number },
) {
  return db
    .select()
    .from(shopProducts)
    .where(catalogueConditions(accountId, search))
    .orderBy(asc(shopProducts.name), asc(shopProducts.externalId))
    .limit(slice.limit)
    .offset(slice.offset);
}

export async function countProducts(db: Database, accountId: number, search: string | undefined) {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(shopProducts)
    .where(catalogueConditions(accountId, search));
  return Number(row?.count ?? 0);
}

export async function findProduct(db: Database, accountId: number, productId: string) {
  const [row] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.accountId, accountId), eq(shopProducts.externalId, productId)))
    .limit(1);
  return row ?? null;
}

/** Norwegian midnight at the start of `day`, as an instant (23:00 or 22:00 UTC the day before). */
const osloMidnight = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Oslo')`;
const osloMidnightAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Oslo')`;
const osloDayOf = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'Europe/Oslo', 'YYYY-MM-DD')`;

export interface Period {
  from: string;
  to: string;
}

/** Page views of `path` per Oslo day (the index on account, path and time serves this). */
export async function viewsPerDay(db: Database, accountId: number, path: string, period: Period) {
  const day = osloDayOf(chatPageViews.createdAt);
  const rows = await db
    .select({ day, count: sql<string>`count(*)` })
    .from(chatPageViews)
    .where(
      and(
        eq(chatPageViews.accountId, accountId),
        eq(chatPageViews.path, path),
        sql`${chatPageViews.createdAt} >= ${osloMidnight(period.from)}`,
        sql`${chatPageViews.createdAt} < ${osloMidnightAfter(period.to)}`,
      ),
    )
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/** Units of the product put in carts per Oslo day. */
export async function cartsPerDay(db: Database, accountId: number, productId: string, period: Period) {
  const day = osloDayOf(shopCartEvents.createdAt);
  const rows = await db
    .select({ day, quantity: sql<string>`coalesce(sum(${shopCartEvents.quantity}), 0)` })
    .from(shopCartEvents)
    .where(
      and(
        eq(shopCartEvents.accountId, accountId),
        eq(shopCartEvents.productId, productId),
        sql`${shopCartEvents.createdAt} >= ${osloMidnight(period.from)}`,
        sql`${shopCartEvents.createdAt} < ${osloMidnightAfter(period.to)}`,
      ),
    )
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.quantity)]));
}

/** Orders holding the product and the revenue of its lines per Oslo day; cancelled orders left out. */
export async function salesPerDay(db: Database, accountId: number, productId: string, period: Period) {
  const rows = await db
    .select({
      day: shopOrders.placedOn,
      orders: sql<string>`count(distinct ${shopOrders.externalId})`,
      revenueOre: sql<string>`coalesce(sum(${shopOrderLines.quantity} * ${shopOrderLines.priceOre}), 0)`,
    })
    .from(shopOrderLines)
    .innerJoin(
      shopOrders,
      and(
        eq(shopOrders.accountId, shopOrderLines.accountId),
        eq(shopOrders.externalId, shopOrderLines.orderId),
      ),
    )
    .where(
      and(
        eq(shopOrderLines.accountId, accountId),
        eq(shopOrderLines.productId, productId),
        ne(shopOrders.status, 'cancelled'),
        gte(shopOrders.placedOn, period.from),
        lte(shopOrders.placedOn, period.to),
      ),
    )
    .groupBy(shopOrders.placedOn);
  return new Map(
    rows.map((row) => [row.day, { orders: Number(row.orders), revenueOre: Number(row.revenueOre) }]),
  );
}
