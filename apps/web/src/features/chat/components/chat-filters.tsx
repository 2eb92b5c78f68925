import { CHAT_FILTERS, type ChatFilter, matchesChatFilter } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useChatStore } from '../store/chat-store';

/** Waiting, mine, others': how many each holds, the chosen one marked. */
export function ChatFilters() {
  const { t } = useTranslation(['chat']);
  const filter = useChatStore((state) => state.filter);
  const setFilter = useChatStore((state) => state.setFilter);
  const visitors = useChatStore((state) => state.visitors);
  const userId = useChatStore((state) => state.userId) ?? '';
  const count = (choice: ChatFilter) =>
    Object.values(visitors).filter((visitor) => matchesChatFilter(visitor, choice, userId)).length;

  return (
    <nav aria-label={t('chat:filters.label')}>
      <List>
        {CHAT_FILTERS.map((choice) => (
          <ListItem key={choice} disablePadding>
            <ListItemButton
              selected={choice === filter}
              aria-current={choice === filter ? 'true' : undefined}
              onClick={() => setFilter(choice)}
            >
              <ListItemText primary={t(`chat:filters.${choice}`)} />
              <Chip size="small" label={count(choice)} aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
