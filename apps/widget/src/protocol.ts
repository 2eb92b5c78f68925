/**
 * The small part of Engine.IO v4 and Socket.IO v5 the widget speaks over a plain WebSocket
 * (docs/widget.md): text packets only, one namespace, acknowledgements.
 */

export const ENGINE_OPEN = '0';
export const ENGINE_CLOSE = '1';
export const ENGINE_PING = '2';
export const ENGINE_PONG = '3';
export const ENGINE_MESSAGE = '4';

export const SIO_CONNECT = 0;
export const SIO_DISCONNECT = 1;
export const SIO_EVENT = 2;
export const SIO_ACK = 3;
export const SIO_CONNECT_ERROR = 4;

export interface EngineOpen {
  sid: string;
  pingInterval: number;
  pingTimeout: number;
}

export interface SocketPacket {
  type: number;
  nsp: string;
  id?: number;
  data?: unknown;
}

export type EnginePacket =
  | { type: 'open'; data: EngineOpen }
  | { type: 'close' | 'ping' | 'pong' | 'noop' }
  | { type: 'message'; packet: SocketPacket };

/** The websocket URL of a server origin, e.g. https://host → wss://host/socket.io/?EIO=4&transport=websocket */
export function socketUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws').replace(/\/$/, '')}/socket.io/?EIO=4&transport=websocket`;
}

/** A Socket.IO packet wrapped in an Engine.IO message: '4' + type + nsp + ',' + ackId + JSON. */
export function encodePacket(packet: SocketPacket): string {
  let text = ENGINE_MESSAGE + packet.type;
  if (packet.nsp !== '/') text += `${packet.nsp},`;
  if (packet.id !== undefined) text += packet.id;
  if (packet.data !== undefined) text += JSON.stringify(packet.data);
  return text;
}

export const encodeConnect = (nsp: string, auth: unknown) =>
  encodePacket({ type: SIO_CONNECT, nsp, data: auth });

export const encodeEvent = (nsp: string, event: string, payload: unknown, id?: number) =>
  encodePacket({ type: SIO_EVENT, nsp, data: [event, payload], ...(id === undefined ? {} : { id }) });

export const encodeAck = (nsp: string, id: number, answer: unknown[]) =>
  encodePacket({ type: SIO_ACK, nsp, id, data: answer });

/** Parses one Socket.IO packet (the text after the Engine.IO '4'); null when malformed. */
export function decodeSocketPacket(text: string): SocketPacket | null {
  const type = Number(text.charAt(0));
  if (!(type >= SIO_CONNECT && type <= SIO_CONNECT_ERROR) || text.length === 0) return null;
  let index = 1;
  let nsp = '/';
  if (text.charAt(index) === '/') {
    const comma = text.indexOf(',', index);
    if (comma < 0) return null;
    nsp = text.slice(index, comma);
    index = comma + 1;
  }
  const digits = /^\d*/.exec(text.slice(index))?.[0] ?? '';
  const packet: SocketPacket = { type, nsp };
  if (digits) {
    packet.id = Number(digits);
    index += digits.length;
  }
  const rest = text.slice(index);
  if (rest) {
    try {
      packet.data = JSON.parse(rest);
    } catch {
      return null;
    }
  }
  if (type === SIO_EVENT && !(Array.isArray(packet.data) && typeof packet.data[0] === 'string')) return null;
  if (type === SIO_ACK && !Array.isArray(packet.data)) return null;
  return packet;
}

/** Parses one Engine.IO packet as it arrives on the websocket; null when malformed or unknown. */
export function decodeEnginePacket(text: string): EnginePacket | null {
  const kind = text.charAt(0);
  const body = text.slice(1);
  switch (kind) {
    case ENGINE_OPEN:
      try {
        const data = JSON.parse(body) as EngineOpen;
        return typeof data.sid === 'string' ? { type: 'open', data } : null;
      } catch {
        return null;
      }
    case ENGINE_CLOSE:
      return { type: 'close' };
    case ENGINE_PING:
      return { type: 'ping' };
    case ENGINE_PONG:
      return { type: 'pong' };
    case '6':
      return { type: 'noop' };
    case ENGINE_MESSAGE: {
      const packet = decodeSocketPacket(body);
      return packet ? { type: 'message', packet } : null;
    }
    default:
      return null;
  }
}
