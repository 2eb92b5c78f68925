import {
  type Language,
  languageFromHeader,
  type ServerToVisitorEvents,
  type VisitorToServerEvents,
  visitorCartSchema,
  visitorHelloSchema,
  visitorIdentifySchema,
  visitorMessageSchema,
  visitorOrderSchema,
  visitorPageSchema,
  visitorTypingSchema,
} from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { TokenBuckets } from '../../lib/token-bucket';
import { isIgnoredIp, normalizeIp } from '../shop-data';
import { visitorRoom, visitorSocketsRoom, visitorsRoom } from './rooms';
import * as service from './service';
import { failure, sharedHandler, trackSocketWork } from './socket-helpers';
import { VISITOR_UID_PATTERN, visitorAccess } from './visitor-access';

export interface VisitorData {
  accountId: number;
  uid: string;
  ip: string;
  language: Language;
  /** Events dropped for being over budget; at `dropsBeforeDisconnect` the socket is closed. */
  dropped: number;
}

export type VisitorNamespace = Namespace<
  VisitorToServerEvents,
  ServerToVisitorEvents,
  Record<string, never>,
  VisitorData
>;
type VisitorSocket = Socket<VisitorToServerEvents, ServerToVisitorEvents, Record<string, never>, VisitorData>;

export interface VisitorSocketDeps extends service.ChatDeps {
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Messages per visitor and per IP; page views, carts and orders per visitor. */
  limits: {
    messagesPerVisitor: RateLimiter;
    messagesPerIp: RateLimiter;
    tracking: RateLimiter;
    /** Every event, whatever it is, takes a token of the visitor's bucket and of the IP's. */
    eventsPerVisitor: TokenBuckets;
    eventsPerIp: TokenBuckets;
    /** A socket whose events were dropped this many times is disconnected. */
    dropsBeforeDisconnect: number;
  };
  operatorsOnline(accountId: number): Promise<number>;
  visitorTyping(accountId: number, uid: string, isTyping: 0 | 1): void;
}

/**
 * The widget's namespace (protocol in docs/realtime.md). The handshake names the account and the
 * visitor's uid; it is refused unless the page is on one of the account's shop domains (or this server,
 * for the demo shop) and the account is active with the chat package.
 */
export function registerVisitorNamespace(nsp: VisitorNamespace, deps: VisitorSocketDeps): void {
  nsp.use(async (socket, next) => {
    try {
      const auth = socket.handshake.auth as { account?: unknown; uid?: unknown };
      const accountId = Number(auth.account);
      const uid = typeof auth.uid === 'string' ? auth.uid : '';
      if (!Number.isInteger(accountId) || accountId <= 0 || !VISITOR_UID_PATTERN.test(uid)) {
        return next(new Error('bad handshake'));
      }
      const access = await visitorAccess(deps.db, deps.publicUrl, accountId, socket.handshake.headers);
      if (access !== 'ok') return next(new Error(access));
      socket.data.accountId = accountId;
      socket.data.uid = uid;
      socket.data.ip = normalizeIp(socket.handshake.address);
      socket.data.language = languageFromHeader(socket.handshake.headers['accept-language']);
      socket.data.dropped = 0;
      next();
    } catch (error) {
      deps.log.error({ err: error }, 'visitor handshake failed');
      next(new Error('unavailable'));
    }
  });

  const events = visitorEventHandlers(deps);
  nsp.on('connection', (socket: VisitorSocket) => {
    const { accountId } = socket.data;
    void socket.join(visitorSocketsRoom(accountId));
    // One middleware per socket, and no listener per event: the handlers are made once above and
    // dispatched from here. It runs before any handler: an event over the visitor's or the IP's budget is
    // dropped (an ack, if asked for, says too_many_requests), and a socket that keeps flooding is closed.
    socket.use((packet) => {
      const [event, payload, ack] = packet;
      // A dropped event's ack is its last argument, whatever came before it.
      if (!withinBudget(socket, deps, packet.at(-1))) return;
      const run = Object.hasOwn(events, event) ? events[event as keyof VisitorToServerEvents] : undefined;
      // As socket.io itself does: a packet that arrives after the socket closed is ignored.
      if (run && socket.connected) void run(socket, payload, ack);
    });
    socket.on('disconnect', () => visitorDisconnected(nsp, deps, socket.data));
  });
}

