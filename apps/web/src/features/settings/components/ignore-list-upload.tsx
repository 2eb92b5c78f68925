import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useUploadIgnoreList } from '../api/upload-ignore-list';

/** A CSV file of e-mail and IP addresses; the answer says what was added and which rows were not. */
export function IgnoreListUpload({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const upload = useUploadIgnoreList(accountId);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) sends it again.
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('settings:ignoreLists.uploadTitle')}
      </Typography>
      <Typography id={helpId} color="text.secondary">
        {t('settings:ignoreLists.uploadHelp')}
      </Typography>
      <div>
        {/* The button opens the file picker; the input stays out of sight and out of the tab order. */}
        <Button
          variant="outlined"
          disabled={upload.isPending}
          aria-describedby={helpId}
          onClick={() => inputRef.current?.click()}
        >
          {upload.isPending ? t('settings:ignoreLists.uploading') : t('settings:ignoreLists.upload')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept=".csv,text/csv"
          aria-label={t('settings:ignoreLists.upload')}
          tabIndex={-1}
          hidden
          onChange={choose}
        />
      </div>
      <FormErrorAlert error={upload.error} />
      {upload.data && (
        <Alert severity={upload.data.errors.length > 0 ? 'warning' : 'success'} role="status">
          {t('settings:ignoreLists.uploadResult', {
            added: upload.data.added,
            unchanged: upload.data.unchanged,
          })}
          {upload.data.errors.length > 0 && (
            <ul
              aria-label={t('settings:ignoreLists.rowErrorsLabel')}
              style={{ margin: '8px 0 0', paddingLeft: 20 }}
            >
              {upload.data.errors.map((error) => (
                <li key={error.row}>
                  {t('settings:ignoreLists.rowError', { row: error.row, message: error.message })}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </Stack>
  );
}
