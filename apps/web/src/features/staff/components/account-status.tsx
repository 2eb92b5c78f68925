import type { StaffAccount } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Active or deactivated, as a chip with text (never colour alone). */
export function AccountStatusChip({ account }: { account: Pick<StaffAccount, 'is_active'> }) {
  const { t } = useTranslation(['staff']);
  return account.is_active ? (
    <Chip size="small" color="success" variant="outlined" label={t('staff:status.active')} />
  ) : (
    <Chip size="small" color="default" label={t('staff:status.inactive')} />
  );
}
