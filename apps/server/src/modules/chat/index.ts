export { type ChatEventMap, ChatEvents } from './events';
export { registerChatRoutes } from './routes';
export * as chatService from './service';
