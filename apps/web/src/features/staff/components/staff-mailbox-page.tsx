import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOutbox } from '../api/get-outbox';
import type { OutboxFilter } from '../query-keys';
import { MailDialog } from './mail-dialog';
import { MailTable } from './mail-table';
import { RecipientFilter } from './recipient-filter';
import { StaffPagination } from './staff-pagination';

const PAGE_SIZES = [25, 50, 100];

/** The platform's outbox for staff: on the embedded default every mail (invitations, resets) lands here. */
export function StaffMailboxPage() {
  const { t } = useTranslation(['staff', 'errors']);
  const [filter, setFilter] = useState<OutboxFilter>({ to: '', limit: 25, offset: 0 });
  const [openId, setOpenId] = useState<string | null>(null);
  const outbox = useOutbox(filter);
  useDocumentTitle(t('staff:mailbox.title'));
  const forbidden = outbox.error instanceof ApiRequestError && outbox.error.status === 403;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('staff:mailbox.title')}
          </Typography>
          <Typography color="text.secondary">{t('staff:mailbox.intro')}</Typography>
        </div>
        {forbidden ? (
          <Alert severity="error" role="alert">
            {t('errors:forbidden')}
          </Alert>
        ) : (
          <>
            <RecipientFilter onApply={(to) => setFilter((current) => ({ ...current, to, offset: 0 }))} />
            <FormErrorAlert error={outbox.error} />
            {outbox.isPending && <CircularProgress aria-label={t('staff:mailbox.loading')} />}
            {outbox.data && (
              <Paper variant="outlined">
                {outbox.data.total === 0 ? (
                  <Typography sx={{ p: 3 }}>{t('staff:mailbox.empty')}</Typography>
                ) : (
                  <MailTable mails={outbox.data.data} onOpen={setOpenId} />
                )}
                <StaffPagination
                  total={outbox.data.total}
                  page={filter}
                  pageSizes={PAGE_SIZES}
                  onChange={(page) => setFilter((current) => ({ ...current, ...page }))}
                />
              </Paper>
            )}
          </>
        )}
      </Stack>
      {openId !== null && <MailDialog id={openId} onClose={() => setOpenId(null)} />}
    </Container>
  );
}
