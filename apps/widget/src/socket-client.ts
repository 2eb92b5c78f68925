import {
  decodeEnginePacket,
  ENGINE_PONG,
  encodeConnect,
  encodeEvent,
  encodePacket,
  SIO_ACK,
  SIO_CONNECT,
  SIO_CONNECT_ERROR,
  SIO_DISCONNECT,
  SIO_EVENT,
  socketUrl,
} from './protocol';

/** What the client needs of a WebSocket: the browser's, or the `ws` package's in Node. */
export interface WebSocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type WebSocketFactory = (url: string) => WebSocketLike;

export interface SocketOptions {
  /** The server's origin, e.g. https://app.butikkpanel.no */
  origin: string;
  nsp: string;
  /** The handshake's auth, read at every (re)connect. */
  auth: () => unknown;
  createWebSocket?: WebSocketFactory;
  /** LIMITS.socketReconnectDelayMs; shorter in tests. */
  reconnectDelayMs: number;
  ackTimeoutMs?: number;
}

type Listener = (payload: never) => void;

/**
 * One Socket.IO namespace over one WebSocket: connect with auth, events with acknowledgements,
 * answers the server's pings, and after a dropped connection tries again every reconnectDelayMs.
 */
export class NamespaceSocket {
  connected = false;
  private ws: WebSocketLike | null = null;
  private nextAckId = 0;
  private readonly acks = new Map<number, { done: (answer: unknown, error?: Error) => void }>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private heartbeat: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** Called after every successful (re)connect. */
  onConnect: () => void = () => {};
  onDisconnect: () => void = () => {};
  /** The server refused the handshake (CONNECT_ERROR); no more attempts are made. */
  onRefused: (message: string) => void = () => {};

  constructor(private readonly options: SocketOptions) {}

  open(): void {
    this.stopped = false;
    clearTimeout(this.retry);
    const create =
      this.options.createWebSocket ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike);
    let ws: WebSocketLike;
    try {
      ws = create(socketUrl(this.options.origin));
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.onmessage = (event) => {
      if (this.ws === ws && typeof event.data === 'string') this.receive(event.data);
    };
    ws.onclose = () => {
      if (this.ws === ws) this.dropped();
    };
    ws.onerror = () => {
      // A close event follows; closing here makes sure of it.
      ws.close();
    };
  }

  /** Leaves for good: no reconnect. */
  close(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    if (this.connected) this.ws?.send(encodePacket({ type: SIO_DISCONNECT, nsp: this.options.nsp }));
    const ws = this.ws;
    this.ws = null;
    ws?.close();
    this.dropped();
  }

  /** Sends an event without waiting for an answer; false when not connected (nothing is queued). */
  emit(event: string, payload: unknown): boolean {
    if (!this.connected || !this.ws) return false;
    this.ws.send(encodeEvent(this.options.nsp, event, payload));
    return true;
  }

  /** Sends an event and resolves with the server's acknowledgement; rejects when the connection drops. */
  ask<T>(event: string, payload: unknown): Promise<T> {
    return new Promise((resolve, reject) => {
      if (!this.connected || !this.ws) {
        reject(new Error('disconnected'));
        return;
      }
      const id = this.nextAckId++;
      const timer = setTimeout(
        () => this.acks.get(id)?.done(undefined, new Error('timeout')),
        this.options.ackTimeoutMs ?? 15_000,
      );
      this.acks.set(id, {
        done: (answer, error) => {
          clearTimeout(timer);
          this.acks.delete(id);
          if (error) reject(error);
          else resolve(answer as T);
        },
      });
      this.ws.send(encodeEvent(this.options.nsp, event, payload, id));
    });
  }

  on<T>(event: string, listener: (payload: T) => void): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener);
  }

  private receive(text: string): void {
    const packet = decodeEnginePacket(text);
    if (!packet) return;
    if (packet.type === 'open') {
      this.heartbeatEvery(packet.data.pingInterval + packet.data.pingTimeout);
      this.ws?.send(encodeConnect(this.options.nsp, this.options.auth()));
    } else if (packet.type === 'ping') {
      this.ws?.send(ENGINE_PONG);
      this.heartbeatEvery();
    } else if (packet.type === 'close') {
      this.ws?.close();
    } else if (packet.type === 'message' && packet.packet.nsp === this.options.nsp) {
      const { type, id, data } = packet.packet;
      if (type === SIO_CONNECT) {
        this.connected = true;
        this.onConnect();
      } else if (type === SIO_CONNECT_ERROR) {
        this.stopped = true;
        this.onRefused(String((data as { message?: unknown } | undefined)?.message ?? ''));
        this.ws?.close();
      } else if (type === SIO_DISCONNECT) {
        // Unlike socket.io-client, come back: the server sends this when it shuts down (a deploy), and it
        // never sends visitors away otherwise. A refusal comes as CONNECT_ERROR at the next attempt.
        this.ws?.close();
      } else if (type === SIO_ACK && id !== undefined) {
        this.acks.get(id)?.done((data as unknown[])[0]);
      } else if (type === SIO_EVENT) {
        const [event, payload] = data as [string, never];
        for (const listener of this.listeners.get(event) ?? []) listener(payload);
      }
    }
  }

  private heartbeatTimeout = 45_000;
  /** No ping within pingInterval + pingTimeout means the connection is dead even if no close came. */
  private heartbeatEvery(ms?: number): void {
    if (ms) this.heartbeatTimeout = ms;
    clearTimeout(this.heartbeat);
    this.heartbeat = setTimeout(() => this.ws?.close(), this.heartbeatTimeout);
  }

  private dropped(): void {
    clearTimeout(this.heartbeat);
    const wasConnected = this.connected;
    this.connected = false;
    this.ws = null;
    for (const ack of [...this.acks.values()]) ack.done(undefined, new Error('disconnected'));
    if (wasConnected) this.onDisconnect();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.open(), this.options.reconnectDelayMs);
  }
}
