import { EventEmitter } from 'node:events';
import type { ChatMessage, Visitor, VisitorSummary } from '@butikkpanel/contracts';

/**
 * What the chat domain tells the realtime gateway after it has stored something. The gateway turns these
 * into socket.io broadcasts to the account's rooms (which the Redis adapter fans out across instances).
 */
export interface ChatEventMap {
  visitorChanged: { accountId: number; visitor: Visitor };
  visitorLeft: { accountId: number; uid: string; started: boolean };
  message: { accountId: number; message: ChatMessage; visitor: VisitorSummary };
  assigned: { accountId: number; uid: string; assigneeId: string | 0 };
  /** `wasOpen`: the conversation was started, so the visitor is told it was closed. */
  closed: { accountId: number; uid: string; visitor: Visitor; wasOpen: boolean };
  /** Staff deactivated the account: its widget stops, open visitor sockets included. */
  accountDeactivated: { accountId: number };
}

export class ChatEvents {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof ChatEventMap>(name: K, payload: ChatEventMap[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof ChatEventMap>(name: K, listener: (payload: ChatEventMap[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
