import type { Campaign } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS = {
  draft: 'default',
  scheduled: 'info',
  sending: 'primary',
  paused: 'warning',
  sent: 'success',
  cancelled: 'default',
} as const;

export function CampaignStatusChip({ campaign }: { campaign: Pick<Campaign, 'status'> }) {
  const { t } = useTranslation(['emails']);
  return (
    <Chip
      size="small"
      color={COLOURS[campaign.status]}
      variant={campaign.status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`emails:status.${campaign.status}`)}
    />
  );
}
