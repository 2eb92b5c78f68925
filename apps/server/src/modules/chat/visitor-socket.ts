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
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { TokenBuckets } from '../../lib/token-bucket';
import { isIgnoredIp, normalizeIp } from '../shop-data';
import { visitorRoom, visitorSocketsRoom, visitorsRoom } from './rooms';
import * as service from './service';
import { failure, handler, trackSocketWork } from './socket-helpers';
import { VISITOR_UID_PATTERN, visitorAccess } from './visitor-access';

export interface VisitorData {
  accountId: number;
  uid: string;
  ip: string;
  language: Language;
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
      next();
    } catch (error) {
      deps.log.error({ err: error }, 'visitor handshake failed');
      next(new Error('unavailable'));
    }
  });

  nsp.on('connection', (socket: VisitorSocket) => {
    const { accountId, uid, ip } = socket.data;
    void socket.join(visitorSocketsRoom(accountId));
    const context = { language: () => socket.data.language, log: deps.log };
    let dropped = 0;
    // Before any handler: an event over the visitor's or the IP's budget is dropped (an ack, if asked for,
    // says too_many_requests), and a socket that keeps flooding is closed.
    socket.use((packet, next) => {
      const visitorOk = deps.limits.eventsPerVisitor.take(`${accountId}:${uid}`);
      if (visitorOk && deps.limits.eventsPerIp.take(ip)) return next();
      dropped += 1;
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function')
        ack(failure(new AppError(429, 'too_many_requests'), socket.data.language, deps.log));
      if (dropped >= deps.limits.dropsBeforeDisconnect) {
        deps.log.warn({ accountId, uid, ip }, 'visitor socket flooding: disconnected');
        socket.disconnect(true);
      }
    });
    const tracked = () => deps.limits.tracking.take(`${accountId}:${uid}`);
    // Asked on every event, so an IP added to the ignore list applies at once (one indexed lookup).
    const counted = async () => !(await isIgnoredIp(deps.db, accountId, ip));

    socket.on(
      'hello',
      handler(
        visitorHelloSchema,
        async (payload) => {
          await socket.join([visitorRoom(accountId, uid), visitorsRoom(accountId)]);
          await service.visitorArrived(
            deps,
            accountId,
            uid,
            { isMobile: payload.isMobile === 1, ...(payload.page ? { page: payload.page } : {}) },
            await counted(),
          );
          if (payload.name !== undefined || payload.email !== undefined) {
            await service.identifyVisitor(deps, accountId, uid, payload);
          }
          return {
            uid,
            messages: await service.conversationHistory(deps.db, accountId, uid),
            operatorsOnline: await deps.operatorsOnline(accountId),
          };
        },
        context,
      ),
    );

    socket.on(
      'page',
      handler(
        visitorPageSchema,
        async (page) => {
          if (tracked()) await service.recordPage(deps, accountId, uid, page, await counted());
        },
        context,
      ),
    );

    socket.on(
      'cart',
      handler(
        visitorCartSchema,
        async ({ lines }) => {
          if (tracked()) await service.setCart(deps, accountId, uid, lines, await counted());
        },
        context,
      ),
    );

    socket.on(
      'order',
      handler(
        visitorOrderSchema,
        async (order) => {
          if (!tracked()) throw new AppError(429, 'too_many_requests');
          // Stored, already known or ignored: the page has done its part either way.
          await service.reportOrder(deps, accountId, uid, order, await counted());
        },
        context,
      ),
    );

    socket.on(
      'identify',
      handler(
        visitorIdentifySchema,
        async (input) => {
          await service.identifyVisitor(deps, accountId, uid, input);
        },
        context,
      ),
    );

    socket.on(
      'message',
      handler(
        visitorMessageSchema,
        async (payload) => {
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
        },
        context,
      ),
    );

    socket.on(
      'typing',
      handler(
        visitorTypingSchema,
        async ({ status }) => {
          if (tracked()) deps.visitorTyping(accountId, uid, status);
        },
        context,
      ),
    );

    socket.on('disconnect', () => {
      void trackSocketWork(
        (async () => {
          try {
            // The visitor may have other tabs open, on this instance or another.
            const remaining = await nsp.in(visitorRoom(accountId, uid)).fetchSockets();
            if (remaining.length === 0) await service.visitorLeft(deps, accountId, uid);
          } catch (error) {
            deps.log.warn({ err: error }, 'visitor disconnect bookkeeping failed');
          }
        })(),
      );
    });
  });
}
