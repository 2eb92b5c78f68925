import { CHAT_FILTERS, type ChatFilter, matchesChatFilter } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatch, useNavigate, useParams } from 'react-router';
import { accountPaths } from '@/config/paths';
import { useChatStore } from '../store/chat-store';

/** Waiting, mine, others': how many each holds, the chosen one marked; then the closed conversations. */
export function ChatFilters() {
  const { t } = useTranslation(['chat']);
  const { accountId = '' } = useParams();
  const navigate = useNavigate();
  const onClosed = useMatch(accountPaths.chatClosed.path) !== null;
  const filter = useChatStore((state) => state.filter);
  const setFilter = useChatStore((state) => state.setFilter);
  const visitors = useChatStore((state) => state.visitors);
  const userId = useChatStore((state) => state.userId) ?? '';
  const count = (choice: ChatFilter) =>
    Object.values(visitors).filter((visitor) => matchesChatFilter(visitor, choice, userId)).length;

  return (
    <nav aria-label={t('chat:filters.label')}>
      <List>
        {CHAT_FILTERS.map((choice) => {
          const chosen = !onClosed && choice === filter;
          return (
            <ListItem key={choice} disablePadding>
              <ListItemButton
                selected={chosen}
                aria-current={chosen ? 'true' : undefined}
                onClick={() => {
                  setFilter(choice);
                  if (onClosed) navigate(accountPaths.chat.href(accountId));
                }}
              >
                <ListItemText primary={t(`chat:filters.${choice}`)} />
                <Chip size="small" label={count(choice)} aria-hidden />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton
            component={RouterLink}
            to={accountPaths.chatClosed.href(accountId)}
            selected={onClosed}
            aria-current={onClosed ? 'page' : undefined}
          >
            <ListItemText primary={t('chat:filters.closed')} />
          </ListItemButton>
        </ListItem>
      </List>
    </nav>
  );
}
