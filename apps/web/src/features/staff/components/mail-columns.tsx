import { isMailKind, type OutboxMail } from '@butikkpanel/contracts';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import type { DataColumn } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { MailStatus } from './mail-status';

/** A mail's kind in words; a kind this screen does not know yet reads as "another mail", never as its code. */
export function mailKindLabel(t: TFunction<['staff']>, kind: string): string {
  return isMailKind(kind) ? t(`staff:mailbox.kinds.${kind}`) : t('staff:mailbox.kinds.other');
}

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
          {mail.subject.trim() || t('staff:mailbox.noSubject')}
        </Link>
      ),
    },
    {
      key: 'kind',
      label: t('staff:mailbox.columns.kind'),
      cell: (mail) => mailKindLabel(t, mail.kind),
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
