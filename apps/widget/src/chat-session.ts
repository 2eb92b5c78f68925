import type {
  AckAnswer,
  CartLine,
  ChatMessage,
  VisitorHelloAnswer,
  WidgetOrderInput,
} from '@butikkpanel/contracts';
import {
  chatImagePath,
  isChatImageId,
  VISITOR_UID_HEADER,
  visitorImageUploadPath,
} from '@butikkpanel/contracts/chat/widget';
import { RECONNECT_DELAY_MS, RESYNC_SPREAD_MAX_MS } from './constants';
import { NamespaceSocket, type WebSocketFactory } from './socket-client';
import { type KeyValueStore, randomId } from './storage';
import { TEXTS } from './texts';

export const VISITOR_NAMESPACE = '/visitor';

/** What `Butikkpanel.identify` takes; `signature` is the shop's HMAC of the e-mail (verified identities). */
export interface Identity {
  name?: string;
  email?: string;
  signature?: string;
}

export interface PageInfo {
  path: string;
  url: string;
  title: string;
}

/** A message the visitor wrote that the server has not stored yet (or refused). */
export interface PendingMessage {
  client_id: string;
  text: string;
  created_at: string;
  error?: string;
  /** An image message: true while its file is uploading; then `image` is the uploaded image's id. */
  uploading?: boolean;
  image?: string;
}

/** The browser's fetch; in Node (the server's tests) one that adds the Origin header a browser would send. */
export type UploadFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface SessionOptions {
  origin: string;
  account: number;
  uid: string;
  store: KeyValueStore;
  page: () => PageInfo | undefined;
  isMobile: boolean;
  createWebSocket?: WebSocketFactory;
  reconnectDelayMs?: number;
  fetch?: UploadFetch;
  /** Where the visitor came from (utm_source or the referring page), sent with an order. */
  attribution?: () => { source?: string; referrer?: string };
}

type Answer<T> = AckAnswer<T>;

/**
 * The visitor's side of a conversation: connects, says hello after every (re)connect and merges the
 * history by message id, resends what was not stored yet (same client_id, so stored once), and keeps
 * page, cart and typing in step with the server (docs/realtime.md, visitor namespace).
 */
export class ChatSession {
  readonly socket: NamespaceSocket;
  readonly messages = new Map<string, ChatMessage>();
  readonly pending = new Map<string, PendingMessage>();
  operatorsOnline: number | null = null;
  operatorTyping = false;
  /** An operator closed the conversation (the widget says so until the visitor or an operator writes again). */
  closedByOperator = false;
  /**
   * An operator has written in this conversation (live or in the history): the panel no longer asks for
   * name and e-mail. Until the operator closes the conversation.
   */
  operatorAnswered = false;
  refused: string | null = null;
  private greeted = false;
  private resyncTimer: ReturnType<typeof setTimeout> | undefined;
  private identity: Identity | null = null;
  private cart: CartLine[] | null = null;
  private cartSent = '';
  private pageSent = '';
  /** Orders reported but not yet answered by the server: sent again after a reconnect (stored once per id). */
  private readonly orders = new Map<
    string,
    { order: WidgetOrderInput; settle: (ok: boolean) => void; done: Promise<boolean> }
  >();
  private readonly changeListeners = new Set<() => void>();
  private readonly messageListeners = new Set<(message: ChatMessage) => void>();

  constructor(private readonly options: SessionOptions) {
    this.socket = new NamespaceSocket({
      origin: options.origin,
      nsp: VISITOR_NAMESPACE,
      auth: () => ({ account: options.account, uid: options.uid }),
      reconnectDelayMs: options.reconnectDelayMs ?? RECONNECT_DELAY_MS,
      ...(options.createWebSocket ? { createWebSocket: options.createWebSocket } : {}),
    });
    this.socket.onConnect = () => void this.greet();
    this.socket.onDisconnect = () => {
      this.operatorTyping = false;
      this.changed();
    };
    this.socket.onRefused = (message) => {
      this.refused = message || 'refused';
      this.changed();
    };
    this.socket.on<{ message: ChatMessage }>('message', ({ message }) => this.merge([message], true));
    this.socket.on<{ isTyping: number }>('operatorTyping', ({ isTyping }) => {
      this.operatorTyping = isTyping === 1;
      this.changed();
    });
    this.socket.on<{ count: number }>('operatorsOnline', ({ count }) => {
      this.operatorsOnline = count;
      this.changed();
    });
    // The server lost broadcasts (its Redis was away): hello again fills the gap from the history, at a
    // random moment within the spread the server asks for, so its widgets do not all ask at once.
    this.socket.on<{ within?: unknown }>('resync', ({ within }) => {
      const spread = typeof within === 'number' ? Math.min(RESYNC_SPREAD_MAX_MS, Math.max(0, within)) : 0;
      clearTimeout(this.resyncTimer);
      this.resyncTimer = setTimeout(() => {
        if (this.connected) void this.greet();
      }, Math.random() * spread);
    });
    this.socket.on('conversationClosed', () => {
      this.closedByOperator = true;
      this.operatorAnswered = false;
      this.operatorTyping = false;
      this.changed();
    });
  }

