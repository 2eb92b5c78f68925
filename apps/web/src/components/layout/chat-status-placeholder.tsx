import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from './icons';

/** Where the operator's online/offline switch will sit; until chat exists it only says so. */
export function ChatStatusPlaceholder() {
  const { t } = useTranslation(['shell']);
  return (
    <Tooltip title={t('shell:layout.chatStatusHint')} describeChild>
      <Chip
        icon={<HeadsetIcon />}
        label={t('shell:layout.chatStatus')}
        variant="outlined"
        size="small"
        role="note"
        tabIndex={0}
        sx={{ display: { xs: 'none', lg: 'inline-flex' }, color: 'inherit' }}
      />
    </Tooltip>
  );
}
