import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatDateTime } from '@/lib/format';
import { useOutboxMail } from '../api/get-outbox-mail';
import { LinkifiedText } from './linkified-text';
import { mailKindLabel } from './mail-columns';
import { MailStatus } from './mail-status';

/** One mail as its recipient got it, in plain text with working links. */
export function MailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation(['staff']);
  const mail = useOutboxMail(id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-dialog-title">
      <DialogTitle id="mail-dialog-title">
        {mail.data ? mail.data.subject.trim() || t('staff:mailbox.noSubject') : t('staff:mailbox.mail')}
      </DialogTitle>
      <DialogContent dividers>
        {mail.isPending && <CircularProgress aria-label={t('staff:mailbox.loadingMail')} />}
        <FormErrorAlert error={mail.error} />
        {mail.data && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography>{t('staff:mailbox.toLine', { to: mail.data.to })}</Typography>
              <Typography color="text.secondary">
                {formatDateTime(mail.data.created_at, i18n.resolvedLanguage ?? 'nb')}
              </Typography>
              <Typography color="text.secondary">
                {t('staff:mailbox.kindLine', { kind: mailKindLabel(t, mail.data.kind) })}
              </Typography>
              <MailStatus status={mail.data.status} />
            </Stack>
            {mail.data.last_error && (
              <Typography color="error">
                {t('staff:mailbox.lastError', { error: mail.data.last_error })}
              </Typography>
            )}
            <LinkifiedText text={mail.data.text} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff:mailbox.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
