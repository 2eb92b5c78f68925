import WebSocket from 'ws';
import type { WebSocketFactory, WebSocketLike } from './socket-client';

/** Node 20 has no global WebSocket: the `ws` package, sending the Origin a browser would send. */
export function nodeWebSocket(origin: string): WebSocketFactory {
  return (url) => new WebSocket(url, { origin }) as unknown as WebSocketLike;
}
