import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { accountPaths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useClosedConversation } from '../api/get-closed-conversation';
import { knownName } from '../format';
import { useAgentName } from '../use-agent-name';
import { ChatLayout } from './chat-layout';
import { BackIcon } from './icons';
import { MessageList } from './message-list';

const NONE: ReadonlySet<string> = new Set();

/** /{account}/chat/closed/{uid}: a closed conversation's messages, to read only. */
export function ClosedConversationView({ uid }: { uid: string }) {
  const { t } = useTranslation(['chat', 'errors']);
  const { accountId = '' } = useParams();
  const closed = useClosedConversation(accountId, uid);
  const nameOf = useAgentName();
  const backHref = accountPaths.chatClosed.href(accountId);
  const sidebar = (
    <nav aria-label={t('chat:actions.label')}>
      <List>
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to={backHref}>
            <ListItemIcon>
              <BackIcon />
            </ListItemIcon>
            <ListItemText primary={t('chat:closed.back')} />
          </ListItemButton>
        </ListItem>
      </List>
    </nav>
  );

  if (closed.error instanceof ApiRequestError && closed.error.status === 404) {
    return (
      <ChatLayout sidebar={sidebar}>
        <EmptyState title={t('chat:notFound')} />
      </ChatLayout>
    );
  }
  const conversation = closed.data?.conversation;
  const name = conversation ? (knownName(conversation) ?? t('chat:unknownName')) : '';
  return (
    <ChatLayout sidebar={sidebar}>
      {closed.isError && <Alert severity="error">{t('errors:generic')}</Alert>}
      {conversation && (
        <Stack>
          <Stack sx={{ px: 2, pt: 2 }} spacing={0.25}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {conversation.email && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {conversation.email}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('chat:closed.readOnly')}
            </Typography>
          </Stack>
          <MessageList
            messages={closed.data?.messages ?? []}
            earlierIds={NONE}
            label={t('chat:conversation.messages', { name })}
            authorOf={(message) =>
              message.from === '0' ? name : (nameOf(message.from) ?? t('chat:conversation.agent'))
            }
          />
        </Stack>
      )}
    </ChatLayout>
  );
}
