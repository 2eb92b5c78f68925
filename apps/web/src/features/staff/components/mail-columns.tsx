import type { OutboxMail } from '@butikkpanel/contracts';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import type { DataColumn } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { MailStatus } from './mail-status';

const KNOWN_KINDS = [
  'password_reset',
  'invitation',
  'chat_reply',
  'sender_test',
  'register_attempt',
  'template_test',
  'consent_confirmation',
] as const;
const isKnownKind = (kind: string): kind is (typeof KNOWN_KINDS)[number] =>
  (KNOWN_KINDS as readonly string[]).includes(kind);

/** The mailbox's columns: the subject is the button that opens the mail. */
export function mailColumns(
  t: TFunction<['staff']>,
  language: string,
  onOpen: (id: string) => void,
): DataColumn<OutboxMail>[] {
  return [
    { key: 'to', label: t('staff:mailbox.columns.to'), wrap: 'anywhere', cell: (mail) => mail.to },
    {
      key: 'subject',
      label: t('staff:mailbox.columns.subject'),
      cell: (mail) => (
        <Link component="button" type="button" onClick={() => onOpen(mail.id)} sx={{ textAlign: 'left' }}>
          {mail.subject}
        </Link>
      ),
    },
    {
      key: 'kind',
      label: t('staff:mailbox.columns.kind'),
      cell: (mail) => (isKnownKind(mail.kind) ? t(`staff:mailbox.kinds.${mail.kind}`) : mail.kind),
    },
    {
      key: 'status',
      label: t('staff:mailbox.columns.status'),
      cell: (mail) => <MailStatus status={mail.status} />,
    },
    {
      key: 'time',
      label: t('staff:mailbox.columns.time'),
      wrap: 'nowrap',
      cell: (mail) => formatDateTime(mail.created_at, language),
    },
  ];
}
