export { type ChatEventMap, ChatEvents } from './events';
export { type ChatGateway, startChatGateway } from './gateway';
export { registerChatRoutes } from './routes';
export * as chatService from './service';
