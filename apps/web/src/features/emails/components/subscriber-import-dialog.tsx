import { CONTACT_IMPORT_SOURCES } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useImportContacts } from '../api/audience';

/** A CSV of contacts with where their consent came from; every row is stored, or none and the wrong rows shown. */
export function SubscriberImportDialog({
  accountId,
  open,
  onClose,
}: {
  accountId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['emails']);
  const titleId = useId();
  const helpId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useImportContacts(accountId);
  const [source, setSource] = useState<string>('import');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that the same file, fixed, can be chosen again.
    event.target.value = '';
    if (file) upload.mutate({ file, source });
  };
  const result = upload.data;

  return (
    <Dialog
      open={open}
      onClose={() => {
        upload.reset();
        onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={helpId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('emails:subscribers.import')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={helpId}>{t('emails:subscribers.importHelp')}</DialogContentText>
          <TextField
            select
            label={t('emails:subscribers.importSource')}
            value={source}
            onChange={(event) => setSource(event.target.value)}
            fullWidth
          >
            {CONTACT_IMPORT_SOURCES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`emails:sources.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <div>
            {/* The button opens the file picker; the input stays out of sight and out of the tab order. */}
            <Button variant="contained" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
              {upload.isPending ? t('emails:subscribers.importing') : t('emails:subscribers.chooseFile')}
            </Button>
            <input
              ref={inputRef}
              type="file"
              accept=".csv,text/csv"
              aria-label={t('emails:subscribers.chooseFile')}
              tabIndex={-1}
              hidden
              onChange={choose}
            />
          </div>
          <FormErrorAlert error={upload.error} />
          {result && result.errors.length === 0 && (
            <Alert severity="success" role="status">
              {t('emails:subscribers.imported', {
                count: result.imported,
                created: result.created,
                updated: result.updated,
              })}
            </Alert>
          )}
          {result && result.errors.length > 0 && (
            <Alert severity="error" role="status">
              {t('emails:subscribers.importRefused', { count: result.errors.length })}
              <ul
                aria-label={t('emails:subscribers.rowErrors')}
                style={{ margin: '8px 0 0', paddingLeft: 20 }}
              >
                {result.errors.slice(0, 50).map((error) => (
                  <li key={error.row}>
                    {t('emails:subscribers.rowError', { row: error.row, message: error.message })}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            upload.reset();
            onClose();
          }}
        >
          {t('emails:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
