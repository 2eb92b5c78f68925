import type { OutboxMail } from '@butikkpanel/contracts';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { MailStatus } from './mail-status';

const KNOWN_KINDS = [
  'password_reset',
  'invitation',
  'chat_reply',
  'sender_test',
  'register_attempt',
] as const;
const isKnownKind = (kind: string): kind is (typeof KNOWN_KINDS)[number] =>
  (KNOWN_KINDS as readonly string[]).includes(kind);

interface MailTableProps {
  mails: readonly OutboxMail[];
  onOpen: (id: string) => void;
}

/** One row per mail; the subject is the button that opens it. */
export function MailTable({ mails, onOpen }: MailTableProps) {
  const { t, i18n } = useTranslation(['staff']);
  const language = i18n.resolvedLanguage ?? 'nb';
  return (
    <TableContainer>
      <Table size="small" aria-label={t('staff:mailbox.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('staff:mailbox.columns.to')}</TableCell>
            <TableCell>{t('staff:mailbox.columns.subject')}</TableCell>
            <TableCell>{t('staff:mailbox.columns.kind')}</TableCell>
            <TableCell>{t('staff:mailbox.columns.status')}</TableCell>
            <TableCell>{t('staff:mailbox.columns.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mails.map((mail) => (
            <TableRow key={mail.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.to}</TableCell>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(mail.id)}
                  sx={{ textAlign: 'left' }}
                >
                  {mail.subject}
                </Link>
              </TableCell>
              <TableCell>
                {isKnownKind(mail.kind) ? t(`staff:mailbox.kinds.${mail.kind}`) : mail.kind}
              </TableCell>
              <TableCell>
                <MailStatus status={mail.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.created_at, language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
