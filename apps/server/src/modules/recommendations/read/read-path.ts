import {
  RECOMMENDATION_FALLBACKS,
  RECOMMENDATION_SHUFFLE_SPREAD,
  type RecommendationAlgorithm,
  type RecommendationReason,
  type RecommendationSource,
} from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform';
import { findVerifiedVisitorEmail, findVisitorPageViews } from '../../chat';
import {
  findEligibleProducts,
  findNewest,
  findProductsByPaths,
  findPurchasedProducts,
  isOnSale,
  type ProductState,
} from '../../shop-data';
import { historyWeights, neighboursOfMany, type WeightedProduct } from '../model/item-to-item';
import type { Scored } from '../model/types';
import { pickRecommendations } from '../pick';
import { type NeighbourSource, RANKING_KEPT, type RankingList } from '../store/compute';
import { type PageReads, pageReads } from './page-reads';

/** The widget's fields the answer depends on (spec section 3), whichever table holds the widget. */
export interface WidgetFields {
  algorithm: RecommendationAlgorithm;
  count: number;
  in_stock_only: boolean;
  on_sale_only: boolean;
  shuffle: boolean;
  fill_random: boolean;
  /** The manual algorithm's list, in its order. */
  manual_products: readonly string[];
}

/** What the page (or, in an e-mail, the recipient) tells about the request. */
export interface RecommendContext {
  productId?: string;
  categoryKey?: string;
  cartProductIds?: readonly string[];
  visitorId?: string;
  customerEmail?: string;
  /** The products the page's other widgets already show. */
  excludeIds?: readonly string[];
  /** Shuffle's seed (the widget and the visit); the visitor when not given. */
  shuffleSeed?: string;
  /** The account's products never to recommend. */
  hiddenProductIds?: ReadonlySet<string>;
}

export interface RecommendedProduct {
  productId: string;
  name: string;
  url: string | null;
  imageUrl: string | null;
  priceOre: number;
  salePriceOre: number | null;
  reason: RecommendationReason;
  score: number;
  fallback: boolean;
}

/** The history a personal answer weighs: the latest views and purchases. */
const HISTORY_LIMIT = 100;
/** Personal reads the neighbours of at most this many of the shopper's products, those weighing most. */
const PERSONAL_ANCHORS = 20;
/** A shopper's event counts half for every 14 days it is old (docs/recommendations.md, personal). */
const HISTORY_HALF_LIFE_DAYS = 14;
const PRODUCT_SOURCES: readonly NeighbourSource[] = [
  'bought_together',
  'viewed_together',
  'viewed_then_bought',
  'similar',
];

/**
 * A widget's candidates and their states read for one request, not yet picked: a page reads all its widgets'
 * at once and then picks them one after the other (recommendPage), each without the products the widgets
 * before it show.
 */
export interface PreparedRecommendation {
  widget: WidgetFields;
  candidates: Partial<Record<RecommendationSource, readonly Scored[]>>;
  states: Map<string, ProductState>;
  exclude: ReadonlySet<string>;
  shuffleSeed: string | null;
}

/**
 * One widget's products for one request: the stored neighbours and rankings its fallback chain needs,
 * each product's state read now (stock, sale price: a product that sold out a minute ago is not shown),
 * never the viewed product, the cart's products, hidden products or the page's other widgets' products.
 */
export async function recommendFor(
  db: Database,
  accountId: number,
  widget: WidgetFields,
  context: RecommendContext,
  clock: Clock,
): Promise<RecommendedProduct[]> {
  return pickPrepared(db, accountId, await prepareRecommendation(db, accountId, widget, context, clock));
}

/**
 * Reads what `recommendFor` picks from. `reserve`: how many products widgets picked before this one may still
 * take away (their counts), so enough states are read that the pick comes out the same as if it had been told
 * them beforehand. `reads`: the request's reads, shared by the widgets of one page.
 */
