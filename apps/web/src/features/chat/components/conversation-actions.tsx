import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AssignIcon, BackIcon, CloseConversationIcon, InfoIcon } from './icons';

interface ConversationActionsProps {
  listHref: string;
  started: boolean;
  onInfo: () => void;
  onAssign: () => void;
  onClose: () => void;
}

/** The detail's sidebar: back, visitor info, assign, and close while the conversation is started. */
export function ConversationActions({
  listHref,
  started,
  onInfo,
  onAssign,
  onClose,
}: ConversationActionsProps) {
  const { t } = useTranslation(['chat']);
  return (
    <nav aria-label={t('chat:actions.label')}>
      <List>
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to={listHref}>
            <ListItemIcon>
              <BackIcon />
            </ListItemIcon>
            <ListItemText primary={t('chat:actions.back')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={onInfo}>
            <ListItemIcon>
              <InfoIcon />
            </ListItemIcon>
            <ListItemText primary={t('chat:actions.info')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={onAssign}>
            <ListItemIcon>
              <AssignIcon />
            </ListItemIcon>
            <ListItemText primary={t('chat:actions.assign')} />
          </ListItemButton>
        </ListItem>
        {started && (
          <ListItem disablePadding>
            <ListItemButton onClick={onClose}>
              <ListItemIcon>
                <CloseConversationIcon />
              </ListItemIcon>
              <ListItemText primary={t('chat:actions.close')} />
            </ListItemButton>
          </ListItem>
        )}
      </List>
    </nav>
  );
}
