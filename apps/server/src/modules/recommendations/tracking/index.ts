/** Recommendation figures (issue 31): the shop's impressions and clicks, orders attributed, the panel's figures. */

export { recordEmailClick } from './email-clicks';
export { registerRecommendationEventRoutes } from './events-routes';
export { totalRevenue as recommendationRevenue } from './figures';
export { registerRecommendationFigureRoutes } from './figures-routes';
export { attributionListener, pruneClicks } from './jobs';
export { recommendationPrivacyHooks } from './privacy';
