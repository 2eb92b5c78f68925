import { type CreateApiKeyBody, type CreatedApiKey, createApiKeyBodySchema } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useCreateApiKey } from '../api/create-api-key';

/** Asks for a label, then shows the new key once, with a copy button; closing forgets it. */
export function CreateApiKeyDialog({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const { t } = useTranslation(['settings']);
  const titleId = useId();
  const create = useCreateApiKey(accountId);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState(false);
  const { control, handleSubmit, setError } = useForm<CreateApiKeyBody>({
    resolver: zodResolver(createApiKeyBodySchema),
    mode: 'onTouched',
    defaultValues: { label: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values));
    } catch (error) {
      setServerFieldErrors(error, setError, ['label']);
    }
  });

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      // No clipboard access (permissions, an old browser): the key stays selectable in the field.
      setCopied(false);
    }
  };

  return (
    <Dialog open onClose={created ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {created ? (
        <>
          <DialogTitle id={titleId}>{t('settings:apiKeys.dialog.createdTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Alert severity="warning">{t('settings:apiKeys.dialog.showOnce')}</Alert>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <TextField
                  label={t('settings:apiKeys.dialog.keyLabel')}
                  value={created.key}
                  fullWidth
                  slotProps={{
                    htmlInput: { readOnly: true, spellCheck: false },
                    input: { sx: { fontFamily: 'monospace' } },
                  }}
                  onFocus={(event) => event.target.select()}
                />
                <Button variant="outlined" onClick={copy} sx={{ flexShrink: 0 }}>
                  {copied ? t('settings:apiKeys.dialog.copied') : t('settings:apiKeys.dialog.copy')}
                </Button>
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {t('settings:apiKeys.dialog.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id={titleId}>{t('settings:apiKeys.dialog.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormErrorAlert error={create.error} />
              <FormTextField
                control={control}
                name="label"
                label={t('settings:apiKeys.dialog.label')}
                helperText={t('settings:apiKeys.dialog.labelHelp')}
                required
                autoFocus
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('settings:apiKeys.dialog.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending
                ? t('settings:apiKeys.dialog.submitting')
                : t('settings:apiKeys.dialog.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
