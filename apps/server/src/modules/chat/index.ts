export { type ChatGateway, startChatGateway } from './gateway';
export { registerChatRoutes } from './routes';
export * as chatService from './service';
export { VISITOR_UID_PATTERN, type VisitorAccess, visitorAccess } from './visitor-access';
