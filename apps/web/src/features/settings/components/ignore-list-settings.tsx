import type { IgnoreEntry } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
      <FormErrorAlert error={entries.error} />
      {entries.isPending && <CircularProgress aria-label={t('settings:loading')} />}
      {entries.data && (
        <Paper variant="outlined">
          {entries.data.length === 0 ? (
            <Typography sx={{ p: 3 }}>{t('settings:ignoreLists.empty')}</Typography>
          ) : (
            <ScrollTable size="small" label={t('settings:ignoreLists.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('settings:ignoreLists.columns.kind')}</TableCell>
                  <TableCell>{t('settings:ignoreLists.columns.value')}</TableCell>
                  <TableCell>{t('settings:ignoreLists.columns.created')}</TableCell>
                  <TableCell>
                    <VisuallyHidden>{t('settings:ignoreLists.columns.actions')}</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{t(`settings:ignoreLists.kinds.${entry.kind}`)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.value}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(entry.created_at, language)}
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        color="error"
                        size="small"
                        aria-label={t('settings:ignoreLists.removeLabel', { value: entry.value })}
                        onClick={() => setRemoving(entry)}
                      >
                        {t('settings:ignoreLists.remove')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
        </Paper>
      )}
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
