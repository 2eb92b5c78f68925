/** The widget's realtime client without any DOM, for Node (the server's protocol tests drive it with `ws`). */
export { ChatSession, type PageInfo, type PendingMessage, type SessionOptions } from './chat-session';
export { RECONNECT_DELAY_MS, TYPING_TIMEOUT_MS } from './constants';
export { nodeWebSocket } from './node-websocket';
export { NamespaceSocket, type WebSocketFactory, type WebSocketLike } from './socket-client';
export { memoryStore } from './storage';
