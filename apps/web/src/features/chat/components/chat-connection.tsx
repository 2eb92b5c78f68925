import { isUnknownName, LIMITS } from '@butikkpanel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountPaths } from '@/config/paths';
import { useCurrentAccount } from '@/features/account';
import { useSession } from '@/features/auth';
import { sessionStore } from '@/lib/session-store';
import { createOperatorSocket } from '@/lib/socket';
import { showDesktopNotification } from '../desktop-notification';
import { chatKeys } from '../query-keys';
import { bindOperatorEvents } from '../realtime';
import { useChatStore } from '../store/chat-store';
import { changeOperatorStatus } from '../store/operator-actions';
import { useChatEnabled } from '../use-chat-enabled';
import { useInactivity } from '../use-inactivity';
import { YesNoDialog } from './yes-no-dialog';

/**
 * The operator's realtime connection, mounted once in the signed-in layout. It connects when chat is
 * enabled for the account, introduces the operator on every (re)connect, feeds the chat store and
 * re-syncs after a reconnect: `ready` brings the list, the open conversation's history is fetched again.
 */
export function ChatConnection() {
  const { t } = useTranslation(['chat']);
  const enabled = useChatEnabled();
  const session = useSession();
  const account = useCurrentAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const user = session.status === 'signed-in' ? session.session.user : null;
  const accountId = account.data?.account_id;
  const userId = user?.id;

  // The latest values for handlers bound once per connection.
  const latest = useRef({ user, t, navigate, enqueueSnackbar });
  latest.current = { user, t, navigate, enqueueSnackbar };

  useEffect(() => {
    if (!enabled || accountId === undefined || userId === undefined) return;
    const store = useChatStore.getState;
    const socket = createOperatorSocket();
    store().setSocket(socket);
    store().setConnection('connecting');

    const introduce = () => {
      const token = sessionStore.getToken();
      const current = latest.current.user;
      if (!token || !current) return;
      socket.emit(
        'newOperator',
        {
          token,
          account: accountId,
          email: current.email,
          image: current.image,
          firstname: current.firstname,
          lastname: current.lastname,
          isOnline: store().operatorOnline ? 1 : 0,
        },
        (answer) => {
          if (answer.ok) return;
          store().setConnection('refused');
          latest.current.enqueueSnackbar(answer.error.message, { variant: 'error' });
        },
      );
    };

    const unbind = bindOperatorEvents(socket, {
      onReady: () => void queryClient.invalidateQueries({ queryKey: chatKeys.histories() }),
      onVisitorMessage: (message, visitor) => {
        if (store().openUid === visitor.uid && document.visibilityState === 'visible') return;
        const { t: translate, navigate: go } = latest.current;
        const name = isUnknownName(visitor.name) ? translate('chat:unknownName') : String(visitor.name);
        showDesktopNotification(
          translate('chat:notification.title', { name }),
          message.text || translate('chat:notification.image'),
          visitor.uid,
          () => go(accountPaths.chatConversation.href(accountId, visitor.uid)),
        );
      },
      // The server is going away; socket.io comes back by itself and `ready` then reloads the list.
      onServerReconnect: () => store().setConnection('disconnected'),
      onRefused: (message) => latest.current.enqueueSnackbar(message, { variant: 'error' }),
    });
    let retry: number | undefined;
    socket.on('connect', introduce);
    socket.on('disconnect', (reason) => {
      if (store().connection !== 'refused') store().setConnection('disconnected');
      // A server-side close is not retried by socket.io; retry unless the server refused us.
      if (reason === 'io server disconnect' && store().connection !== 'refused') {
        retry = window.setTimeout(() => socket.connect(), LIMITS.socketReconnectDelayMs);
      }
    });
    socket.connect();

    return () => {
      window.clearTimeout(retry);
      unbind();
      socket.off();
      socket.disconnect();
      store().reset();
    };
  }, [enabled, accountId, userId, queryClient]);

  const onIdle = useCallback(() => {
    const { socket, askReconnect } = useChatStore.getState();
    if (!socket?.connected) return;
    socket.disconnect();
    askReconnect('inactivity');
  }, []);
  useInactivity(enabled, onIdle);

  const question = useChatStore((state) => state.reconnectQuestion);
  const answer = (online: boolean) => {
    const { socket, askReconnect } = useChatStore.getState();
    askReconnect(null);
    if (socket && !socket.connected) {
      // Introduced again on connect, with the new choice.
      useChatStore.getState().setOperatorOnline(online);
      socket.connect();
    } else {
      void changeOperatorStatus(online);
    }
  };

  return (
    <YesNoDialog
      open={enabled && question !== null}
      title={t('chat:reconnect.title')}
      text={t(question === 'inactivity' ? 'chat:reconnect.inactivity' : 'chat:reconnect.serverOffline')}
      onYes={() => answer(true)}
      onNo={() => answer(false)}
    />
  );
}
