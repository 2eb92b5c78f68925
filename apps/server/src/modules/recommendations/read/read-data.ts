import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { chatPageViews, shopOrderLines, shopOrders, shopProducts } from '../../../db/schema';

/** A product as it is now: what the filters read and what the answer shows. */
export interface ProductState {
  productId: string;
  name: string;
  url: string | null;
  imageUrl: string | null;
  priceOre: number;
  salePriceOre: number | null;
  inStock: boolean;
  category: string | null;
}

const stateColumns = {
  productId: shopProducts.externalId,
  name: shopProducts.name,
  url: shopProducts.url,
  imageUrl: shopProducts.imageUrl,
  priceOre: shopProducts.priceOre,
  salePriceOre: shopProducts.salePriceOre,
  inStock: shopProducts.inStock,
  category: shopProducts.category,
};

/** On sale: a sale price below the price. */
export const isOnSale = (product: ProductState) =>
  product.salePriceOre !== null && product.salePriceOre < product.priceOre;

/** The given products as they are now, in one read. */
export async function findProductStates(
  db: Database,
  accountId: number,
  productIds: readonly string[],
): Promise<Map<string, ProductState>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select(stateColumns)
    .from(shopProducts)
    .where(and(eq(shopProducts.accountId, accountId), inArray(shopProducts.externalId, [...productIds])));
  return new Map(rows.map((row) => [row.productId, row]));
}

/** Every product that passes the widget's filters now: what "fill random" draws from. */
export function findEligibleProducts(
  db: Database,
  accountId: number,
  filters: { inStockOnly: boolean; onSaleOnly: boolean },
): Promise<ProductState[]> {
  return db
    .select(stateColumns)
    .from(shopProducts)
    .where(
      and(
        eq(shopProducts.accountId, accountId),
        filters.inStockOnly ? eq(shopProducts.inStock, true) : undefined,
        filters.onSaleOnly
          ? and(isNotNull(shopProducts.salePriceOre), lt(shopProducts.salePriceOre, shopProducts.priceOre))
          : undefined,
      ),
    )
    .orderBy(shopProducts.externalId);
}

/** The newest products, newest first (read live: a product added today is in at once). */
export async function findNewest(db: Database, accountId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ productId: shopProducts.externalId, createdAt: shopProducts.createdAt })
    .from(shopProducts)
    .where(eq(shopProducts.accountId, accountId))
    .orderBy(desc(shopProducts.createdAt), shopProducts.externalId)
    .limit(limit);
  return rows.map((row) => row.productId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The visitor's latest product page views, latest first: each view's path matched to the product whose
 * address has that path (as the product pages' statistics do), in one read.
 */
export async function findViewedProducts(
  db: Database,
  accountId: number,
  visitorId: string,
  limit: number,
): Promise<Array<{ productId: string; at: Date }>> {
  if (!UUID.test(visitorId)) return [];
  const views = db
    .select({ path: chatPageViews.path, at: chatPageViews.createdAt, seq: chatPageViews.seq })
    .from(chatPageViews)
    .where(and(eq(chatPageViews.accountId, accountId), eq(chatPageViews.visitorId, visitorId)))
    .orderBy(desc(chatPageViews.seq))
    .limit(limit)
    .as('views');
  const productPathSql = sql`substring(${shopProducts.url} from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*([^?#]*)')`;
  const rows = await db
    .select({ productId: shopProducts.externalId, at: views.at })
    .from(views)
    .innerJoin(
      shopProducts,
      and(eq(shopProducts.accountId, accountId), sql`${productPathSql} = ${views.path}`),
    )
    .orderBy(desc(views.seq));
  return rows;
}

/** The products a customer bought (not cancelled), with when, newest first. */
export function findPurchasedProducts(
  db: Database,
  accountId: number,
  email: string,
  limit: number,
): Promise<Array<{ productId: string; at: Date }>> {
  return db
    .select({ productId: shopOrderLines.productId, at: shopOrders.placedAt })
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
        eq(shopOrders.customerEmail, email.trim().toLowerCase()),
        ne(shopOrders.status, 'cancelled'),
      ),
    )
    .orderBy(desc(shopOrders.placedAt))
    .limit(limit);
}
