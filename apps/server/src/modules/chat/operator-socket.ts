import {
  isOnlineSchema,
  type Language,
  languageFromHeader,
  messageFromOperatorSchema,
  newOperatorSchema,
  type OperatorToServerEvents,
  operatorIsTypingSchema,
  type ServerToOperatorEvents,
  setAssigneeSchema,
  uidPayloadSchema,
} from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isSameOrigin } from '../../lib/origin';
import type { Clock } from '../../platform';
import type { UserRow } from '../access';
import { accountAccess, authenticateToken, checkPackage, isSessionLive } from '../access';
import { operatorsRoom } from './rooms';
import * as service from './service';
import { handler } from './socket-helpers';

export interface OperatorData {
  user?: Pick<UserRow, 'id' | 'firstname' | 'lastname' | 'roles'>;
  sessionId?: string;
  accountId?: number;
  isOnline: 0 | 1;
  language: Language;
}

export type OperatorNamespace = Namespace<
  OperatorToServerEvents,
  ServerToOperatorEvents,
  Record<string, never>,
  OperatorData
>;
type OperatorSocket = Socket<
  OperatorToServerEvents,
  ServerToOperatorEvents,
  Record<string, never>,
  OperatorData
>;

export interface OperatorSocketDeps extends service.ChatDeps {
  db: Database;
  jwtSecret: Uint8Array;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Tells the account's visitors how many operators are online now. */
  announceOperators(accountId: number): Promise<void>;
  /** Tells a visitor's open tabs whether an operator is typing to them. */
  operatorTyping(accountId: number, uid: string, isTyping: 0 | 1): void;
}

/**
 * The operator namespace: exactly the events of spec section 7. Nothing is answered before
 * newOperator has authenticated the token and the account (PACKAGE_CHAT, or platform staff).
 */
export function registerOperatorNamespace(nsp: OperatorNamespace, deps: OperatorSocketDeps): void {
  nsp.use((socket, next) => {
    if (isSameOrigin(socket.handshake.headers, deps.publicUrl)) return next();
    next(new Error('origin not allowed'));
  });

  nsp.on('connection', (socket: OperatorSocket) => {
    socket.data.isOnline = 0;
    socket.data.language = languageFromHeader(
      socket.handshake.headers['user-language'] as string | undefined,
    );
    const context = { language: () => socket.data.language, log: deps.log };

    /**
     * The operator's account, or a refusal when newOperator has not succeeded. The session, the account
     * access and PACKAGE_CHAT are checked again on every event, as every HTTP call checks them: a logout, a
     * removed membership, a removed package or a deactivated account ends the socket's rights at once.
     */
    const signedIn = async () => {
      const { user, accountId, sessionId } = socket.data;
      if (!user || accountId === undefined || !sessionId) throw new AppError(401, 'unauthorized');
      try {
        const live = await isSessionLive(deps.db, sessionId, user.id, deps.platform.clock.now());
        if (!live) throw new AppError(401, 'session_expired');
        checkPackage(await accountAccess(deps.db, user, accountId), user, 'PACKAGE_CHAT');
      } catch (error) {
        setTimeout(() => socket.disconnect(true), 50);
        throw error;
      }
      return { user, accountId };
    };

    socket.on(
      'newOperator',
      handler(
        newOperatorSchema,
        async (payload) => {
          try {
            const { user, sessionId } = await authenticateToken(
              deps.db,
              deps.jwtSecret,
              payload.token,
              deps.platform.clock.now(),
            );
            const account = await accountAccess(deps.db, user, payload.account);
            checkPackage(account, user, 'PACKAGE_CHAT');
            if (socket.data.accountId !== undefined) await socket.leave(operatorsRoom(socket.data.accountId));
            socket.data.user = user;
            socket.data.sessionId = sessionId;
            socket.data.accountId = account.account.id;
            socket.data.isOnline = payload.isOnline;
            await socket.join(operatorsRoom(account.account.id));
            socket.emit('ready', {
              isOnline: socket.data.isOnline,
              user_id: user.id,
              account: account.account.id,
              visitors: await service.liveVisitors(deps.db, account.account.id),
              server_time: deps.platform.clock.now().toISOString(),
            });
            await deps.announceOperators(account.account.id);
          } catch (error) {
            // A bad, expired or foreign token never gets a connection to keep.
            setTimeout(() => socket.disconnect(true), 50);
            throw error;
          }
        },
        context,
      ),
    );

    socket.on(
      'isOnline',
      handler(
        isOnlineSchema,
        async ({ isOnline }) => {
          const { accountId } = await signedIn();
          socket.data.isOnline = isOnline;
          await deps.announceOperators(accountId);
        },
        context,
      ),
    );

    socket.on(
      'messageFromOperator',
      handler(
        messageFromOperatorSchema,
        async (payload) => {
          const { user, accountId } = await signedIn();
          return service.sendOperatorMessage(
            deps,
            accountId,
            user,
            payload.uid,
            { clientId: payload.client_id, text: payload.text, image: payload.image ?? null },
            socket.data.language,
          );
        },
        context,
      ),
    );

    socket.on(
      'read',
      handler(
        uidPayloadSchema,
        async ({ uid }) => service.markRead(deps, (await signedIn()).accountId, uid),
        context,
      ),
    );

    socket.on(
      'closeConversation',
      handler(
        uidPayloadSchema,
        async ({ uid }) => service.closeConversation(deps, (await signedIn()).accountId, uid),
        context,
      ),
    );

    socket.on(
      'setAssignee',
      handler(
        setAssigneeSchema,
        async ({ uid, user_id }) =>
          service.assign(
            deps,
            (await signedIn()).accountId,
            uid,
            typeof user_id === 'string' ? user_id : null,
          ),
        context,
      ),
    );

    socket.on(
      'operatorIsTyping',
      handler(
        operatorIsTypingSchema,
        async ({ uid, status }) => {
          // Typing is not stored and changes nothing: the session check of the sweep is enough here.
          const { accountId } = socket.data;
          if (accountId === undefined) throw new AppError(401, 'unauthorized');
          deps.operatorTyping(accountId, uid, status);
        },
        context,
      ),
    );

    socket.on('disconnect', () => {
      const { accountId } = socket.data;
      if (accountId === undefined) return;
      deps.announceOperators(accountId).catch((error: Error) => {
        deps.log.warn({ err: error }, 'could not announce the operators after a disconnect');
      });
    });
  });
}

/**
 * Sockets only hear broadcasts between their own events, so this instance also re-checks the sessions of
 * its operator sockets now and then and drops those whose session has ended.
 */
export async function dropEndedOperatorSessions(
  nsp: OperatorNamespace,
  db: Database,
  clock: Clock,
): Promise<void> {
  for (const socket of nsp.sockets.values()) {
    const { user, sessionId } = socket.data;
    if (user && sessionId && !(await isSessionLive(db, sessionId, user.id, clock.now())))
      socket.disconnect(true);
  }
}
