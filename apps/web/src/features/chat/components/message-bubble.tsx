import type { ChatMessage } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { LinkifiedMessage } from './linkified-message';
import { MessageImage } from './message-image';

/** The visitor on the left, agents on the right; an image above the text, when the message has one. */
export function MessageBubble({ message, author }: { message: ChatMessage; author: string }) {
  const { t } = useTranslation(['chat']);
  const fromVisitor = message.from === '0';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: fromVisitor ? 'flex-start' : 'flex-end',
        mb: 1.5,
      }}
    >
      <Typography variant="caption" color="text.secondary">
        {author}
      </Typography>
      <Box
        sx={{
          maxWidth: '75%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: fromVisitor ? 'action.selected' : 'primary.main',
          color: fromVisitor ? 'text.primary' : 'primary.contrastText',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.image && <MessageImage image={message.image} author={author} />}
        {message.text !== '' && <LinkifiedMessage text={message.text} />}
      </Box>
      <Typography variant="caption" color="text.secondary">
        <time dateTime={message.created_at}>
          {t('chat:conversation.sentAt', { time: formatTime(message.created_at) })}
        </time>
        {message.email === 1 && ` · ${t('chat:conversation.sentByEmail')}`}
      </Typography>
    </Box>
  );
}
