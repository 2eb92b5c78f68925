import type { Server as HttpServer } from 'node:http';
import {
  LIMITS,
  OPERATOR_NAMESPACE,
  RESYNC_SPREAD_MAX_MS,
  RESYNC_SPREAD_PER_SOCKET_MS,
  VISITOR_NAMESPACE,
} from '@butikkpanel/contracts';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { Database } from '../../db/client';
import { createRateLimiter } from '../../lib/rate-limiter';
import { settleWithin } from '../../lib/settle-within';
import { createTokenBuckets } from '../../lib/token-bucket';
import type { EventBus, LocalTask, Platform } from '../../platform';
import type { Outbox } from '../mail';
import {
  dropEndedOperatorSessions,
  type OperatorNamespace,
  registerOperatorNamespace,
} from './operator-socket';
import { releaseSentPackets } from './release-sent-packets';
import { operatorsRoom, visitorRoom, visitorSocketsRoom, visitorsRoom } from './rooms';
import { settleSocketWork } from './socket-helpers';
import { registerVisitorNamespace, type VisitorNamespace } from './visitor-socket';

/** How long a question to the other instances (who is online) may wait before the local answer is used. */
const OTHER_INSTANCES_TIMEOUT_MS = 1000;

export interface ChatLimits {
  visitorMessagesPerMinute: number;
  ipMessagesPerMinute: number;
  trackingPerMinute: number;
  /** Token buckets for every visitor event: burst and refill per minute, per visitor and per IP. */
  visitorEventsBurst: number;
  visitorEventsPerMinute: number;
  ipEventsBurst: number;
  ipEventsPerMinute: number;
  dropsBeforeDisconnect: number;
}

export interface GatewayOptions {
  httpServer: HttpServer;
  db: Database;
  outbox: Outbox;
  events: EventBus;
  /** The widget's carts, orders and identities are written with their events and jobs. */
  platform: Pick<Platform, 'events' | 'jobs' | 'clock'>;
  jwtSecret: Uint8Array;
  publicUrl: string;
  redisUrl: string | null;
  log: FastifyBaseLogger;
  limits: ChatLimits;
  /** How often operator sockets' sessions are re-checked (logout, password change). */
  sessionSweepMs?: number;
}

/**
 * The realtime server: socket.io on the app's HTTP server, websocket transport only. With REDIS_URL the
 * Redis Streams adapter fans broadcasts out to every instance; without it everything stays in-process.
 * Domain events (stored first, by the chat service) become broadcasts here, in one place.
 */
