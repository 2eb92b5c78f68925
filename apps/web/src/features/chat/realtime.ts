import type { ChatMessage, ServerToOperatorEvents, VisitorSummary } from '@butikkpanel/contracts';
import type { OperatorSocket } from '@/lib/socket';
import { useChatStore } from './store/chat-store';

export interface RealtimeHooks {
  /** After every `ready`: the list is fresh, the open conversation's history is reloaded. */
  onReady(): void;
  onVisitorMessage(message: ChatMessage, visitor: VisitorSummary): void;
  /** The server is going away: ask for the list again once connected. */
  onServerReconnect(): void;
  onRefused(message: string): void;
}

/** Every server -> operator event and what it does to the chat store (STYLE.md habit 6). */
export function bindOperatorEvents(socket: OperatorSocket, hooks: RealtimeHooks): () => void {
  const store = useChatStore.getState;
  const handlers: { [E in keyof ServerToOperatorEvents]: ServerToOperatorEvents[E] } = {
    ready: (payload) => {
      store().ready(payload);
      hooks.onReady();
    },
    view: (payload) => store().view(payload),
    messageFromClient: (payload) => {
      store().messageFromClient(payload);
      hooks.onVisitorMessage(payload.message, payload.visitor);
    },
    messageFromOperator: (payload) => store().messageFromOperator(payload),
    clientIsTyping: (payload) => store().clientIsTyping(payload),
    setClientOnlineStatus: (payload) => store().setClientOnlineStatus(payload),
    setAssignee: (payload) => store().setAssignee(payload),
    clientDisconnect: (payload) => store().clientDisconnect(payload),
    reconnect: () => hooks.onServerReconnect(),
    refused: (payload) => {
      store().setConnection('refused');
      hooks.onRefused(payload.message);
    },
  };
  const names = Object.keys(handlers) as (keyof ServerToOperatorEvents)[];
  for (const name of names) socket.on(name, handlers[name] as never);
  return () => {
    for (const name of names) socket.off(name, handlers[name] as never);
  };
}
