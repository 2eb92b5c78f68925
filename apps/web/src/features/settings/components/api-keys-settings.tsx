import type { ApiKey } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataList, fromQuery } from '@/components/data-list';
import { VisuallyHidden } from '@/components/visually-hidden';
import { formatDateTime } from '@/lib/format';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** settings/api-keys: the account's keys for the ingest API; create (shown once) and revoke. */
export function ApiKeysSettings({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const keys = useApiKeys(accountId);
  const revoke = useRevokeApiKey(accountId);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const closeRevoke = () => {
    setRevoking(null);
    revoke.reset();
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('settings:apiKeys.intro')}{' '}
        <Link href="/api/docs/ui" target="_blank" rel="noopener">
          {t('settings:apiKeys.docsLink')} <VisuallyHidden>{t('common:opensInNewTab')}</VisuallyHidden>
        </Link>
      </Typography>
      <div>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('settings:apiKeys.create')}
        </Button>
      </div>
      <DataList
        {...fromQuery(keys)}
        label={t('settings:apiKeys.tableLabel')}
        loadingLabel={t('settings:loading')}
        rowKey={(key) => key.id}
        empty={{ title: t('settings:apiKeys.empty') }}
        columns={[
          {
            key: 'label',
            label: t('settings:apiKeys.columns.label'),
            sortValue: (key) => key.label,
            wrap: 'anywhere',
            cell: (key) => key.label,
          },
          {
            key: 'key',
            label: t('settings:apiKeys.columns.key'),
            sx: { fontFamily: 'monospace' },
            cell: (key) => `${key.prefix}…`,
          },
          {
            key: 'created',
            label: t('settings:apiKeys.columns.created'),
            sortValue: (key) => key.created_at,
            wrap: 'nowrap',
            cell: (key) => formatDateTime(key.created_at, language),
          },
          {
            key: 'lastUsed',
            label: t('settings:apiKeys.columns.lastUsed'),
            sortValue: (key) => key.last_used_at,
            wrap: 'nowrap',
            cell: (key) =>
              key.last_used_at ? formatDateTime(key.last_used_at, language) : t('settings:apiKeys.neverUsed'),
          },
        ]}
        rowActions={{
          label: t('settings:apiKeys.columns.actions'),
          render: (key) => (
            <Button
              color="error"
              size="small"
              aria-label={t('settings:apiKeys.revokeLabel', { label: key.label })}
              onClick={() => setRevoking(key)}
            >
              {t('settings:apiKeys.revoke')}
            </Button>
          ),
        }}
      />
      {creating && <CreateApiKeyDialog accountId={accountId} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t('settings:apiKeys.revokeTitle')}
        text={t('settings:apiKeys.revokeText', { label: revoking?.label ?? '' })}
        confirmLabel={t('settings:apiKeys.revoke')}
        cancelLabel={t('settings:apiKeys.dialog.cancel')}
        pending={revoke.isPending}
        error={revoke.error}
        onClose={closeRevoke}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSuccess: closeRevoke });
        }}
      />
    </Stack>
  );
}
