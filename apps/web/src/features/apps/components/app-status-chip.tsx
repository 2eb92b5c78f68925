import type { AppStatus } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** "Tilkoblet", "Pause" or "Ikke tilkoblet": a status of null is a service not connected. */
export function AppStatusChip({ status }: { status: AppStatus | null }) {
  const { t } = useTranslation(['apps']);
  if (status === 'active') return <Chip size="small" color="success" label={t('apps:status.active')} />;
  // Grey, not MUI's orange: white on its warning colour is below 4.5:1 for text this small.
  if (status === 'paused') return <Chip size="small" label={t('apps:status.paused')} />;
  return <Chip size="small" variant="outlined" label={t('apps:status.notConnected')} />;
}
