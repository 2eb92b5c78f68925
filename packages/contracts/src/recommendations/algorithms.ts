/**
 * Recommendation algorithms (issue 31, docs/recommendations.md): what each needs from the page, and the
 * sources it falls back on when its own answer is too short, so a widget is never empty.
 */

/** The algorithms a recommendation widget can use (spec section 3, "algorithm"). */
export const RECOMMENDATION_ALGORITHMS = [
  'bestsellers',
  'trending',
  'newest',
  'most_viewed',
  'bought_together',
  'viewed_together',
  'viewed_then_bought',
  'similar',
  'cart_complements',
  'recently_viewed',
  'personal',
  'manual',
] as const;
export type RecommendationAlgorithm = (typeof RECOMMENDATION_ALGORITHMS)[number];

/**
 * Where candidates come from: every algorithm is a source of its own, and a category's bestsellers is the
 * step between the product-based ones and the shop's bestsellers.
 */
export type RecommendationSource = RecommendationAlgorithm | 'bestsellers_in_category';

/** Why a product is in a widget: the source that gave it, or `random` when "fill random" topped it up. */
export type RecommendationReason = RecommendationSource | 'random';

/** What an algorithm reads from the page (or, in an e-mail, from the recipient). */
export type RecommendationContext = 'none' | 'product' | 'cart' | 'visitor';

export const RECOMMENDATION_CONTEXT: Record<RecommendationAlgorithm, RecommendationContext> = {
  bestsellers: 'none',
  trending: 'none',
  newest: 'none',
  most_viewed: 'none',
  bought_together: 'product',
  viewed_together: 'product',
  viewed_then_bought: 'product',
  similar: 'product',
  cart_complements: 'cart',
  recently_viewed: 'visitor',
  personal: 'visitor',
  manual: 'none',
};

/**
 * Each algorithm's own source first, then its fallbacks in order. Every chain ends with the shop's newest
 * products, which any shop with a catalogue has. `bestsellers_in_category` uses the category of the page, or
 * of the product the widget is about, and is skipped where there is none.
 */
export const RECOMMENDATION_FALLBACKS: Record<RecommendationAlgorithm, readonly RecommendationSource[]> = {
  bestsellers: ['bestsellers_in_category', 'bestsellers', 'newest'],
  trending: ['trending', 'bestsellers', 'newest'],
  newest: ['newest'],
  most_viewed: ['most_viewed', 'bestsellers', 'newest'],
  bought_together: [
    'bought_together',
    'viewed_together',
    'similar',
    'bestsellers_in_category',
    'bestsellers',
    'newest',
  ],
  viewed_together: ['viewed_together', 'similar', 'bestsellers_in_category', 'bestsellers', 'newest'],
  viewed_then_bought: [
    'viewed_then_bought',
    'bought_together',
    'similar',
    'bestsellers_in_category',
    'bestsellers',
    'newest',
  ],
  similar: ['similar', 'bestsellers_in_category', 'bestsellers', 'newest'],
  cart_complements: ['cart_complements', 'bestsellers', 'newest'],
  recently_viewed: ['recently_viewed', 'most_viewed', 'newest'],
  personal: ['personal', 'trending', 'bestsellers', 'newest'],
  manual: ['manual', 'bestsellers', 'newest'],
};

/** Number of products and products per row (spec section 3; issue 31). */
export const RECOMMENDATION_PRODUCTS_MIN = 1;
export const RECOMMENDATION_PRODUCTS_MAX = 50;
export const RECOMMENDATION_PER_ROW_MAX = 6;

/** Bestsellers and most viewed count the last 30 days; trending compares the last 7 with the 28 before. */
export const RECOMMENDATION_POPULAR_DAYS = 30;
export const RECOMMENDATION_TRENDING_RECENT_DAYS = 7;
export const RECOMMENDATION_TRENDING_BASELINE_DAYS = 28;

/** Neighbours kept per product in a model, and how many top candidates shuffle rotates among (per product shown). */
export const RECOMMENDATION_NEIGHBOURS_KEPT = 50;
export const RECOMMENDATION_SHUFFLE_SPREAD = 3;
