import {
  RECOMMENDATION_FALLBACKS,
  RECOMMENDATION_SHUFFLE_SPREAD,
  type RecommendationAlgorithm,
  type RecommendationReason,
  type RecommendationSource,
} from '@butikkpanel/contracts';
import type { Scored } from './model/types';
import { seededOrder } from './seeded-order';

/** A product's state as of the request: read then, so a product that sold out a minute ago is not shown. */
export interface ProductNow {
  inStock: boolean;
  onSale: boolean;
}

export interface PickRequest {
  algorithm: RecommendationAlgorithm;
  /** Each source's candidates for this request, best first; a source that does not apply gives none. */
  candidates: (source: RecommendationSource) => readonly Scored[];
  count: number;
  inStockOnly: boolean;
  onSaleOnly: boolean;
  /** Never shown: the product being viewed, the cart's products, hidden products, products already on the page. */
  exclude: ReadonlySet<string>;
  /** The product now; undefined when it is no longer in the catalogue. */
  productNow: (productId: string) => ProductNow | undefined;
  /** Every product id of the catalogue, when "fill random" is on: the top-up draws from it. */
  fillRandomFrom: readonly string[] | null;
  /** With shuffle on: the same seed (the widget and the visit) gives the same rotation. */
  shuffleSeed: string | null;
}

/** A product in the answer and why it is there (the preview shows it). */
export interface Pick {
  productId: string;
  reason: RecommendationReason;
  score: number;
  /** True when a fallback gave it, not the widget's own algorithm. */
  fallback: boolean;
}

/** The sources that are the algorithm itself: bestsellers reads its category's first, and that is not a fallback. */
function ownSources(algorithm: RecommendationAlgorithm): ReadonlySet<RecommendationSource> {
  return algorithm === 'bestsellers'
    ? new Set<RecommendationSource>(['bestsellers_in_category', 'bestsellers'])
    : new Set<RecommendationSource>([algorithm]);
}

/**
 * The products of one widget: along the algorithm's fallback chain, each candidate that may be shown now
 * (in the catalogue, in stock and on sale when the widget asks, not excluded, not already picked), until
 * `count`. Shuffle rotates among the first `count × spread` of them; "fill random" tops up to exactly
 * `count` when the catalogue has that many eligible products.
 */
export function pickRecommendations(request: PickRequest): Pick[] {
  const own = ownSources(request.algorithm);
  const wanted = request.shuffleSeed === null ? request.count : request.count * RECOMMENDATION_SHUFFLE_SPREAD;
  const picked: Pick[] = [];
  const taken = new Set<string>();
  const eligible = (productId: string) => {
    if (taken.has(productId) || request.exclude.has(productId)) return false;
    const now = request.productNow(productId);
    if (now === undefined) return false;
    if (request.inStockOnly && !now.inStock) return false;
    if (request.onSaleOnly && !now.onSale) return false;
    return true;
  };
  for (const source of RECOMMENDATION_FALLBACKS[request.algorithm]) {
    if (picked.length >= wanted) break;
    for (const candidate of request.candidates(source)) {
      if (picked.length >= wanted) break;
      if (!eligible(candidate.productId)) continue;
      taken.add(candidate.productId);
      picked.push({ ...candidate, reason: source, fallback: !own.has(source) });
    }
  }
  const shown =
    request.shuffleSeed === null ? picked : seededOrder(picked, request.shuffleSeed).slice(0, request.count);
  if (request.fillRandomFrom !== null && shown.length < request.count) {
    const seed = request.shuffleSeed ?? `${request.algorithm}:${request.count}`;
    const shownIds = new Set(shown.map((pick) => pick.productId));
    for (const productId of seededOrder(request.fillRandomFrom, seed)) {
      if (shown.length >= request.count) break;
      if (shownIds.has(productId) || !eligible(productId)) continue;
      shownIds.add(productId);
      shown.push({ productId, reason: 'random', score: 0, fallback: true });
    }
  }
  return shown;
}
