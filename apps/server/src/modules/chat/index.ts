export { emailsVisitedSinceSql } from './audience-facts';
export { type ChatGateway, startChatGateway } from './gateway';
export {
  findVerifiedVisitorEmail,
  findVisitorEmailsByUid,
  findVisitorIdByUid,
  findVisitorPageViews,
  type PageViewRow,
  readPageViewsPage,
} from './recommendation-views';
export { registerChatRoutes } from './routes';
export * as chatService from './service';
export {
  findCartsPerDay,
  findFirstPageViewAt,
  findPageViewsPerMinute,
  findViewsPerDay,
  findWidgetOrigins,
} from './stats';
export { allowShopPage, VISITOR_UID_PATTERN, type VisitorAccess, visitorAccess } from './visitor-access';