  get uid(): string {
    return this.options.uid;
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  start(): void {
    this.socket.open();
  }

  stop(): void {
    clearTimeout(this.resyncTimer);
    this.socket.close();
  }

  /** Re-renders: anything shown may have changed. */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** A message new to this page: live, or stored while the connection was away (not the first history). */
  onMessage(listener: (message: ChatMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Stored messages by time, then what is still on its way. */
  list(): Array<ChatMessage | PendingMessage> {
    const stored = [...this.messages.values()].sort(
      (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
    );
    return [...stored, ...this.pending.values()];
  }

  /** Operator messages newer than the last time the visitor had the panel open. */
  unread(): number {
    const seen = this.options.store.get(this.key('seen')) ?? '';
    return [...this.messages.values()].filter((m) => m.from !== '0' && m.created_at > seen).length;
  }

  markSeen(): void {
    const newest = [...this.messages.values()].reduce(
      (max, m) => (m.created_at > max ? m.created_at : max),
      '',
    );
    if (newest && newest > (this.options.store.get(this.key('seen')) ?? '')) {
      this.options.store.set(this.key('seen'), newest);
      this.changed();
    }
  }

  /** Sends a message; whitespace-only text is not sent (resolves null). Resent after a reconnect until stored. */
  async send(text: string): Promise<ChatMessage | null> {
    const trimmed = String(text ?? '').trim();
    if (!trimmed) return null;
    this.closedByOperator = false;
    const pending: PendingMessage = {
      client_id: randomId(),
      text: trimmed,
      created_at: new Date().toISOString(),
    };
    this.pending.set(pending.client_id, pending);
    this.changed();
    return this.deliver(pending);
  }

  /**
   * Sends a jpg or png (the panel has checked type and size) as a message of its own: uploads it, then sends
   * the message that refers to it, with a client_id like any message. A refused upload shows the server's
   * error on the pending message. Resolves with the stored message, or null.
   */
  async sendImage(file: Blob): Promise<ChatMessage | null> {
    this.closedByOperator = false;
    const pending: PendingMessage = {
      client_id: randomId(),
      text: '',
      created_at: new Date().toISOString(),
      uploading: true,
    };
    this.pending.set(pending.client_id, pending);
    this.changed();
    const { origin, account, uid } = this.options;
    const upload = this.options.fetch ?? ((url, init) => fetch(url, init));
    type UploadAnswer = { data?: { id?: unknown }; error?: { message?: unknown } } | null;
    let answer: UploadAnswer = null;
    try {
      const response = await upload(`${origin}${visitorImageUploadPath(account)}`, {
        method: 'POST',
        headers: { 'content-type': file.type, [VISITOR_UID_HEADER]: uid },
        body: file,
      });
      answer = (await response.json()) as UploadAnswer;
    } catch {
      // No answer at all: refused below with the widget's own text.
    }
    pending.uploading = false;
    const id = answer?.data?.id;
    if (!isChatImageId(id)) {
      const message = answer?.error?.message;
      pending.error = typeof message === 'string' && message ? message : TEXTS.uploadFailed;
      this.changed();
      return null;
    }
    pending.image = id;
    return this.deliver(pending);
  }

  /** Where an image of this account is shown from: this server's address for it, never one a message brought. */
  imageUrl(imageId: string): string | null {
    return isChatImageId(imageId)
      ? `${this.options.origin}${chatImagePath(this.options.account, imageId)}`
      : null;
  }

  /**
   * Name and e-mail, so an operator can answer by e-mail; before the connection it goes with hello. The
   * shop's `signature` of the e-mail (docs/widget.md) makes it a verified identity on the server.
   */
  async identify(details: Identity): Promise<Answer<undefined>> {
    this.identity = details;
    if (!this.connected) return { ok: true };
    const answer = await this.socket.ask<Answer<undefined>>('identify', details);
    if (answer.ok) this.identified(details);
    return answer;
  }

  /** The e-mail the visitor gave on this device, if any. */
  identifiedEmail(): string | null {
    return this.options.store.get(this.key('email'));
  }

  /** The cart's total in kroner as the shop last told it with setCart; null before it has (popup cart rules). */
  cartTotal(): number | null {
    return (
      this.cart?.reduce((sum, line) => sum + (Number(line.quantity) * Number(line.price) || 0), 0) ?? null
    );
  }

  /** The cart's product ids as the shop last told them with setCart; null before it has (recommendations). */
  cartIds(): string[] | null {
    return this.cart?.map((line) => line.id) ?? null;
  }

  setCart(lines: CartLine[]): void {
    this.cart = lines.map(({ id, name, quantity, price }) => ({ id: String(id), name, quantity, price }));
    this.sendCart();
  }

  /**
   * The order the shop's confirmation page reports. Resolves true once the server has it (stored, or known
   * already), false when it was refused; before the connection it waits and goes after hello.
   */
  order(details: WidgetOrderInput): Promise<boolean> {
    const id = String(details?.id ?? '');
    const known = this.orders.get(id);
    if (known) return known.done;
    let settle: (ok: boolean) => void = () => {};
    const done = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    this.orders.set(id, { order: { ...this.options.attribution?.(), ...details }, settle, done });
    void this.deliverOrder(id);
    return done;
  }

  /** A page view (SPA navigation); the same page twice in a row is reported once. */
  page(): void {
    const page = this.options.page();
    if (!page || !this.connected || JSON.stringify(page) === this.pageSent) return;
    this.pageSent = JSON.stringify(page);
    this.socket.emit('page', page);
  }

  /** False when not connected (then nothing was sent). */
  typing(status: 0 | 1): boolean {
    return this.socket.emit('typing', { status });
  }

  private identified(details: Identity): void {
    if (this.identity === details) this.identity = null;
    if (details.email) this.options.store.set(this.key('email'), details.email);
    this.changed();
  }

  private key(name: string): string {
    return `butikkpanel:${this.options.account}:${name}`;
  }

  private async greet(): Promise<void> {
    const page = this.options.page();
    this.pageSent = page ? JSON.stringify(page) : '';
    const identity = this.identity;
    try {
      const answer = await this.socket.ask<Answer<VisitorHelloAnswer>>('hello', {
        ...(page ? { page } : {}),
        isMobile: this.options.isMobile ? 1 : 0,
        ...identity,
      });
      if (!answer.ok || !answer.data) return;
      if (identity) this.identified(identity);
      this.operatorsOnline = answer.data.operatorsOnline;
      // The first history is what was there before this page; later ones fill a gap, so they are news.
      this.merge(answer.data.messages, this.greeted);
      this.greeted = true;
      this.changed();
      this.cartSent = '';
      this.sendCart();
      for (const id of this.orders.keys()) void this.deliverOrder(id);
      for (const pending of this.pending.values()) {
        if (!pending.error && !pending.uploading) void this.deliver(pending);
      }
    } catch {
      // Dropped during hello: the next connect says hello again.
    }
  }

  private async deliver(pending: PendingMessage): Promise<ChatMessage | null> {
    if (!this.connected) return null;
    try {
      const answer = await this.socket.ask<Answer<ChatMessage>>('message', {
        client_id: pending.client_id,
        text: pending.text,
        ...(pending.image ? { image: pending.image } : {}),
      });
      if (answer.ok && answer.data) {
        this.merge([answer.data], true);
        return answer.data;
      }
      if (!answer.ok) {
        pending.error = answer.error.message;
        this.changed();
      }
    } catch {
      // Not acknowledged: it stays pending and goes again after the reconnect, with the same client_id.
    }
    return null;
  }

  private async deliverOrder(id: string): Promise<void> {
    const pending = this.orders.get(id);
    if (!pending || !this.connected) return;
    try {
      const answer = await this.socket.ask<Answer<undefined>>('order', pending.order);
      this.orders.delete(id);
      pending.settle(answer.ok);
    } catch {
      // Not acknowledged: it goes again after the reconnect (the server stores an order id once).
    }
  }

  private sendCart(): void {
    if (!this.cart || !this.connected) return;
    const text = JSON.stringify(this.cart);
    if (text !== this.cartSent && this.socket.emit('cart', { lines: this.cart })) this.cartSent = text;
  }

  private merge(messages: ChatMessage[], announce: boolean): void {
    const fresh: ChatMessage[] = [];
    let settled = false;
    for (const message of messages) {
      if (message.from === '0' && this.pending.delete(message.client_id)) settled = true;
      if (this.messages.has(message.id)) continue;
      this.messages.set(message.id, message);
      fresh.push(message);
      if (message.from !== '0') {
        this.operatorTyping = false;
        this.operatorAnswered = true;
      }
      // A message after the close (a reply, or the visitor's own from another tab) opens a new conversation.
      this.closedByOperator = false;
    }
    if (fresh.length === 0 && !settled && messages.length > 0) return;
    if (announce)
      for (const message of fresh) for (const listener of this.messageListeners) listener(message);
    this.changed();
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }
}
