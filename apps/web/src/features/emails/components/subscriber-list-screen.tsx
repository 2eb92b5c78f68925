import { CONTACT_LIST_FILTERS, type Contact } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataList, fromQuery } from '@/components/data-list';
import { ListToolbar } from '@/components/list-toolbar';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format';
import { useListState } from '@/lib/use-list-state';
import { useContacts, useExportContacts } from '../api/audience';
import { ConsentChip } from './consent-chip';
import { SubscriberAddDialog } from './subscriber-add-dialog';
import { SubscriberImportDialog } from './subscriber-import-dialog';

type Filter = (typeof CONTACT_LIST_FILTERS)[number];

/** /emails/subscribers: the shop's contacts with their consent; search, filter, add, import and export. */
export function SubscriberListScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['emails', 'shell']);
  const { enqueueSnackbar } = useSnackbar();
  const [filter, setFilter] = useState<Filter>('all');
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const list = useListState<never>();
  const { q, page, per_page } = list.query;
  const contacts = useContacts(accountId, { q, page, per_page, filter });
  const exportCsv = useExportContacts(accountId);
  const columns = useSubscriberColumns(accountId);

  return (
    <ScreenLayout
      title={t('shell:nav.emailSubscribers')}
      actions={
        <>
          <Button variant="contained" onClick={() => setDialog('add')}>
            {t('emails:subscribers.add')}
          </Button>
          <Button variant="outlined" onClick={() => setDialog('import')}>
            {t('emails:subscribers.import')}
          </Button>
          <Button
            variant="outlined"
            disabled={exportCsv.isPending}
            onClick={async () => {
              try {
                await exportCsv.mutateAsync();
              } catch (error) {
                enqueueSnackbar(failureText(error), {
                  variant: 'error',
                });
              }
            }}
          >
            {t('emails:subscribers.export')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{t('emails:subscribers.intro')}</Typography>
      <ListToolbar
        searchLabel={t('emails:subscribers.search')}
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        statusLabel={t('emails:subscribers.show')}
        status={filter}
        statuses={CONTACT_LIST_FILTERS.map((value) => ({
          value,
          label: t(`emails:subscribers.filters.${value}`),
        }))}
        onStatus={(next) => {
          setFilter(next);
          list.resetPage();
        }}
      />
      {contacts.isFetching && !contacts.isPending && (
        <LinearProgress aria-label={t('emails:subscribers.loading')} />
      )}
      <DataList
        {...fromQuery(contacts, (data) => data.data)}
        label={t('emails:subscribers.label')}
        loadingLabel={t('emails:subscribers.loading')}
        rowKey={(contact) => String(contact.id)}
        empty={
          list.search !== '' || filter !== 'all'
            ? { title: t('emails:subscribers.noMatch') }
            : { title: t('emails:subscribers.empty'), text: t('emails:subscribers.emptyText') }
        }
        paging={list.paging(contacts.data?.total ?? 0)}
        columns={columns}
        minWidth={860}
      />
      <SubscriberAddDialog accountId={accountId} open={dialog === 'add'} onClose={() => setDialog(null)} />
      <SubscriberImportDialog
        accountId={accountId}
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
      />
    </ScreenLayout>
  );
}

function useSubscriberColumns(accountId: string): DataColumn<Contact>[] {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  return [
    {
      key: 'email',
      label: t('emails:subscribers.columns.email'),
      wrap: 'anywhere',
      cell: (contact) => (
        <Link component={RouterLink} to={paths.emailSubscriber.href(accountId, contact.id)}>
          {contact.email}
        </Link>
      ),
    },
    {
      key: 'name',
      label: t('emails:subscribers.columns.name'),
      wrap: 'anywhere',
      cell: (contact) => contact.name ?? t('emails:unknown'),
    },
    {
      key: 'consent',
      label: t('emails:subscribers.columns.consent'),
      cell: (contact) => <ConsentChip contact={contact} />,
    },
    {
      key: 'source',
      label: t('emails:subscribers.columns.source'),
      cell: (contact) =>
        contact.consent_source === null ? '–' : t(`emails:sources.${contact.consent_source}`),
    },
    {
      key: 'tags',
      label: t('emails:subscribers.columns.tags'),
      cell: (contact) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          {contact.tags.map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} />
          ))}
        </Stack>
      ),
    },
    {
      key: 'updated_at',
      label: t('emails:subscribers.columns.updated_at'),
      wrap: 'nowrap',
      cell: (contact) => formatDateTime(contact.updated_at, language),
    },
  ];
}
