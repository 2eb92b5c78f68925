import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useChatStore } from '../store/chat-store';

/** What the connection is doing, when it is not simply connected. */
export function ConnectionNotice() {
  const { t } = useTranslation(['chat']);
  const connection = useChatStore((state) => state.connection);
  const didLoad = useChatStore((state) => state.didLoad);
  if (connection === 'refused') return <Alert severity="error">{t('chat:refused')}</Alert>;
  if (connection === 'disconnected' && didLoad)
    return <Alert severity="warning">{t('chat:disconnected')}</Alert>;
  if (didLoad) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }} role="status">
      <CircularProgress size={20} aria-hidden />
      <Typography>{connection === 'idle' ? t('chat:notConnected') : t('chat:connecting')}</Typography>
    </Stack>
  );
}
