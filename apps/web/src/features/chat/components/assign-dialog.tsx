import type { Visitor } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatSettings } from '../api/get-chat';
import { agentName } from '../format';
import { emitWithAck } from '../store/chat-store';

/** Any user of the account may be assigned (spec section 6). */
export function AssignDialog({
  visitor,
  open,
  onClose,
}: {
  visitor: Visitor;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['chat', 'errors']);
  const { enqueueSnackbar } = useSnackbar();
  const settings = useChatSettings();
  const titleId = useId();

  const assign = async (userId: string | 0) => {
    const answer = await emitWithAck('setAssignee', { uid: visitor.uid, user_id: userId, s: 1 });
    if (!answer.ok) {
      enqueueSnackbar(answer.error.message || t('errors:generic'), { variant: 'error' });
      return;
    }
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('chat:assign.title')}</DialogTitle>
      {settings.isPending && <Typography sx={{ px: 3 }}>{t('chat:assign.loading')}</Typography>}
      <List>
        {settings.data?.agents.map((agent) => (
          <ListItem key={agent.id} disablePadding>
            <ListItemButton selected={visitor.assignee_id === agent.id} onClick={() => void assign(agent.id)}>
              <ListItemText primary={agentName(agent)} secondary={agent.email} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton selected={visitor.assignee_id === 0} onClick={() => void assign(0)}>
            <ListItemText primary={t('chat:assign.nobody')} />
          </ListItemButton>
        </ListItem>
      </List>
      <DialogActions>
        <Button onClick={onClose}>{t('chat:dialog.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
