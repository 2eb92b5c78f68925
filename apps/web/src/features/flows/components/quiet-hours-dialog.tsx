import type { FlowQuietHours } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useQuietHours, useSaveQuietHours } from '../api/quiet-hours';

interface QuietHoursDialogProps {
  accountId: string;
  open: boolean;
  onClose: () => void;
}

/** Stille timer: whether flow mails wait through the night, and from when to when (Oslo time). */
export function QuietHoursDialog(props: QuietHoursDialogProps) {
  return props.open ? <QuietHoursContent {...props} /> : null;
}

function QuietHoursContent({ accountId, onClose }: QuietHoursDialogProps) {
  const { t } = useTranslation(['flows']);
  const titleId = useId();
  const settings = useQuietHours(accountId);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('flows:quiet.title')}</DialogTitle>
      {settings.data ? (
        <QuietHoursForm accountId={accountId} loaded={settings.data} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {settings.isError ? (
              <FormErrorAlert error={settings.error} />
            ) : (
              <Stack direction="row" spacing={2} sx={{ py: 2, alignItems: 'center' }} role="status">
                <CircularProgress size={24} aria-hidden="true" />
                <Typography>{t('flows:quiet.loading')}</Typography>
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('flows:quiet.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function QuietHoursForm({
  accountId,
  loaded,
  onClose,
}: {
  accountId: string;
  loaded: FlowQuietHours;
  onClose: () => void;
}) {
  const { t } = useTranslation(['flows']);
  const helpId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveQuietHours(accountId);
  const [draft, setDraft] = useState(loaded);
  const set = <K extends keyof FlowQuietHours>(key: K, value: FlowQuietHours[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    save.reset();
  };
  const fields = save.error instanceof ApiRequestError ? save.error.fields : {};
  const fieldError = fields.from ?? fields.to ?? fields.enabled;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync(draft);
      enqueueSnackbar(t('flows:quiet.saved'), { variant: 'success' });
      onClose();
    } catch {
      // The fields or the alert show the server's message.
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.enabled}
                  onChange={(event) => set('enabled', event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': helpId } }}
                />
              }
              label={t('flows:quiet.enabled')}
            />
            <FormHelperText id={helpId} error={Boolean(fields.enabled)}>
              {fields.enabled ?? t('flows:quiet.help')}
            </FormHelperText>
          </div>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="time"
              label={t('flows:quiet.from')}
              value={draft.from}
              onChange={(event) => set('from', event.target.value)}
              disabled={!draft.enabled}
              error={Boolean(fields.from)}
              helperText={fields.from}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              type="time"
              label={t('flows:quiet.to')}
              value={draft.to}
              onChange={(event) => set('to', event.target.value)}
              disabled={!draft.enabled}
              error={Boolean(fields.to)}
              helperText={fields.to}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          {!fieldError && <FormErrorAlert error={save.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('flows:quiet.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('flows:quiet.saving') : t('flows:quiet.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
