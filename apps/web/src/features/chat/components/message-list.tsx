import type { ChatMessage } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: readonly ChatMessage[];
  /** Ids of the messages that came with the stored history, marked off by a divider. */
  earlierIds: ReadonlySet<string>;
  label: string;
  authorOf: (message: ChatMessage) => string;
}

/** The conversation as a live log: new messages are announced and scrolled into view. */
export function MessageList({ messages, earlierIds, label, authorOf }: MessageListProps) {
  const { t } = useTranslation(['chat']);
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const firstEarlier = messages.find((message) => earlierIds.has(message.id))?.id;

  return (
    <Box
      role="log"
      aria-label={label}
      tabIndex={0}
      sx={{ flexGrow: 1, overflowY: 'auto', p: 2, minHeight: 240, maxHeight: '60vh' }}
    >
      {messages.length === 0 ? (
        <Typography color="text.secondary">{t('chat:conversation.noMessages')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {messages.map((message) => (
            <Fragment key={message.id}>
              {message.id === firstEarlier && (
                <Box component="li" sx={{ mb: 1.5 }}>
                  <Divider>
                    <Typography variant="caption" color="text.secondary">
                      {t('chat:conversation.earlier')}
                    </Typography>
                  </Divider>
                </Box>
              )}
              <MessageBubble message={message} author={authorOf(message)} />
            </Fragment>
          ))}
        </Box>
      )}
      <div ref={end} />
    </Box>
  );
}
