import { and, asc, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopOrderDailyTotals, shopOrderLines, shopOrders, shopProducts } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import type { DayPeriod } from '../../lib/oslo-sql';

/** Reads of the catalogue, orders and the daily rollup for other modules' screens (dashboard, products). */

export type ProductRow = typeof shopProducts.$inferSelect;
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

/** A page of the catalogue, by name, optionally filtered by name, id or category. */
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

/** Orders holding the product and the revenue of its lines per Oslo day; cancelled orders left out. */
export async function findSalesPerDay(db: Database, accountId: number, productId: string, period: DayPeriod) {
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

/** The whole catalogue of an account, by name: what the site search indexes. */
export function findCatalogue(db: Database, accountId: number) {
  return db
    .select({
      productId: shopProducts.externalId,
      name: shopProducts.name,
      url: shopProducts.url,
      imageUrl: shopProducts.imageUrl,
      priceOre: shopProducts.priceOre,
      salePriceOre: shopProducts.salePriceOre,
      inStock: shopProducts.inStock,
      brand: shopProducts.brand,
      category: shopProducts.category,
      sku: shopProducts.sku,
    })
    .from(shopProducts)
    .where(eq(shopProducts.accountId, accountId))
    .orderBy(asc(shopProducts.name), asc(shopProducts.externalId));
}

/** The names of the given products that exist in the account's catalogue. */
export async function findProductNames(db: Database, accountId: number, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: shopProducts.externalId, name: shopProducts.name })
    .from(shopProducts)
    .where(and(eq(shopProducts.accountId, accountId), inArray(shopProducts.externalId, productIds)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The categories of these products (those that have one). */
export async function findProductCategories(db: Database, accountId: number, productIds: string[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ category: shopProducts.category })
    .from(shopProducts)
    .where(and(eq(shopProducts.accountId, accountId), inArray(shopProducts.externalId, productIds)));
  return rows.flatMap((row) => (row.category ? [row.category] : []));
}
