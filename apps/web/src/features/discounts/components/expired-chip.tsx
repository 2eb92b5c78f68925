import type { Discount } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { isExpired } from './discount-text';

/** "Utløpt" beside a code past its last day: outlined, so its text keeps AA contrast on white. */
export function ExpiredChip({ discount }: { discount: Pick<Discount, 'expires_on'> }) {
  const { t } = useTranslation(['discounts']);
  if (!isExpired(discount)) return null;
  return <Chip size="small" variant="outlined" color="error" label={t('discounts:expired')} />;
}
