import { randomBytes } from 'node:crypto';
import {
  type AckAnswer,
  OPERATOR_NAMESPACE,
  type OperatorToServerEvents,
  type ServerToOperatorEvents,
  type ServerToVisitorEvents,
  VISITOR_NAMESPACE,
  type VisitorToServerEvents,
} from '@butikkpanel/contracts';
import { io, type Socket } from 'socket.io-client';

export type OperatorClient = Socket<ServerToOperatorEvents, OperatorToServerEvents>;
export type VisitorClient = Socket<ServerToVisitorEvents, VisitorToServerEvents>;

const open = new Set<Socket>();

/** Real websocket clients; `origin` is what a browser would send. */
export function connectOperator(baseUrl: string, origin = baseUrl): OperatorClient {
  const socket: OperatorClient = io(`${baseUrl}${OPERATOR_NAMESPACE}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin },
  });
  open.add(socket);
  return socket;
}

export function connectVisitor(
  baseUrl: string,
  account: number,
  options: { uid?: string; origin?: string } = {},
): VisitorClient & { uid: string } {
  const uid = options.uid ?? `besok-${randomBytes(6).toString('hex')}`;
  const socket = io(`${baseUrl}${VISITOR_NAMESPACE}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { account, uid },
    extraHeaders: { origin: options.origin ?? baseUrl },
  }) as VisitorClient & { uid: string };
  socket.uid = uid;
  open.add(socket);
  return socket;
}

export function closeAllSockets(): void {
  for (const socket of open) socket.disconnect();
  open.clear();
}

/** Resolves with the connect error's message, or 'connected'. */
export function connectOutcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error: Error) => resolve(error.message));
  });
}

/** The next event of that name whose payload passes the test, within the time limit. */
export function nextEvent<T>(
  socket: Socket,
  name: string,
  accept: (payload: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener);
      reject(new Error(`no ${name} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(payload);
    };
    socket.on(name, listener);
  });
}

/** Collects every payload of an event, to assert later that something never arrived. */
export function record<T>(socket: Socket, name: string): T[] {
  const seen: T[] = [];
  socket.on(name, (payload: T) => seen.push(payload));
  return seen;
}

/** Any socket that can emit with an acknowledgement (typed event maps narrow emitWithAck too much here). */
interface AckEmitter {
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
}

export async function ask<T = undefined>(
  socket: AckEmitter,
  event: string,
  payload: unknown,
): Promise<AckAnswer<T>> {
  return (await socket.timeout(5000).emitWithAck(event, payload)) as AckAnswer<T>;
}

export const clientId = () => `c-${randomBytes(8).toString('hex')}`;
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
