import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ClosedConversationView } from './closed-conversation-view';
import { ClosedConversations } from './closed-conversations';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

/** /{account}/chat and /{account}/chat/{conversation_id}; the data comes from ChatConnection's store. */
export function ChatPage() {
  const { t } = useTranslation(['chat']);
  const { conversationId } = useParams();
  useDocumentTitle(t('chat:title'));
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('chat:title')}
      </Typography>
      {conversationId ? <ConversationView key={conversationId} uid={conversationId} /> : <ConversationList />}
    </Stack>
  );
}

/** /{account}/chat/closed and /{account}/chat/closed/{conversation_id}: closed conversations, read-only. */
export function ClosedChatPage() {
  const { t } = useTranslation(['chat']);
  const { conversationId } = useParams();
  useDocumentTitle(t('chat:closed.title'));
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('chat:title')}
      </Typography>
      {conversationId ? (
        <ClosedConversationView key={conversationId} uid={conversationId} />
      ) : (
        <ClosedConversations />
      )}
    </Stack>
  );
}
