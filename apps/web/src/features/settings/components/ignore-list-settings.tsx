import type { IgnoreEntry } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataList, fromQuery } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { useIgnoreList } from '../api/get-ignore-list';
import { useRemoveIgnoreEntry } from '../api/remove-ignore-entry';
import { AddIgnoreEntryForm } from './add-ignore-entry-form';
import { IgnoreListUpload } from './ignore-list-upload';

/** settings/ignore-lists: e-mail and IP addresses the account does not count; add, remove, upload CSV. */
export function IgnoreListSettings({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['settings']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const entries = useIgnoreList(accountId);
  const remove = useRemoveIgnoreEntry(accountId);
  const [removing, setRemoving] = useState<IgnoreEntry | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('settings:ignoreLists.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('settings:ignoreLists.addTitle')}
          </Typography>
          <AddIgnoreEntryForm accountId={accountId} onAdded={setAdded} />
          {added && (
            <Alert severity="success" role="status" onClose={() => setAdded(null)}>
              {t('settings:ignoreLists.added', { value: added })}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <IgnoreListUpload accountId={accountId} />
      </Paper>
      <DataList
        {...fromQuery(entries)}
        label={t('settings:ignoreLists.tableLabel')}
        loadingLabel={t('settings:loading')}
        rowKey={(entry) => entry.id}
        empty={{ title: t('settings:ignoreLists.empty') }}
        paging={{ mode: 'client', pageSize: 50, pageSizes: [25, 50, 100] }}
        columns={[
          {
            key: 'kind',
            label: t('settings:ignoreLists.columns.kind'),
            sortValue: (entry) => entry.kind,
            cell: (entry) => t(`settings:ignoreLists.kinds.${entry.kind}`),
          },
          {
            key: 'value',
            label: t('settings:ignoreLists.columns.value'),
            sortValue: (entry) => entry.value,
            wrap: 'anywhere',
            cell: (entry) => entry.value,
          },
          {
            key: 'created',
            label: t('settings:ignoreLists.columns.created'),
            sortValue: (entry) => entry.created_at,
            wrap: 'nowrap',
            cell: (entry) => formatDateTime(entry.created_at, language),
          },
        ]}
        rowActions={{
          label: t('settings:ignoreLists.columns.actions'),
          render: (entry) => (
            <Button
              color="error"
              size="small"
              aria-label={t('settings:ignoreLists.removeLabel', { value: entry.value })}
              onClick={() => setRemoving(entry)}
            >
              {t('settings:ignoreLists.remove')}
            </Button>
          ),
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('settings:ignoreLists.removeTitle')}
        text={t('settings:ignoreLists.removeText', { value: removing?.value ?? '' })}
        confirmLabel={t('settings:ignoreLists.remove')}
        cancelLabel={t('settings:ignoreLists.cancel')}
        pending={remove.isPending}
        error={remove.error}
        onClose={closeRemove}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: closeRemove });
        }}
      />
    </Stack>
  );
}
