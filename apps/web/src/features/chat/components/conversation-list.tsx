import { filterConversations } from '@butikkpanel/contracts';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { accountPaths } from '@/config/paths';
import { useChatStore } from '../store/chat-store';
import { useAgentName } from '../use-agent-name';
import { useNow } from '../use-now';
import { ChatFilters } from './chat-filters';
import { ChatLayout } from './chat-layout';
import { ConnectionNotice } from './connection-notice';
import { ConversationCard } from './conversation-card';

/** /{account}/chat: the chosen filter's conversations, newest message first. */
export function ConversationList() {
  const { t } = useTranslation(['chat']);
  const { accountId = '' } = useParams();
  const visitors = useChatStore((state) => state.visitors);
  const filter = useChatStore((state) => state.filter);
  const userId = useChatStore((state) => state.userId) ?? '';
  const didLoad = useChatStore((state) => state.didLoad);
  const openList = useChatStore((state) => state.openList);
  const nameOf = useAgentName();
  const now = useNow();
  // Before paint, so the list never flashes one filter and then shows another.
  useLayoutEffect(() => {
    if (didLoad) openList();
  }, [didLoad, openList]);
  const shown = useMemo(
    () => filterConversations(Object.values(visitors), filter, userId),
    [visitors, filter, userId],
  );

  return (
    <ChatLayout sidebar={<ChatFilters />}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t(`chat:filters.${filter}`)}
      </Typography>
      <ConnectionNotice />
      {didLoad && shown.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('chat:filters.empty')}
        </Typography>
      )}
      {shown.length > 0 && (
        <List aria-label={t(`chat:filters.${filter}`)}>
          {shown.map((visitor) => (
            <li key={visitor.uid}>
              <ConversationCard
                visitor={visitor}
                href={accountPaths.chatConversation.href(accountId, visitor.uid)}
                assigneeName={nameOf(visitor.assignee_id)}
                now={now}
              />
            </li>
          ))}
        </List>
      )}
    </ChatLayout>
  );
}