export async function prepareRecommendation(
  db: Database,
  accountId: number,
  widget: WidgetFields,
  context: RecommendContext,
  clock: Clock,
  reserve = 0,
  reads: PageReads = pageReads(db, accountId),
): Promise<PreparedRecommendation> {
  const chain = RECOMMENDATION_FALLBACKS[widget.algorithm];
  const uses = (source: RecommendationSource) => chain.includes(source);
  const cart = [...new Set(context.cartProductIds ?? [])];
  // Independent reads go out together (on PostgreSQL each on its own connection): a request's time is the
  // two rounds, not the sum of every query.
  const [anchorStates, history] = await Promise.all([
    context.productId && !context.categoryKey && uses('bestsellers_in_category')
      ? reads.productStates([context.productId])
      : Promise.resolve(new Map<string, ProductState>()),
    uses('personal') || uses('recently_viewed') ? shopperHistory(db, accountId, context, clock) : null,
  ]);
  const category =
    context.categoryKey ?? (context.productId ? anchorStates.get(context.productId)?.category : null) ?? null;
  const sources = new Set<NeighbourSource>();
  const about = new Set<string>();
  if (context.productId) {
    for (const source of PRODUCT_SOURCES) if (uses(source)) sources.add(source);
    about.add(context.productId);
  }
  if (uses('cart_complements') && cart.length > 0) {
    sources.add('bought_together');
    for (const id of cart) about.add(id);
  }
  if (uses('personal') && history && history.weights.length > 0) {
    sources.add('bought_together').add('viewed_together');
    for (const { productId } of history.weights) about.add(productId);
  }
  const lists: RankingList[] = [];
  if (uses('bestsellers') || uses('bestsellers_in_category')) lists.push('bestsellers');
  if (uses('trending')) lists.push('trending');
  if (uses('most_viewed')) lists.push('most_viewed');
  const [neighbours, rankings, newest] = await Promise.all([
    reads.neighbours([...sources], [...about]),
    reads.rankings(lists, category ? [category] : []),
    uses('newest') ? findNewest(db, accountId, RANKING_KEPT) : [],
  ]);
  const ranking = (list: RankingList, inCategory = '') =>
    rankings.find((row) => row.list === list && row.category === inCategory)?.products ?? [];

  const ownNeighbours = (source: NeighbourSource) =>
    context.productId ? (neighbours.get(source)?.get(context.productId) ?? []) : [];
  const of = (source: NeighbourSource) => (productId: string) => neighbours.get(source)?.get(productId);
  const candidates: Partial<Record<RecommendationSource, readonly Scored[]>> = {
    bestsellers: ranking('bestsellers'),
    bestsellers_in_category: category ? ranking('bestsellers', category) : [],
    trending: ranking('trending'),
    most_viewed: ranking('most_viewed'),
    newest: newest.map((productId, i) => ({ productId, score: newest.length - i })),
    manual: widget.manual_products.map((productId, i) => ({
      productId,
      score: widget.manual_products.length - i,
    })),
    bought_together: ownNeighbours('bought_together'),
    viewed_together: ownNeighbours('viewed_together'),
    viewed_then_bought: ownNeighbours('viewed_then_bought'),
    similar: ownNeighbours('similar'),
    cart_complements: neighboursOfMany(
      cart.map((productId) => ({ productId, weight: 1 })),
      of('bought_together'),
      RANKING_KEPT,
    ),
    recently_viewed: history?.recentlyViewed ?? [],
    personal: history
      ? neighboursOfMany(
          history.weights,
          (productId) => [
            ...(of('bought_together')(productId) ?? []),
            ...(of('viewed_together')(productId) ?? []),
          ],
          RANKING_KEPT,
        )
      : [],
  };

  const exclude = new Set<string>([
    ...cart,
    ...(context.excludeIds ?? []),
    ...(context.hiddenProductIds ?? []),
  ]);
  if (context.productId) exclude.add(context.productId);
  const states = await statesOfFirstEligible(reads, widget, exclude, chain, candidates, reserve);
  return {
    widget,
    candidates,
    states,
    exclude,
    shuffleSeed: widget.shuffle ? (context.shuffleSeed ?? context.visitorId ?? 'visit') : null,
  };
}

/** The pick from what was read, also without `alsoExclude` (the products the page's earlier widgets show). */
export async function pickPrepared(
  db: Database,
  accountId: number,
  prepared: PreparedRecommendation,
  alsoExclude: readonly string[] = [],
): Promise<RecommendedProduct[]> {
  const { widget, candidates, states } = prepared;
  const exclude =
    alsoExclude.length === 0 ? prepared.exclude : new Set([...prepared.exclude, ...alsoExclude]);
  const request = {
    algorithm: widget.algorithm,
    candidates: (source: RecommendationSource) => candidates[source] ?? [],
    count: widget.count,
    inStockOnly: widget.in_stock_only,
    onSaleOnly: widget.on_sale_only,
    exclude,
    productNow: (productId: string) => {
      const state = states.get(productId);
      return state ? { inStock: state.inStock, onSale: isOnSale(state) } : undefined;
    },
    fillRandomFrom: null as string[] | null,
    shuffleSeed: prepared.shuffleSeed,
  };
  let picks = pickRecommendations(request);
  if (widget.fill_random && picks.length < widget.count) {
    // Only when the chain came up short: the catalogue is read in full for the top-up and no other time.
    const eligible = await findEligibleProducts(db, accountId, {
      inStockOnly: widget.in_stock_only,
      onSaleOnly: widget.on_sale_only,
    });
    for (const product of eligible) states.set(product.productId, product);
    picks = pickRecommendations({ ...request, fillRandomFrom: eligible.map((product) => product.productId) });
  }
  return picks.flatMap((pick) => {
    const state = states.get(pick.productId) as ProductState | undefined;
    if (!state) return [];
    const { name, url, imageUrl, priceOre, salePriceOre } = state;
    return [{ ...pick, name, url, imageUrl, priceOre, salePriceOre }];
  });
}

