import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { chatPageViews, chatVisitors, shopOrderLines, shopOrders, shopProducts } from '../../../db/schema';

/** A catalogue product as the models read it. */
export interface CatalogueRow {
  productId: string;
  name: string;
  url: string | null;
  category: string | null;
  brand: string | null;
  priceOre: number;
  salePriceOre: number | null;
  createdAt: Date;
}

/** One line of a counted order (not cancelled): the order, when, by whom, and the product. */
export interface OrderLineRow {
  orderId: string;
  placedAt: Date;
  customerEmail: string | null;
  productId: string;
}

/** A page view with its visitor's e-mail (which links the views to the orders of the same shopper). */
export interface PageViewRow {
  visitorId: string;
  email: string | null;
  path: string;
  at: Date;
}

export function readCatalogue(db: Database, accountId: number): Promise<CatalogueRow[]> {
  return db
    .select({
      productId: shopProducts.externalId,
      name: shopProducts.name,
      url: shopProducts.url,
      category: shopProducts.category,
      brand: shopProducts.brand,
      priceOre: shopProducts.priceOre,
      salePriceOre: shopProducts.salePriceOre,
      createdAt: shopProducts.createdAt,
    })
    .from(shopProducts)
    .where(eq(shopProducts.accountId, accountId));
}

/**
 * Every line of the account's orders placed since `from`, cancelled orders left out, in one read; with
 * `onlyProducts`, only the orders holding one of them (all their lines).
 */
export function readOrderLines(
  db: Database,
  accountId: number,
  from: Date,
  onlyProducts?: readonly string[],
): Promise<OrderLineRow[]> {
  return db
    .select({
      orderId: shopOrders.externalId,
      placedAt: shopOrders.placedAt,
      customerEmail: shopOrders.customerEmail,
      productId: shopOrderLines.productId,
    })
    .from(shopOrders)
    .innerJoin(
      shopOrderLines,
      and(
        eq(shopOrderLines.accountId, shopOrders.accountId),
        eq(shopOrderLines.orderId, shopOrders.externalId),
      ),
    )
    .where(
      and(
        eq(shopOrders.accountId, accountId),
        ne(shopOrders.status, 'cancelled'),
        gte(shopOrders.placedAt, from),
        onlyProducts
          ? inArray(
              shopOrders.externalId,
              db
                .select({ orderId: shopOrderLines.orderId })
                .from(shopOrderLines)
                .where(
                  and(
                    eq(shopOrderLines.accountId, accountId),
                    inArray(shopOrderLines.productId, [...onlyProducts]),
                  ),
                ),
            )
          : undefined,
      ),
    );
}

/** The account's page views since `from`, each visitor's in time order, in one read. */
export function readPageViews(db: Database, accountId: number, from: Date): Promise<PageViewRow[]> {
  return db
    .select({
      visitorId: chatPageViews.visitorId,
      email: chatVisitors.email,
      path: chatPageViews.path,
      at: chatPageViews.createdAt,
    })
    .from(chatPageViews)
    .innerJoin(chatVisitors, eq(chatVisitors.id, chatPageViews.visitorId))
    .where(and(eq(chatPageViews.accountId, accountId), gte(chatPageViews.createdAt, from)))
    .orderBy(chatPageViews.visitorId, chatPageViews.createdAt, chatPageViews.seq);
}

/**
 * How many orders since `from` hold each given product, counting only the orders co-occurrence counts
 * (at most `maxBasket` distinct products, cancelled left out): the denominators of the cosine.
 */
export async function countOrdersHolding(
  db: Database,
  accountId: number,
  from: Date,
  productIds: readonly string[],
  maxBasket: number,
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: shopOrderLines.productId,
      orders: sql<number>`count(distinct ${shopOrders.externalId})::int`,
    })
    .from(shopOrders)
    .innerJoin(
      shopOrderLines,
      and(
        eq(shopOrderLines.accountId, shopOrders.accountId),
        eq(shopOrderLines.orderId, shopOrders.externalId),
      ),
    )
    .where(
      and(
        eq(shopOrders.accountId, accountId),
        ne(shopOrders.status, 'cancelled'),
        gte(shopOrders.placedAt, from),
        inArray(shopOrderLines.productId, [...productIds]),
        sql`(select count(distinct l2.product_id) from ${shopOrderLines} l2 where l2.account_id = ${accountId} and l2.order_id = ${shopOrders.externalId}) <= ${maxBasket}`,
      ),
    )
    .groupBy(shopOrderLines.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.orders)]));
}
