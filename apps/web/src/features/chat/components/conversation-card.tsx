import { conversationStatus, type Visitor } from '@butikkpanel/contracts';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Chip from '@mui/material/Chip';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatAmount } from '@/lib/format';
import { formatRelative, knownName } from '../format';
import { LastMessageLine } from './last-message-line';

interface ConversationCardProps {
  visitor: Visitor;
  href: string;
  assigneeName: string | null;
  now: number;
}

/** One conversation in the list: who, whether they are here, what is in their cart, who has it. */
export function ConversationCard({ visitor, href, assigneeName, now }: ConversationCardProps) {
  const { t, i18n } = useTranslation(['chat']);
  const name = knownName(visitor) ?? t('chat:unknownName');
  const online = visitor.online === 1;
  const presence = t(online ? 'chat:card.online' : 'chat:card.offline');
  const lastSeen = t('chat:card.lastSeen', {
    time: formatRelative(visitor.last_seen, now, i18n.resolvedLanguage ?? 'nb'),
  });
  const status = conversationStatus(visitor);

  return (
    <ListItemButton component={RouterLink} to={href} divider alignItems="flex-start">
      <ListItemAvatar>
        <Badge
          overlap="circular"
          variant="dot"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={{ '& .MuiBadge-badge': { bgcolor: online ? 'success.main' : 'error.main' } }}
        >
          <Avatar aria-hidden>{name.charAt(0).toUpperCase()}</Avatar>
        </Badge>
      </ListItemAvatar>
      <Stack spacing={0.25} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography component="span" variant="body2" color={online ? 'success.main' : 'error.main'}>
            {presence}
          </Typography>
        </Stack>
        {visitor.last_message && <LastMessageLine preview={visitor.last_message} />}
        <Typography variant="body2" color="text.secondary">
          {lastSeen}
        </Typography>
        <Typography variant="body2">{t(`chat:status.${status}`)}</Typography>
        {assigneeName && (
          <Typography variant="body2" color="text.secondary">
            {t('chat:card.assignedTo', { name: assigneeName })}
          </Typography>
        )}
      </Stack>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0, ml: 1 }}>
        {visitor.unreadMessages > 0 && (
          <Chip
            size="small"
            color="primary"
            label={visitor.unreadMessages}
            aria-label={t('chat:card.unread', { count: visitor.unreadMessages })}
          />
        )}
        <Typography variant="body2">
          {t('chat:card.cartTotal', { amount: formatAmount(visitor.cart_total) })}
        </Typography>
      </Stack>
    </ListItemButton>
  );
}
