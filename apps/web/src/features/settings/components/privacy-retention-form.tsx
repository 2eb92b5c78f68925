import {
  RETENTION_KINDS,
  type Retention,
  type RetentionForm,
  retentionFormSchema,
  retentionFromForm,
  retentionToForm,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveRetention } from '../api/privacy-settings-api';

const GROUPS = {
  chat: ['chat_messages', 'chat_images', 'chat_conversations'],
  visitors: ['visitors', 'page_views', 'cart_events'],
} as const;

/** Days to keep each kind of data; empty keeps it. A refused save keeps what was typed and what was stored. */
export function PrivacyRetentionForm(props: { accountId: string; retention: Retention; canManage: boolean }) {
  const { t } = useTranslation(['settings']);
  const save = useSaveRetention(props.accountId);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<RetentionForm>({
    resolver: zodResolver(retentionFormSchema),
    mode: 'onTouched',
    defaultValues: retentionToForm(props.retention),
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      const answer = await save.mutateAsync(retentionFromForm(values));
      reset(retentionToForm(answer.retention));
      setSaved(true);
    } catch (error) {
      setServerFieldErrors(error, setError, RETENTION_KINDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="privacy-retention-heading">
      <Stack spacing={2}>
        <Typography id="privacy-retention-heading" variant="h6" component="h2">
          {t('settings:privacy.retention.heading')}
        </Typography>
        <Typography color="text.secondary">{t('settings:privacy.retention.intro')}</Typography>
        <FormErrorAlert error={save.error} />
        {saved && !formState.isDirty && (
          <Alert severity="success" role="status">
            {t('settings:privacy.retention.saved')}
          </Alert>
        )}
        {(Object.keys(GROUPS) as Array<keyof typeof GROUPS>).map((group) => (
          <fieldset key={group} style={{ border: 0, margin: 0, padding: 0 }} disabled={!props.canManage}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              {t(`settings:privacy.retention.groups.${group}`)}
            </Typography>
            <Grid container spacing={2}>
              {GROUPS[group].map((kind) => (
                <Grid key={kind} size={{ xs: 12, sm: 4 }}>
                  <FormTextField
                    control={control}
                    name={kind}
                    label={t(`settings:privacy.retention.kinds.${kind}`)}
                    helperText={t('settings:privacy.retention.help')}
                  />
                </Grid>
              ))}
            </Grid>
          </fieldset>
        ))}
        {props.canManage && (
          <div>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? t('settings:privacy.saving') : t('settings:privacy.retention.save')}
            </Button>
          </div>
        )}
      </Stack>
    </form>
  );
}
