import {
  RECOMMENDATION_NEIGHBOURS_KEPT,
  RECOMMENDATION_POPULAR_DAYS,
  RECOMMENDATION_TRENDING_BASELINE_DAYS,
  RECOMMENDATION_TRENDING_RECENT_DAYS,
} from '@butikkpanel/contracts';
import type { PageViewRow } from '../../chat';
import type { CatalogueRow, OrderLineRow } from '../../shop-data';
import { coOccurrenceNeighbours } from '../model/co-occurrence';
import { mostFrequent, type ProductHit, trending } from '../model/popularity';
import { similarNeighbours } from '../model/similar';
import type { Scored } from '../model/types';
import { type ShopperEvent, viewedThenBought } from '../model/viewed-then-bought';

/** The neighbour sources stored per product. */
export type NeighbourSource = 'bought_together' | 'viewed_together' | 'viewed_then_bought' | 'similar';
/** The ranked lists stored per account ('' category: the whole shop). */
export type RankingList = 'bestsellers' | 'trending' | 'most_viewed';

export interface Ranking {
  list: RankingList;
  category: string;
  products: Scored[];
}

export interface ComputedModels {
  neighbours: Map<NeighbourSource, Map<string, Scored[]>>;
  rankings: Ranking[];
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A visit ends after 30 minutes without a page view (the usual web-analytics session). */
export const VISIT_GAP_MS = 30 * MINUTE_MS;
/** "Viewed this, then bought": a purchase within 7 days of the view. */
export const VIEWED_THEN_BOUGHT_WINDOW_MS = 7 * DAY_MS;
/** Orders read for co-purchase: a year, so seasonal pairs are in and the run stays bounded. */
export const ORDER_HISTORY_DAYS = 365;
/** Page views read for co-views and viewed-then-bought. */
export const VIEW_HISTORY_DAYS = 90;
/** A ranked list keeps more than a widget's 50: the read-time filters (stock, sale, exclusions) drop some. */
export const RANKING_KEPT = 200;

/** Each order's distinct products, as baskets. */
export function orderBaskets(lines: readonly OrderLineRow[]): Map<string, string[]> {
  const baskets = new Map<string, string[]>();
  for (const line of lines) {
    const basket = baskets.get(line.orderId) ?? [];
    if (!basket.includes(line.productId)) basket.push(line.productId);
    baskets.set(line.orderId, basket);
  }
  return baskets;
}

/** An order counts a product once: one hit per order and product, at the order's time. */
export function orderHits(lines: readonly OrderLineRow[]): ProductHit[] {
  const seen = new Set<string>();
  const hits: ProductHit[] = [];
  for (const line of lines) {
    const key = `${line.orderId}\u0000${line.productId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    hits.push({ productId: line.productId, at: line.placedAt.getTime() });
  }
  return hits;
}

/** Bestsellers for the shop and for each category of the catalogue. */
export function bestsellerRankings(
  hits: readonly ProductHit[],
  categoryOf: ReadonlyMap<string, string | null>,
  now: number,
): Ranking[] {
  const options = { now, days: RECOMMENDATION_POPULAR_DAYS, keep: RANKING_KEPT };
  const byCategory = new Map<string, ProductHit[]>();
  for (const hit of hits) {
    const category = categoryOf.get(hit.productId);
    if (!category) continue;
    const group = byCategory.get(category) ?? [];
    group.push(hit);
    byCategory.set(category, group);
  }
  const rankings: Ranking[] = [{ list: 'bestsellers', category: '', products: mostFrequent(hits, options) }];
  for (const [category, categoryHits] of byCategory) {
    const products = mostFrequent(categoryHits, options);
    if (products.length > 0) rankings.push({ list: 'bestsellers', category, products });
  }
  return rankings;
}

/** The visitor's page views of products, split into visits at gaps of VISIT_GAP_MS (views are in time order). */
function visitsOf(views: readonly { productId: string; at: number }[]): string[][] {
  const visits: string[][] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const view of views) {
    if (view.at - last > VISIT_GAP_MS || visits.length === 0) visits.push([]);
    visits[visits.length - 1]?.push(view.productId);
    last = view.at;
  }
  return visits;
}

/**
 * Every model of an account from its catalogue, orders and page views (read by run-data.ts). Page views
 * count where their path is a product's page; a shopper's views and orders meet through the visitor's
 * e-mail.
 */
export function computeModels(
  data: { catalogue: CatalogueRow[]; lines: OrderLineRow[]; views: PageViewRow[] },
  pathOf: (url: string | null) => string | null,
  now: number,
): ComputedModels {
  const keep = RECOMMENDATION_NEIGHBOURS_KEPT;
  const productByPath = new Map<string, string>();
  for (const product of data.catalogue) {
    const path = pathOf(product.url);
    if (path) productByPath.set(path, product.productId);
  }
  const viewsByVisitor = new Map<
    string,
    { email: string | null; views: { productId: string; at: number }[] }
  >();
  for (const view of data.views) {
    const productId = productByPath.get(view.path);
    if (!productId) continue;
    const visitor = viewsByVisitor.get(view.visitorId) ?? { email: view.email, views: [] };
    visitor.views.push({ productId, at: view.at.getTime() });
    viewsByVisitor.set(view.visitorId, visitor);
  }
  const purchasesByEmail = new Map<string, ShopperEvent[]>();
  for (const line of data.lines) {
    if (!line.customerEmail) continue;
    const email = line.customerEmail.toLowerCase();
    const events = purchasesByEmail.get(email) ?? [];
    events.push({ kind: 'purchase', productId: line.productId, at: line.placedAt.getTime() });
    purchasesByEmail.set(email, events);
  }
  const shoppers = [...viewsByVisitor.values()].map(({ email, views }) => [
    ...views.map((view): ShopperEvent => ({ kind: 'view', ...view })),
    ...(email ? (purchasesByEmail.get(email.toLowerCase()) ?? []) : []),
  ]);
  const features = data.catalogue.map((product) => ({
    productId: product.productId,
    name: product.name,
    category: product.category,
    brand: product.brand,
    priceOre: Math.min(product.priceOre, product.salePriceOre ?? product.priceOre),
  }));
  const neighbours = new Map<NeighbourSource, Map<string, Scored[]>>([
    ['bought_together', coOccurrenceNeighbours(orderBaskets(data.lines).values(), { keep })],
    [
      'viewed_together',
      coOccurrenceNeighbours(
        [...viewsByVisitor.values()].flatMap((visitor) => visitsOf(visitor.views)),
        { keep },
      ),
    ],
    ['viewed_then_bought', viewedThenBought(shoppers, { keep, windowMs: VIEWED_THEN_BOUGHT_WINDOW_MS })],
    ['similar', similarNeighbours(features, { keep })],
  ]);
  const hits = orderHits(data.lines);
  const categoryOf = new Map(data.catalogue.map((product) => [product.productId, product.category]));
  const viewHits = [...viewsByVisitor.values()].flatMap((visitor) => visitor.views);
  const rankings: Ranking[] = [
    ...bestsellerRankings(hits, categoryOf, now),
    {
      list: 'trending',
      category: '',
      products: trending(hits, {
        now,
        recentDays: RECOMMENDATION_TRENDING_RECENT_DAYS,
        baselineDays: RECOMMENDATION_TRENDING_BASELINE_DAYS,
        keep: RANKING_KEPT,
      }),
    },
    {
      list: 'most_viewed',
      category: '',
      products: mostFrequent(viewHits, { now, days: RECOMMENDATION_POPULAR_DAYS, keep: RANKING_KEPT }),
    },
  ];
  return { neighbours, rankings };
}
