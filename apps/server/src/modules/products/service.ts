import {
  addDays,
  type CatalogueProduct,
  eachDay,
  osloDay,
  PRODUCT_STATS_DEFAULT_DAYS,
  type ProductDay,
  type ProductListAnswer,
  type ProductListQuery,
  type ProductStats,
  type ProductStatsQuery,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { kroner } from '../../lib/money';
import { findCartsPerDay, findViewsPerDay } from '../chat';
import { countProducts, findProduct, findProducts, findSalesPerDay, type ProductRow } from '../shop-data';

export function catalogueProduct(row: ProductRow): CatalogueProduct {
  return {
    product_id: row.externalId,
    name: row.name,
    url: row.url,
    image_url: row.imageUrl,
    price: kroner(row.priceOre),
    sale_price: row.salePriceOre === null ? null : kroner(row.salePriceOre),
    in_stock: row.inStock,
    category: row.category,
    brand: row.brand,
    sku: row.sku,
  };
}

export async function listProducts(
  db: Database,
  accountId: number,
  query: ProductListQuery,
): Promise<ProductListAnswer> {
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    findProducts(db, accountId, query.search, { limit: query.per_page, offset }),
    countProducts(db, accountId, query.search),
  ]);
  return {
    data: rows.map(catalogueProduct),
    pagination: { page: query.page, per_page: query.per_page, total },
  };
}

/** The path part of the product's address: page views are stored by path (what the widget reports). */
export function productPath(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

const ratio = (orders: number, views: number) =>
  views === 0 ? null : Math.round((orders / views) * 10_000) / 10_000;

/** The product and its numbers per Oslo day over the period (the last 30 days without one). */
export async function productStats(
  db: Database,
  accountId: number,
  productId: string,
  query: ProductStatsQuery,
  now: Date,
): Promise<ProductStats> {
  const row = await findProduct(db, accountId, productId);
  if (!row) throw notFound('product_not_found');
  const to = query.to ?? osloDay(now);
  const period = { from: query.from ?? addDays(to, 1 - PRODUCT_STATS_DEFAULT_DAYS), to };
  const path = productPath(row.url);
  const [views, carts, sales] = await Promise.all([
    path ? findViewsPerDay(db, accountId, path, period) : Promise.resolve(new Map<string, number>()),
    findCartsPerDay(db, accountId, productId, period),
    findSalesPerDay(db, accountId, productId, period),
  ]);
  const days: ProductDay[] = eachDay(period.from, period.to).map((day) => {
    const dayViews = views.get(day) ?? 0;
    const sale = sales.get(day) ?? { orders: 0, revenueOre: 0 };
    return {
      day,
      views: dayViews,
      carts: carts.get(day) ?? 0,
      orders: sale.orders,
      revenue: kroner(sale.revenueOre),
      conversion: ratio(sale.orders, dayViews),
    };
  });
  const sum = (pick: (day: ProductDay) => number) => days.reduce((all, day) => all + pick(day), 0);
  const totalViews = sum((day) => day.views);
  const totalOrders = sum((day) => day.orders);
  return {
    product: catalogueProduct(row),
    period,
    days,
    totals: {
      views: totalViews,
      carts: sum((day) => day.carts),
      orders: totalOrders,
      revenue: kroner(sum((day) => Math.round(day.revenue * 100))),
      conversion: ratio(totalOrders, totalViews),
    },
  };
}
