import type { ApiKey } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScrollTable } from '@/components/scroll-table';
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
      <FormErrorAlert error={keys.error} />
      {keys.isPending && <CircularProgress aria-label={t('settings:loading')} />}
      {keys.data && (
        <Paper variant="outlined">
          {keys.data.length === 0 ? (
            <Typography sx={{ p: 3 }}>{t('settings:apiKeys.empty')}</Typography>
          ) : (
            <ScrollTable size="small" label={t('settings:apiKeys.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('settings:apiKeys.columns.label')}</TableCell>
                  <TableCell>{t('settings:apiKeys.columns.key')}</TableCell>
                  <TableCell>{t('settings:apiKeys.columns.created')}</TableCell>
                  <TableCell>{t('settings:apiKeys.columns.lastUsed')}</TableCell>
                  <TableCell>
                    <VisuallyHidden>{t('settings:apiKeys.columns.actions')}</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {keys.data.map((key) => (
                  <TableRow key={key.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{key.label}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{`${key.prefix}…`}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(key.created_at, language)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {key.last_used_at
                        ? formatDateTime(key.last_used_at, language)
                        : t('settings:apiKeys.neverUsed')}
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        color="error"
                        size="small"
                        aria-label={t('settings:apiKeys.revokeLabel', { label: key.label })}
                        onClick={() => setRevoking(key)}
                      >
                        {t('settings:apiKeys.revoke')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
        </Paper>
      )}
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
