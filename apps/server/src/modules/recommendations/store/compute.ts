import {
  RECOMMENDATION_NEIGHBOURS_KEPT,
  RECOMMENDATION_POPULAR_DAYS,
  RECOMMENDATION_TRENDING_BASELINE_DAYS,
  RECOMMENDATION_TRENDING_RECENT_DAYS,
} from '@butikkpanel/contracts';
import type { CatalogueRow, OrderLineRow } from '../../shop-data';
import { type Breather, createBreather } from '../model/breather';
import { BOUGHT_TOGETHER_MIN_SHARED, coOccurrenceNeighbours } from '../model/co-occurrence';
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

/**
 * One visitor's views of product pages since the history's start, in time order (two parallel arrays: ten
 * million views as objects were gigabytes), and the e-mail that links them to the same shopper's orders.
 */
export interface ShopperViews {
  email: string | null;
  products: string[];
  at: number[];
}

/** Each product's page path (page views are stored by path); the first product wins a shared path. */
export function productsByPath(
  catalogue: readonly CatalogueRow[],
  pathOf: (url: string | null) => string | null,
): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const product of catalogue) {
    const path = pathOf(product.url);
    if (path && !byPath.has(path)) byPath.set(path, product.productId);
  }
  return byPath;
}

/** Adds a batch of page views to the visitors' product views; views of other pages are left out. */
export function addProductViews(
  visitors: Map<string, ShopperViews>,
  rows: readonly { visitorId: string; email: string | null; path: string; at: Date }[],
  productByPath: ReadonlyMap<string, string>,
): void {
  for (const row of rows) {
    const productId = productByPath.get(row.path);
    if (!productId) continue;
    let visitor = visitors.get(row.visitorId);
    if (!visitor) {
      visitor = { email: row.email, products: [], at: [] };
      visitors.set(row.visitorId, visitor);
    }
    visitor.products.push(productId);
    visitor.at.push(row.at.getTime());
  }
}

/** Puts a visitor's views in time order (they are read in the order they were stored, nearly always the same). */
function inTimeOrder(visitor: ShopperViews): ShopperViews {
  let sorted = true;
  for (let i = 1; i < visitor.at.length && sorted; i += 1) {
    sorted = (visitor.at[i - 1] as number) <= (visitor.at[i] as number);
  }
  if (sorted) return visitor;
  const order = visitor.at
    .map((_, i) => i)
    .sort((a, b) => (visitor.at[a] as number) - (visitor.at[b] as number));
  return {
    email: visitor.email,
    products: order.map((i) => visitor.products[i] as string),
    at: order.map((i) => visitor.at[i] as number),
  };
}

/** The visitor's product views split into visits at gaps of VISIT_GAP_MS. */
function* visitsOf(visitor: ShopperViews): Generator<string[]> {
  let visit: string[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < visitor.at.length; i += 1) {
    const at = visitor.at[i] as number;
    if (at - last > VISIT_GAP_MS && visit.length > 0) {
      yield visit;
      visit = [];
    }
    visit.push(visitor.products[i] as string);
    last = at;
  }
  if (visit.length > 0) yield visit;
}

/** Every visit of every visitor, one at a time (co-views), so they are never all in memory at once. */
function* allVisits(visitors: Iterable<ShopperViews>): Generator<string[]> {
  for (const visitor of visitors) yield* visitsOf(visitor);
}

/** Each visitor's views and, through their e-mail, their purchases: one shopper's events at a time. */
function* shopperEvents(
  visitors: Iterable<ShopperViews>,
  purchasesByEmail: ReadonlyMap<string, ShopperEvent[]>,
): Generator<ShopperEvent[]> {
  for (const visitor of visitors) {
    const events: ShopperEvent[] = visitor.products.map((productId, i) => ({
      kind: 'view',
      productId,
      at: visitor.at[i] as number,
    }));
    if (visitor.email) events.push(...(purchasesByEmail.get(visitor.email.toLowerCase()) ?? []));
    yield events;
  }
}

/** Every product view as a hit (most viewed). */
function* viewHitsOf(visitors: Iterable<ShopperViews>): Generator<ProductHit> {
  for (const visitor of visitors) {
    for (let i = 0; i < visitor.at.length; i += 1) {
      yield { productId: visitor.products[i] as string, at: visitor.at[i] as number };
    }
  }
}

/**
 * Every model of an account from its catalogue, orders and visitors' product views (read by model-run.ts);
 * a shopper's views and orders meet through the visitor's e-mail. Asynchronous only to give the event loop
 * its turns (`breather`): nothing else is awaited.
 */
export async function computeModels(
  data: { catalogue: CatalogueRow[]; lines: OrderLineRow[]; visitors: Map<string, ShopperViews> },
  now: number,
  breather: Breather = createBreather(),
): Promise<ComputedModels> {
  const keep = RECOMMENDATION_NEIGHBOURS_KEPT;
  const visitors = [...data.visitors.values()].map(inTimeOrder);
  const purchasesByEmail = new Map<string, ShopperEvent[]>();
  for (const line of data.lines) {
    if (!line.customerEmail) continue;
    const email = line.customerEmail.toLowerCase();
    const events = purchasesByEmail.get(email) ?? [];
    events.push({ kind: 'purchase', productId: line.productId, at: line.placedAt.getTime() });
    purchasesByEmail.set(email, events);
  }
  const features = data.catalogue.map((product) => ({
    productId: product.productId,
    name: product.name,
    category: product.category,
    brand: product.brand,
    priceOre: Math.min(product.priceOre, product.salePriceOre ?? product.priceOre),
  }));
  const neighbours = new Map<NeighbourSource, Map<string, Scored[]>>([
    [
      'bought_together',
      await coOccurrenceNeighbours(orderBaskets(data.lines).values(), {
        keep,
        breather,
        minShared: BOUGHT_TOGETHER_MIN_SHARED,
      }),
    ],
    ['viewed_together', await coOccurrenceNeighbours(allVisits(visitors), { keep, breather })],
    [
      'viewed_then_bought',
      await viewedThenBought(shopperEvents(visitors, purchasesByEmail), {
        keep,
        windowMs: VIEWED_THEN_BOUGHT_WINDOW_MS,
        breather,
      }),
    ],
    ['similar', await similarNeighbours(features, { keep, breather })],
  ]);
  const hits = orderHits(data.lines);
  const categoryOf = new Map(data.catalogue.map((product) => [product.productId, product.category]));
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
      products: mostFrequent(viewHitsOf(visitors), {
        now,
        days: RECOMMENDATION_POPULAR_DAYS,
        keep: RANKING_KEPT,
      }),
    },
  ];
  return { neighbours, rankings };
}
