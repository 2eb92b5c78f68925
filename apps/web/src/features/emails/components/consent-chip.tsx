import type { Contact } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Suppressed (no campaign reaches them) goes before the consent itself. */
export function ConsentChip({ contact }: { contact: Pick<Contact, 'consent' | 'suppressed'> }) {
  const { t } = useTranslation(['emails']);
  if (contact.suppressed !== null)
    return (
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={t(`emails:suppressed.${contact.suppressed}`)}
      />
    );
  return (
    <Chip
      size="small"
      color={contact.consent === 'given' ? 'success' : 'default'}
      variant={contact.consent === 'given' ? 'filled' : 'outlined'}
      label={t(`emails:consent.${contact.consent}`)}
    />
  );
}