/** Takes a token of the visitor's and the IP's bucket; false (and the ack answered) when the event is dropped. */
function withinBudget(socket: VisitorSocket, deps: VisitorSocketDeps, ack: unknown): boolean {
  const { accountId, uid, ip } = socket.data;
  const visitorOk = deps.limits.eventsPerVisitor.take(`${accountId}:${uid}`);
  if (visitorOk && deps.limits.eventsPerIp.take(ip)) return true;
  socket.data.dropped += 1;
  if (typeof ack === 'function')
    ack(failure(new AppError(429, 'too_many_requests'), socket.data.language, deps.log));
  if (socket.data.dropped >= deps.limits.dropsBeforeDisconnect) {
    deps.log.warn({ accountId, uid, ip }, 'visitor socket flooding: disconnected');
    socket.disconnect(true);
  }
  return false;
}

function visitorDisconnected(nsp: VisitorNamespace, deps: VisitorSocketDeps, data: VisitorData): void {
  const { accountId, uid } = data;
  void trackSocketWork(
    (async () => {
      try {
        // The visitor may have other tabs open, on this instance or another.
        const room = visitorRoom(accountId, uid);
        const remaining = await nsp.in(room).fetchSockets();
        // Asking the other instances takes a while (seconds while Redis is away): a tab that reconnected to
        // this instance meanwhile is not in that answer, and must not be marked offline after its hello.
        const reconnectedHere = (nsp.adapter.rooms.get(room)?.size ?? 0) > 0;
        if (remaining.length === 0 && !reconnectedHere) await service.visitorLeft(deps, accountId, uid);
      } catch (error) {
        deps.log.warn({ err: error }, 'visitor disconnect bookkeeping failed');
      }
    })(),
  );
}

/** The widget's events, each made once for the namespace; a handler gets the socket it came on. */
function visitorEventHandlers(deps: VisitorSocketDeps) {
  const tracked = ({ data }: VisitorSocket) => deps.limits.tracking.take(`${data.accountId}:${data.uid}`);
  // Asked on every event, so an IP added to the ignore list applies at once (one indexed lookup).
  const counted = async ({ data }: VisitorSocket) => !(await isIgnoredIp(deps.db, data.accountId, data.ip));
  const on = <S extends z.ZodType, R>(
    schema: S,
    run: (socket: VisitorSocket, payload: z.output<S>) => Promise<R>,
  ) => sharedHandler(schema, run, deps.log);

  return {
    hello: on(visitorHelloSchema, async (socket, payload) => {
      const { accountId, uid } = socket.data;
      await socket.join([visitorRoom(accountId, uid), visitorsRoom(accountId)]);
      await service.visitorArrived(
        deps,
        accountId,
        uid,
        { isMobile: payload.isMobile === 1, ...(payload.page ? { page: payload.page } : {}) },
        await counted(socket),
      );
      if (payload.name !== undefined || payload.email !== undefined) {
        await service.identifyVisitor(deps, accountId, uid, payload);
      }
      return {
        uid,
        messages: await service.conversationHistory(deps.db, accountId, uid),
        operatorsOnline: await deps.operatorsOnline(accountId),
      };
    }),
    page: on(visitorPageSchema, async (socket, page) => {
      const { accountId, uid } = socket.data;
      if (tracked(socket)) await service.recordPage(deps, accountId, uid, page, await counted(socket));
    }),
    cart: on(visitorCartSchema, async (socket, { lines }) => {
      const { accountId, uid } = socket.data;
      if (tracked(socket)) await service.setCart(deps, accountId, uid, lines, await counted(socket));
    }),
    order: on(visitorOrderSchema, async (socket, order) => {
      if (!tracked(socket)) throw new AppError(429, 'too_many_requests');
      // Stored, already known or ignored: the page has done its part either way.
      const { accountId, uid } = socket.data;
      await service.reportOrder(deps, accountId, uid, order, await counted(socket));
    }),
    identify: on(visitorIdentifySchema, async (socket, input) => {
      await service.identifyVisitor(deps, socket.data.accountId, socket.data.uid, input);
    }),
    message: on(visitorMessageSchema, async (socket, payload) => {
      const { accountId, uid, ip } = socket.data;
      if (
        !deps.limits.messagesPerVisitor.take(`${accountId}:${uid}`) ||
        !deps.limits.messagesPerIp.take(ip)
      ) {
        throw new AppError(429, 'too_many_requests');
      }
      return service.receiveVisitorMessage(deps, accountId, uid, {
        clientId: payload.client_id,
        text: payload.text,
        image: payload.image ?? null,
      });
    }),
    typing: on(visitorTypingSchema, async (socket, { status }) => {
      if (tracked(socket)) deps.visitorTyping(socket.data.accountId, socket.data.uid, status);
    }),
  } satisfies Record<keyof VisitorToServerEvents, unknown>;
}