export async function startChatGateway(options: GatewayOptions) {
  const redis = options.redisUrl ? createClient({ url: options.redisUrl }) : null;
  // Set once the namespaces exist: what to do when the connection to Redis is back after a loss.
  let resync = () => {};
  if (redis) {
    let lost = false;
    redis.on('error', (error: Error) => {
      lost = true;
      options.log.error({ err: error }, 'redis connection failed');
    });
    redis.on('reconnecting', () => {
      lost = true;
    });
    // The adapter publishes its requests to the other instances (fetchSockets) without handling a failure:
    // with Redis away that was an unhandled rejection, which ends a Node process. Here it is logged.
    const publish = redis.publish.bind(redis);
    Object.defineProperty(redis, 'publish', {
      value: (...args: Parameters<typeof publish>) =>
        publish(...args).catch((error: Error) => {
          options.log.warn({ err: error }, 'redis publish failed');
          return 0;
        }),
    });
    // Socket.io delivers at most once: a broadcast another instance made while Redis was away (or just before
    // it went) never reached this instance's sockets. Everything is stored before it is broadcast, so the
    // sockets here catch up from the database: widgets say hello again, operators reload (spec: reconnect).
    redis.on('ready', () => {
      if (!lost) return;
      lost = false;
      options.log.warn('redis is back: the sockets of this instance catch up');
      resync();
    });
    await redis.connect();
  }
  const io = new Server(options.httpServer, {
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: LIMITS.fileLimitBytes,
    ...(redis ? { adapter: createAdapter(redis) } : {}),
  });
  releaseSentPackets(io.engine);
  // socket.io types a server by its main namespace; each of ours has its own event map.
  const operators = io.of(OPERATOR_NAMESPACE) as unknown as OperatorNamespace;
  const visitors = io.of(VISITOR_NAMESPACE) as unknown as VisitorNamespace;
  resync = () => {
    visitors.local.emit('resync', { within: resyncSpreadMs(visitors.sockets.size) });
    operators.local.emit('reconnect', {});
  };
  const chatDeps = {
    db: options.db,
    outbox: options.outbox,
    publish: options.events.publishNow,
    platform: options.platform,
    publicUrl: options.publicUrl,
  };

  /**
   * Online operators of the account on every instance. Asking the others goes through Redis; while it is
   * away the adapter's question waits for it to come back, so after a second the count is this instance's.
   */
  async function operatorsOnline(accountId: number): Promise<number> {
    const room = operatorsRoom(accountId);
    // Both bounds are needed: the adapter's own timeout ends its request (and forgets it) once the question has
    // gone out, but while Redis is away the adapter waits before sending anything, so only the race answers.
    const everywhere = operators
      .in(room)
      .timeout(OTHER_INSTANCES_TIMEOUT_MS)
      .fetchSockets()
      .catch((error: Error) => {
        options.log.warn({ err: error }, 'other instances could not be asked');
        return null;
      });
    const sockets =
      (await settleWithin(OTHER_INSTANCES_TIMEOUT_MS, everywhere, null)) ??
      // Not operators.local.fetchSockets(): the cluster adapter asks Redis how many instances there are first.
      [...(operators.adapter.rooms.get(room) ?? [])].flatMap((id) => operators.sockets.get(id) ?? []);
    return new Set(
      sockets.filter((socket) => socket.data.isOnline === 1).map((socket) => socket.data.user?.id),
    ).size;
  }

  registerOperatorNamespace(operators, {
    ...chatDeps,
    jwtSecret: options.jwtSecret,
    publicUrl: options.publicUrl,
    log: options.log,
    announceOperators: async (accountId) => {
      visitors
        .to(visitorsRoom(accountId))
        .emit('operatorsOnline', { count: await operatorsOnline(accountId) });
    },
    operatorTyping: (accountId, uid, isTyping) => {
      visitors.to(visitorRoom(accountId, uid)).emit('operatorTyping', { isTyping });
    },
  });

  // The limits count by the server's clock, so a test refills them by moving it.
  const now = () => options.platform.clock.now().getTime();
  const perMinute = (max: number) => createRateLimiter({ max, windowMs: 60_000, now });
  registerVisitorNamespace(visitors, {
    ...chatDeps,
    publicUrl: options.publicUrl,
    log: options.log,
    limits: {
      messagesPerVisitor: perMinute(options.limits.visitorMessagesPerMinute),
      messagesPerIp: perMinute(options.limits.ipMessagesPerMinute),
      tracking: perMinute(options.limits.trackingPerMinute),
      eventsPerVisitor: createTokenBuckets({
        capacity: options.limits.visitorEventsBurst,
        perSecond: options.limits.visitorEventsPerMinute / 60,
        now,
      }),
      eventsPerIp: createTokenBuckets({
        capacity: options.limits.ipEventsBurst,
        perSecond: options.limits.ipEventsPerMinute / 60,
        now,
      }),
      dropsBeforeDisconnect: options.limits.dropsBeforeDisconnect,
    },
    operatorsOnline,
    visitorTyping: (accountId, uid, isTyping) => {
      operators.to(operatorsRoom(accountId)).emit('clientIsTyping', { uid, isTyping });
    },
  });

  const unsubscribe = [
    options.events.on('message.created', ({ account_id: accountId, data: { message, visitor } }) => {
      const event = message.from === '0' ? 'messageFromClient' : 'messageFromOperator';
      operators.to(operatorsRoom(accountId)).emit(event, { message, visitor });
      visitors.to(visitorRoom(accountId, message.uid)).emit('message', { message });
    }),
    options.events.on('visitor.changed', ({ account_id: accountId, data: { visitor } }) => {
      operators.to(operatorsRoom(accountId)).emit('view', { visitor });
    }),
    options.events.on('visitor.left', ({ account_id: accountId, data: { uid, started } }) => {
      // An open conversation stays in the list as offline; anyone else is removed.
      if (started) operators.to(operatorsRoom(accountId)).emit('setClientOnlineStatus', { uid, online: 0 });
      else operators.to(operatorsRoom(accountId)).emit('clientDisconnect', { uid });
    }),
    options.events.on('account.deactivated', ({ account_id: accountId }) => {
      // Through the adapter, so the visitors on every instance go; their widgets' reconnects are refused.
      visitors.in(visitorSocketsRoom(accountId)).disconnectSockets(true);
    }),
    options.events.on('conversation.assigned', ({ account_id: accountId, data }) => {
      operators.to(operatorsRoom(accountId)).emit('setAssignee', data);
    }),
    options.events.on(
      'conversation.closed',
      ({ account_id: accountId, data: { uid, visitor, was_open: wasOpen } }) => {
        if (visitor.online === 1) operators.to(operatorsRoom(accountId)).emit('view', { visitor });
        else operators.to(operatorsRoom(accountId)).emit('clientDisconnect', { uid });
        if (wasOpen) visitors.to(visitorRoom(accountId, uid)).emit('conversationClosed', {});
      },
    ),
  ];

  return {
    io,
    /** This instance's own sockets: the platform's ticker re-checks their sessions (logout, password change). */
    localTasks: [
      {
        name: 'chat.operator-session-sweep',
        everyMs: options.sessionSweepMs ?? 30_000,
        run: () => dropEndedOperatorSessions(operators, options.db, options.platform.clock),
      },
    ] satisfies LocalTask[],
    async close() {
      for (const stop of unsubscribe) stop();
      // Tell operators to reload once they are back (spec: reconnect reloads the visitor list).
      operators.emit('reconnect', {});
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Not io.close(): that would close the HTTP server, which Fastify drains and closes itself.
      io.disconnectSockets(true);
      io.engine.close();
      // Disconnects mark visitors offline: let that and any event in progress reach the database first.
      await settleSocketWork(5000);
      // The adapter's own connections (the stream reader, the subscriber) end with its namespaces' adapters.
      for (const namespace of [io.of('/'), operators, visitors]) await namespace.adapter.close();
      if (redis) await closeRedis(redis, 2000);
    },
  };
}

export type ChatGateway = Awaited<ReturnType<typeof startChatGateway>>;

/**
 * How long the widgets of an instance with `sockets` visitor sockets take to say hello again after a resync:
 * every hello reads the visitor's history, and 10,000 at once would queue on the database ahead of the replies.
 */
export function resyncSpreadMs(sockets: number): number {
  return Math.min(RESYNC_SPREAD_MAX_MS, Math.round(sockets * RESYNC_SPREAD_PER_SOCKET_MS));
}

/**
 * Ends the connection, sending what is queued while Redis answers. Not quit(): a client still reconnecting
 * stops trying and its QUIT then waits for ever, which held up a shutdown after Redis had been away.
 */
async function closeRedis(redis: ReturnType<typeof createClient>, withinMs: number): Promise<void> {
  if (!redis.isOpen) return;
  if (!redis.isReady) return redis.destroy();
  // A reply that never comes does not hold the shutdown; the process ends with its socket.
  await settleWithin(withinMs, redis.close(), undefined);
}
