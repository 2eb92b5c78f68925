import type { AppDeps } from '../../app-deps';
import { modelRunJob, nightlyJob, nightlySchedule, orderListener } from './store/jobs';
import { attributionListener, recommendationPrivacyHooks } from './tracking';

export { RECOMMENDATION_EVENT_REQUESTS_PER_MINUTE } from '@butikkpanel/contracts';
export { seedDemoRecommendations } from './demo-seed';
export { drawEmailWidget, type EmailWidgetPlan, planEmailWidget } from './email/email-widgets';
/**
 * Recommendations (issue 31, docs/recommendations.md). The models are computed from the shop's orders and
 * page views; `pickRecommendations` applies a widget's fallback chain and read-time filters to them.
 */
export { emailRecommendations } from './email/port';
export { coOccurrenceNeighbours, MAX_BASKET_SIZE } from './model/co-occurrence';
export { type HeldOutCase, hitRateAt, ndcgAt } from './model/evaluate';
export { historyWeights, neighboursOfMany, type WeightedProduct } from './model/item-to-item';
export { mostFrequent, newest, type ProductHit, trending } from './model/popularity';
export { nameWords, type ProductFeatures, similarity, similarNeighbours } from './model/similar';
export { type Scored, topScored } from './model/types';
export { type ShopperEvent, viewedThenBought } from './model/viewed-then-bought';
export { type Pick, type PickRequest, type ProductNow, pickRecommendations } from './pick';
export {
  type RecommendContext,
  type RecommendedProduct,
  recommendFor,
  type WidgetFields,
} from './read/read-path';
export { formatKroner } from './render/kroner';
export {
  RecommendationRenderError,
  type RecommendationRenderProblem,
  type RenderableWidget,
  type RenderedRecommendations,
  recommendationTemplateSource,
  renderRecommendations,
} from './render/render';
export { renderSearch, type SearchToDraw, searchTemplateSource } from './render/render-search';
export { DEFAULT_TEMPLATE_SOURCES, SEARCH_TEMPLATE_SOURCES, type TemplateSource } from './render/templates';
export { RECOMMENDATION_PAGES_PER_MINUTE, registerRecommendationShopRoutes } from './shop-routes';
export { RECOMMENDATION_MODELS_AT } from './store/jobs';
export { findRunRecord } from './store/stored-models';
export { registerRecommendationTemplateRoutes } from './templates/routes';
export { checkSearchTemplate, drawSearchAnswer } from './templates/search-draw';
export { plugSearchTemplateUsers } from './templates/service';
export { recommendationRevenue, recordEmailClick } from './tracking';
export { registerRecommendationWidgetRoutes } from './widgets-routes';

/**
 * The models on the job layer: each account's full run every night (and on demand as a
 * recommendations.model_run job), an order's products updated as the order comes in, and the order's lines
 * attributed to the widgets they were clicked in.
 */
export function registerRecommendationModels(deps: AppDeps): void {
  deps.platform.register({
    name: 'recommendations',
    jobs: [modelRunJob(deps.clock), nightlyJob(deps.platform.jobs)],
    schedules: [nightlySchedule],
    listeners: [orderListener, attributionListener],
    privacy: recommendationPrivacyHooks,
  });
}
