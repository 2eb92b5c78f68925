import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useChatStore } from '../store/chat-store';
import { changeOperatorStatus } from '../store/operator-actions';
import { useChatEnabled } from '../use-chat-enabled';

/** The toolbar's online/offline switch for the chat; nothing without the chat package. */
export function OperatorStatusToggle() {
  const { t } = useTranslation(['chat']);
  const enabled = useChatEnabled();
  const online = useChatStore((state) => state.operatorOnline);
  if (!enabled) return null;
  return (
    <Tooltip title={t(online ? 'chat:status.onlineHint' : 'chat:status.offlineHint')} describeChild>
      <FormControlLabel
        sx={{ mr: 1, whiteSpace: 'nowrap' }}
        control={
          <Switch
            checked={online}
            color="success"
            onChange={(_event, checked) => void changeOperatorStatus(checked)}
          />
        }
        label={t('chat:status.label')}
      />
    </Tooltip>
  );
}