/**
 * The state now (stock, price) of the chain's candidates, in the order the pick walks them, read a prefix at a
 * time until it holds as many eligible products as the pick takes (the widget's count, times the shuffle's
 * spread) or the chain ends. The pick then answers as if every candidate had been read: it takes the first
 * eligible ones in this order. Reading all of them (up to about 800: three ranked lists of 200 and the
 * neighbours) was most of a request's time on a large catalogue (bench/recommendations).
 */
async function statesOfFirstEligible(
  reads: PageReads,
  widget: WidgetFields,
  exclude: ReadonlySet<string>,
  chain: readonly RecommendationSource[],
  candidates: Partial<Record<RecommendationSource, readonly Scored[]>>,
  reserve: number,
): Promise<Map<string, ProductState>> {
  const wanted = (widget.shuffle ? widget.count * RECOMMENDATION_SHUFFLE_SPREAD : widget.count) + reserve;
  const states = new Map<string, ProductState>();
  // The chain's candidates in the pick's order, each once, walked only as far as the reads go (most pages
  // need the first few dozen of up to about 800).
  const walk = (function* () {
    const seen = new Set<string>();
    for (const source of chain)
      for (const { productId } of candidates[source] ?? []) {
        if (seen.has(productId)) continue;
        seen.add(productId);
        yield productId;
      }
  })();
  let eligible = 0;
  let batch = wanted * 2 + 10;
  let ended = false;
  while (!ended && eligible < wanted) {
    const next: string[] = [];
    for (let taken = 0; taken < batch; taken++) {
      const step = walk.next();
      if (step.done) {
        ended = true;
        break;
      }
      if (!exclude.has(step.value)) next.push(step.value);
    }
    batch *= 2;
    for (const [productId, state] of await reads.productStates(next)) {
      states.set(productId, state);
      if (widget.in_stock_only && !state.inStock) continue;
      if (widget.on_sale_only && !isOnSale(state)) continue;
      eligible += 1;
    }
  }
  return states;
}

/** The visitor's views (latest first) and the customer's purchases, as recently viewed and as weights. */
async function shopperHistory(db: Database, accountId: number, context: RecommendContext, clock: Clock) {
  // Two rounds of two reads: the views and whose they are, then which products those are and what was bought.
  const [pageViews, email] = await Promise.all([
    context.visitorId ? findVisitorPageViews(db, accountId, context.visitorId, HISTORY_LIMIT) : [],
    // In an e-mail the recipient's address; in the shop the visitor's, when the shop signed it.
    context.customerEmail ??
      (context.visitorId ? findVerifiedVisitorEmail(db, accountId, context.visitorId) : null),
  ]);
  const [productByPath, purchases] = await Promise.all([
    findProductsByPaths(
      db,
      accountId,
      pageViews.map((view) => view.path),
    ),
    email ? findPurchasedProducts(db, accountId, email, HISTORY_LIMIT) : [],
  ]);
  const views = pageViews.flatMap((view) => {
    const productId = productByPath.get(view.path);
    return productId ? [{ productId, at: view.at }] : [];
  });
  const seen = new Set<string>();
  const recentlyViewed: Scored[] = [];
  for (const view of views) {
    if (seen.has(view.productId)) continue;
    seen.add(view.productId);
    recentlyViewed.push({ productId: view.productId, score: view.at.getTime() });
  }
  const weights: WeightedProduct[] = historyWeights(
    [
      ...views.map((view) => ({ kind: 'view' as const, productId: view.productId, at: view.at.getTime() })),
      ...purchases.map((p) => ({ kind: 'purchase' as const, productId: p.productId, at: p.at.getTime() })),
    ],
    { now: clock.now().getTime(), halfLifeDays: HISTORY_HALF_LIFE_DAYS },
  );
  // The products that say most about the shopper: each one's neighbour lists are read at the request.
  weights.sort((a, b) => b.weight - a.weight || (a.productId < b.productId ? -1 : 1));
  return { recentlyViewed, weights: weights.slice(0, PERSONAL_ANCHORS) };
}
