/**
 * Recommendations (issue 31, docs/recommendations.md). The models are computed from the shop's orders and
 * page views; `pickRecommendations` applies a widget's fallback chain and read-time filters to them.
 */
export { coOccurrenceNeighbours, MAX_BASKET_SIZE } from './model/co-occurrence';
export { type HeldOutCase, hitRateAt, ndcgAt } from './model/evaluate';
export { historyWeights, neighboursOfMany, type WeightedProduct } from './model/item-to-item';
export { mostFrequent, newest, type ProductHit, trending } from './model/popularity';
export { nameWords, type ProductFeatures, similarity, similarNeighbours } from './model/similar';
export { type Scored, topScored } from './model/types';
export { type ShopperEvent, viewedThenBought } from './model/viewed-then-bought';
export { type Pick, type PickRequest, type ProductNow, pickRecommendations } from './pick';
export { registerRecommendationWidgetRoutes } from './widgets-routes';
