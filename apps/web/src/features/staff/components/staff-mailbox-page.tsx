import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, fromQuery } from '@/components/data-list';
import { ApiRequestError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOutbox } from '../api/get-outbox';
import type { OutboxFilter } from '../query-keys';
import { mailColumns } from './mail-columns';
import { MailDialog } from './mail-dialog';
import { RecipientFilter } from './recipient-filter';

const PAGE_SIZES = [25, 50, 100];

/** The platform's outbox for staff: on the embedded default every mail (invitations, resets) lands here. */
export function StaffMailboxPage() {
  const { t, i18n } = useTranslation(['staff', 'errors']);
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
            <DataList
              {...fromQuery(outbox, (data) => data.data)}
              label={t('staff:mailbox.tableLabel')}
              loadingLabel={t('staff:mailbox.loading')}
              rowKey={(mail) => mail.id}
              empty={{ title: t('staff:mailbox.empty') }}
              columns={mailColumns(t, i18n.resolvedLanguage ?? 'nb', setOpenId)}
              paging={{
                mode: 'server',
                total: outbox.data?.total ?? 0,
                page: filter,
                pageSizes: PAGE_SIZES,
                onChange: (page) => setFilter((current) => ({ ...current, ...page })),
              }}
            />
          </>
        )}
      </Stack>
      {openId !== null && <MailDialog id={openId} onClose={() => setOpenId(null)} />}
    </Container>
  );
}
