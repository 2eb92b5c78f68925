import {
  type DataSubjectBody,
  dataSubjectBodySchema,
  type EraseDataSubjectBody,
  type ErasureAnswer,
  eraseDataSubjectBodySchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useEraseDataSubject, useExportDataSubject } from '../api/privacy-settings-api';

/** Hands the export to the browser as a file. */
function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Data subject access and erasure: everything about one visitor or customer, found by e-mail. */
export function PrivacyDataSubject({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const exporter = useExportDataSubject(accountId);
  const [erasing, setErasing] = useState<string | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const [erased, setErased] = useState<ErasureAnswer | null>(null);
  const { control, handleSubmit, setError } = useForm<DataSubjectBody>({
    resolver: zodResolver(dataSubjectBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onExport = handleSubmit(async (values) => {
    setExported(null);
    setErased(null);
    try {
      const data = await exporter.mutateAsync(values);
      download(`personopplysninger-${data.email}.json`, data);
      setExported(data.email);
    } catch (error) {
      setServerFieldErrors(error, setError, ['email']);
    }
  });

  const onErase = handleSubmit((values) => {
    setExported(null);
    setErased(null);
    setErasing(values.email.trim().toLowerCase());
  });

  return (
    <form onSubmit={onExport} noValidate aria-labelledby="privacy-subject-heading">
      <Stack spacing={2}>
        <Typography id="privacy-subject-heading" variant="h6" component="h2">
          {t('settings:privacy.subject.heading')}
        </Typography>
        <Typography color="text.secondary">{t('settings:privacy.subject.intro')}</Typography>
        <FormErrorAlert error={exporter.error} />
        {exported && (
          <Alert severity="success" role="status">
            {t('settings:privacy.subject.exported', { email: exported })}
          </Alert>
        )}
        {erased && (
          <Alert severity="success" role="status">
            {t('settings:privacy.subject.erased', {
              email: erased.email,
              visitors: erased.removed.visitors,
              messages: erased.removed.chat_messages,
              customers: erased.removed.customers,
              orders: erased.orders_anonymised,
            })}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          type="email"
          autoComplete="off"
          label={t('settings:privacy.subject.email')}
          required
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={exporter.isPending}>
            {t('settings:privacy.subject.export')}
          </Button>
          <Button color="error" variant="outlined" onClick={onErase}>
            {t('settings:privacy.subject.erase')}
          </Button>
        </Stack>
      </Stack>
      {erasing && (
        <PrivacyEraseDialog
          accountId={accountId}
          email={erasing}
          onClose={(answer) => {
            setErasing(null);
            if (answer) setErased(answer);
          }}
        />
      )}
    </form>
  );
}

/** Erasure cannot be undone: the address must be typed again before anything is deleted. */
function PrivacyEraseDialog(props: {
  accountId: string;
  email: string;
  onClose: (answer?: ErasureAnswer) => void;
}) {
  const { t } = useTranslation(['settings']);
  const titleId = useId();
  const erase = useEraseDataSubject(props.accountId);
  const { control, handleSubmit, setError } = useForm<EraseDataSubjectBody>({
    resolver: zodResolver(eraseDataSubjectBodySchema),
    mode: 'onSubmit',
    defaultValues: { email: props.email, confirm_email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      props.onClose(await erase.mutateAsync(values));
    } catch (error) {
      setServerFieldErrors(error, setError, ['confirm_email']);
    }
  });

  return (
    <Dialog open onClose={() => props.onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('settings:privacy.erase.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('settings:privacy.erase.text', { email: props.email })}</DialogContentText>
            <FormErrorAlert error={erase.error} />
            <FormTextField
              control={control}
              name="confirm_email"
              type="email"
              autoComplete="off"
              label={t('settings:privacy.erase.confirm')}
              required
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => props.onClose()}>{t('settings:privacy.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={erase.isPending}>
            {t('settings:privacy.erase.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
