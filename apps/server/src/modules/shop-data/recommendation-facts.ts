import { and, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase, textArrayLiteral } from '../../db/prepared';
import { shopOrderLines, shopOrders, shopProducts } from '../../db/schema';

/* What the recommendation models and their read path read of the shop's data (issue 31). */

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

/** An order's lines: the join every order read here makes. */
const linesOfOrder = and(
  eq(shopOrderLines.accountId, shopOrders.accountId),
  eq(shopOrderLines.orderId, shopOrders.externalId),
);

/** The account's orders the models count: every one but the cancelled. */
const countedOrder = (accountId: number) =>
  and(eq(shopOrders.accountId, accountId), ne(shopOrders.status, 'cancelled'));

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
    .innerJoin(shopOrderLines, linesOfOrder)
    .where(
      and(
        countedOrder(accountId),
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
    .innerJoin(shopOrderLines, linesOfOrder)
    .where(
      and(
        countedOrder(accountId),
        gte(shopOrders.placedAt, from),
        inArray(shopOrderLines.productId, [...productIds]),
        sql`(select count(distinct l2.product_id) from ${shopOrderLines} l2 where l2.account_id = ${accountId} and l2.order_id = ${shopOrders.externalId}) <= ${maxBasket}`,
      ),
    )
    .groupBy(shopOrderLines.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.orders)]));
}

/** The accounts that have products: the nightly model run's accounts. */
export async function accountsWithProducts(db: Database): Promise<number[]> {
  const rows = await db.selectDistinct({ accountId: shopProducts.accountId }).from(shopProducts);
  return rows.map((row) => row.accountId).sort((a, b) => a - b);
}

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
  const rows = await preparedStates(db).execute({ accountId, ids: textArrayLiteral(productIds) });
  return new Map(rows.map((row) => [row.productId, row]));
}

/** Built once: a shop page reads states four to six times (bench/recommendations: building was a tenth). */
const preparedStates = preparedPerDatabase((db) =>
  db
    .select(stateColumns)
    .from(shopProducts)
    .where(
      and(
        eq(shopProducts.accountId, sql.placeholder('accountId')),
        sql`${shopProducts.externalId} = any(${sql.placeholder('ids')}::text[])`,
      ),
    )
    .prepare('shop_product_states'),
);

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
    .innerJoin(shopOrderLines, linesOfOrder)
    .where(and(countedOrder(accountId), eq(shopOrders.customerEmail, email.trim().toLowerCase())))
    .orderBy(desc(shopOrders.placedAt))
    .limit(limit);
}

/** The products whose address has one of the given paths (page views are stored by path), in one read. */
export async function findProductsByPaths(
  db: Database,
  accountId: number,
  paths: readonly string[],
): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const productPath = sql<string>`substring(${shopProducts.url} from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*([^?#]*)')`;
  const rows = await db
    .select({ productId: shopProducts.externalId, path: productPath })
    .from(shopProducts)
    .where(and(eq(shopProducts.accountId, accountId), inArray(productPath, [...new Set(paths)])))
    .orderBy(shopProducts.externalId);
  const byPath = new Map<string, string>();
  for (const row of rows) if (!byPath.has(row.path)) byPath.set(row.path, row.productId);
  return byPath;
}
