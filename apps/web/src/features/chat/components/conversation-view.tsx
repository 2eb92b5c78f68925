import { type ChatMessage, conversationStatus, type Visitor } from '@butikkpanel/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { accountPaths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useChatSettings } from '../api/get-chat';
import { useConversationHistory } from '../api/get-conversation';
import { knownName } from '../format';
import { emitWithAck, useChatStore } from '../store/chat-store';
import { markConversationRead } from '../store/operator-actions';
import { useAgentName } from '../use-agent-name';
import { useSendMessage } from '../use-send-message';
import { AssignDialog } from './assign-dialog';
import { ChatLayout } from './chat-layout';
import { ConnectionNotice } from './connection-notice';
import { ConversationActions } from './conversation-actions';
import { MessageForm } from './message-form';
import { MessageList } from './message-list';
import { VisitorInfoDialog } from './visitor-info-dialog';
import { YesNoDialog } from './yes-no-dialog';

const NO_MESSAGES: ChatMessage[] = [];
type OpenDialog = 'info' | 'assign' | 'close' | null;

/** /{account}/chat/{uid}: one conversation, its history merged with what arrives live. */
export function ConversationView({ uid }: { uid: string }) {
  const { t } = useTranslation(['chat', 'errors']);
  const { accountId = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const listHref = accountPaths.chat.href(accountId);
  const visitor = useChatStore((state) => state.visitors[uid]);
  const didLoad = useChatStore((state) => state.didLoad);
  const messages = useChatStore((state) => state.messages[uid]) ?? NO_MESSAGES;
  const history = useConversationHistory(uid);
  const [earlierIds, setEarlierIds] = useState<ReadonlySet<string> | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!history.data) return;
    useChatStore.getState().addMessages(uid, history.data);
    // The first load is the earlier history; later reloads (after a reconnect) only fill gaps.
    setEarlierIds((current) => current ?? new Set(history.data.map((message) => message.id)));
  }, [uid, history.data]);

  useEffect(() => {
    useChatStore.getState().setOpenUid(uid);
    return () => useChatStore.getState().setOpenUid(null);
  }, [uid]);

  const unread = visitor?.unreadMessages ?? 0;
  useEffect(() => {
    if (unread > 0) markConversationRead(uid);
  }, [uid, unread]);

  const missingOnServer = history.error instanceof ApiRequestError && history.error.status === 404;
  const notFound = !visitor && (didLoad || missingOnServer);
  useEffect(() => {
    if (!notFound || leaving.current) return;
    enqueueSnackbar(t('chat:notFound'), { variant: 'info' });
    navigate(listHref, { replace: true });
  }, [notFound, navigate, listHref, enqueueSnackbar, t]);

  if (notFound) return <EmptyState title={t('chat:notFound')} />;
  if (!visitor) return <ConnectionNotice />;
  return (
    <OpenConversation
      visitor={visitor}
      messages={messages}
      earlierIds={earlierIds ?? new Set()}
      listHref={listHref}
      onClosed={() => {
        leaving.current = true;
        navigate(listHref);
      }}
    />
  );
}

interface OpenConversationProps {
  visitor: Visitor;
  messages: readonly ChatMessage[];
  earlierIds: ReadonlySet<string>;
  listHref: string;
  onClosed: () => void;
}

function OpenConversation({ visitor, messages, earlierIds, listHref, onClosed }: OpenConversationProps) {
  const { t } = useTranslation(['chat', 'errors']);
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const settings = useChatSettings();
  const nameOf = useAgentName();
  const { send, sendImage, asking, answer } = useSendMessage(visitor.uid);
  const name = knownName(visitor) ?? t('chat:unknownName');
  const assignee = nameOf(visitor.assignee_id);

  const onTyping = (status: 0 | 1) => {
    const { socket, userId } = useChatStore.getState();
    if (socket?.connected)
      socket.emit('operatorIsTyping', { uid: visitor.uid, user_id: userId ?? undefined, status });
  };

  const close = async () => {
    setDialog(null);
    const result = await emitWithAck('closeConversation', { uid: visitor.uid });
    if (result.ok) onClosed();
    else enqueueSnackbar(result.error.message || t('errors:generic'), { variant: 'error' });
  };

  return (
    <ChatLayout
      sidebar={
        <ConversationActions
          listHref={listHref}
          started={visitor.started === 1}
          onInfo={() => setDialog('info')}
          onAssign={() => setDialog('assign')}
          onClose={() => setDialog('close')}
        />
      }
    >
      <Stack sx={{ height: '100%' }}>
        <Stack sx={{ px: 2, pt: 2 }} spacing={0.25}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color={visitor.online === 1 ? 'success.main' : 'error.main'}>
            {t(visitor.online === 1 ? 'chat:card.online' : 'chat:card.offline')}
            {' · '}
            {t(`chat:status.${conversationStatus(visitor)}`)}
            {assignee && ` · ${t('chat:card.assignedTo', { name: assignee })}`}
          </Typography>
        </Stack>
        <ConnectionNotice />
        <MessageList
          messages={messages}
          earlierIds={earlierIds}
          label={t('chat:conversation.messages', { name })}
          authorOf={(message) =>
            message.from === '0' ? name : (nameOf(message.from) ?? t('chat:conversation.agent'))
          }
        />
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, minHeight: '1.5em' }}>
          {visitor.isTyping === 1 ? t('chat:conversation.typing', { name }) : ''}
        </Typography>
        <MessageForm
          onSend={send}
          onSendImage={sendImage}
          onTyping={onTyping}
          templates={settings.data?.templates ?? []}
        />
      </Stack>
      <VisitorInfoDialog visitor={visitor} open={dialog === 'info'} onClose={() => setDialog(null)} />
      <AssignDialog visitor={visitor} open={dialog === 'assign'} onClose={() => setDialog(null)} />
      <YesNoDialog
        open={dialog === 'close'}
        title={t('chat:closeConversation.title')}
        text={t('chat:closeConversation.text')}
        yesLabel={t('chat:closeConversation.confirm')}
        noLabel={t('chat:dialog.cancel')}
        onYes={() => void close()}
        onNo={() => setDialog(null)}
      />
      <YesNoDialog
        open={asking}
        title={t('chat:goOnline.title')}
        text={t('chat:goOnline.text')}
        onYes={() => answer(true)}
        onNo={() => answer(false)}
      />
    </ChatLayout>
  );
}
