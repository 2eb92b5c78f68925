import type { OutboxMail } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS = {
  pending: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  stored: 'default',
} as const satisfies Record<OutboxMail['status'], string>;

export function MailStatus({ status }: { status: OutboxMail['status'] }) {
  const { t } = useTranslation(['staff']);
  const labels: Record<OutboxMail['status'], string> = {
    pending: t('staff:mailbox.status.pending'),
    sending: t('staff:mailbox.status.sending'),
    sent: t('staff:mailbox.status.sent'),
    failed: t('staff:mailbox.status.failed'),
    stored: t('staff:mailbox.status.stored'),
  };
  return <Chip size="small" label={labels[status]} color={STATUS_COLORS[status]} variant="outlined" />;
}
