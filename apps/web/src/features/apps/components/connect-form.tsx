import {
  APP_SERVICE_NAMES,
  type AppCredentials,
  type AppDetail,
  type AppService,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useCheckAppKey } from '../api/check-app-key';
import { useConnectApp } from '../api/connect-app';
import { setAppFieldErrors } from './app-field-errors';
import { type ConnectValues, connectBody, connectDefaults, connectSchema } from './connect-values';
import { connectionFieldsOf, credentialsFor } from './connection-fields';
import { CredentialFields } from './credential-fields';
import { type KeyCheck, KeyCheckResult } from './key-check-result';

const sameCredentials = (service: AppService, a: AppCredentials, b: AppCredentials) =>
  connectionFieldsOf(service).every(({ name }) => a[name] === b[name]);

/**
 * Connecting (or replacing the key): the service's fields, "Sjekk nøkkelen" asks the service without saving,
 * then "Koble til" saves. Changing a field after the check asks for a new check.
 */
export function ConnectForm({
  accountId,
  service,
  detail,
  onCancel,
}: {
  accountId: string;
  service: AppService;
  /** The app as it is: connected means a new key for it. */
  detail: AppDetail;
  /** Only when replacing a key: back to the connected page. */
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['apps']);
  const headingId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const name = APP_SERVICE_NAMES[service];
  const replacing = detail.connected;
  const resolver = useMemo(() => zodResolver(connectSchema(service)), [service]);
  const { control, handleSubmit, setError, getValues, setValue } = useForm<ConnectValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: connectDefaults(detail),
  });
  const check = useCheckAppKey(accountId, service);
  const connect = useConnectApp(accountId, service);
  const [checked, setChecked] = useState<{ credentials: AppCredentials; answer: KeyCheck } | null>(null);
  const credentials = useWatch({ control, name: 'credentials' });
  const fresh = checked !== null && sameCredentials(service, checked.credentials, credentials);
  const credentialErrors = Object.fromEntries(
    connectionFieldsOf(service).map(({ name: field }) => [
      `credentials.${field}`,
      `credentials.${field}` as const,
    ]),
  );

  const onCheck = handleSubmit(async (values) => {
    connect.reset();
    try {
      const answer = await check.mutateAsync(credentialsFor(service, values.credentials));
      const ids = answer.lists.map((list) => list.id);
      if (!ids.includes(getValues('list_id'))) setValue('list_id', ids[0] ?? '');
      // A copy: getValues answers the form's own object, which typing changes in place.
      setChecked({ credentials: { ...getValues('credentials') }, answer });
    } catch (error) {
      setAppFieldErrors(error, setError, credentialErrors);
    }
  });
  const onConnect = handleSubmit(async (values) => {
    try {
      await connect.mutateAsync(connectBody(service, detail, values));
      enqueueSnackbar(
        replacing
          ? t('apps:connect.replaced', { service: name })
          : t('apps:connect.connected', { service: name }),
        { variant: 'success' },
      );
      onCancel?.();
    } catch (error) {
      setAppFieldErrors(error, setError, {
        ...credentialErrors,
        'settings.list_id': 'list_id',
        'settings.tags': 'tags',
      });
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack component="form" spacing={2} noValidate onSubmit={fresh ? onConnect : onCheck}>
        <Typography id={headingId} variant="h6" component="h2">
          {replacing
            ? t('apps:connect.replaceTitle', { service: name })
            : t('apps:connect.title', { service: name })}
        </Typography>
        <Typography color="text.secondary">{t('apps:connect.intro')}</Typography>
        <CredentialFields service={service} control={control} />
        <FormErrorAlert error={connect.error ?? check.error} />
        {fresh && <KeyCheckResult service={service} check={checked.answer} control={control} />}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            type={fresh ? 'button' : 'submit'}
            variant={fresh ? 'outlined' : 'contained'}
            disabled={check.isPending}
            onClick={fresh ? () => void onCheck() : undefined}
          >
            {t('apps:connect.check')}
          </Button>
          {fresh && (
            <Button type="submit" variant="contained" disabled={connect.isPending}>
              {replacing ? t('apps:connect.replace') : t('apps:connect.connect')}
            </Button>
          )}
          {onCancel && <Button onClick={onCancel}>{t('apps:connect.cancel')}</Button>}
        </Stack>
      </Stack>
    </Paper>
  );
}
