import {
  type CompanySettingsAnswer,
  type CompanySettingsBody,
  companySettingsSchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColorField } from '@/components/color-field';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import {
  useCompanySettings,
  useRemoveCompanyLogo,
  useSaveCompanySettings,
  useUploadCompanyLogo,
} from '../api/company-settings-api';
import { ImageUpload } from './profile-settings-image-upload';

const FIELDS = [
  'company_name',
  'primary_color',
  'secondary_color',
  'address',
  'postcode',
  'city',
  'phone',
  'email',
  'org_number',
  'website',
] as const satisfies readonly (keyof CompanySettingsBody)[];

/** settings/company: the account's name, brand colours, logo and contact details. */
export function CompanySettings({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const settings = useCompanySettings(accountId);
  if (settings.error) return <FormErrorAlert error={settings.error} />;
  if (!settings.data) return <CircularProgress aria-label={t('settings:loading')} />;
  return <CompanyForm accountId={accountId} answer={settings.data} />;
}

function CompanyForm({ accountId, answer }: { accountId: string; answer: CompanySettingsAnswer }) {
  const { t } = useTranslation(['settings']);
  const save = useSaveCompanySettings(accountId);
  const uploadLogo = useUploadCompanyLogo(accountId);
  const removeLogo = useRemoveCompanyLogo(accountId);
  const readOnly = !answer.can_manage;
  const { logo_url, ...saved } = answer.data;
  const { control, handleSubmit, setError, reset } = useForm<CompanySettingsBody>({
    resolver: zodResolver(companySettingsSchema),
    mode: 'onTouched',
    defaultValues: saved,
    disabled: readOnly,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { logo_url: _, ...next } = (await save.mutateAsync(values)).data;
      reset(next);
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS);
    }
  });

  const field = (name: (typeof FIELDS)[number], extra: { required?: boolean; type?: string } = {}) => (
    <FormTextField control={control} name={name} label={t(`settings:company.fields.${name}`)} {...extra} />
  );

  return (
    <Stack spacing={3}>
      {readOnly && <Alert severity="info">{t('settings:company.readOnly')}</Alert>}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2} component="form" onSubmit={onSubmit} noValidate aria-labelledby="company-title">
          <Typography id="company-title" component="h2" variant="h6">
            {t('settings:company.title')}
          </Typography>
          <FormErrorAlert error={save.error} />
          {save.isSuccess && <Alert severity="success">{t('settings:company.saved')}</Alert>}
          {field('company_name', { required: true })}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ColorField
                control={control}
                name="primary_color"
                label={t('settings:company.fields.primary_color')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ColorField
                control={control}
                name="secondary_color"
                label={t('settings:company.fields.secondary_color')}
              />
            </Grid>
          </Grid>
          <Typography component="h3" variant="subtitle1">
            {t('settings:company.contactTitle')}
          </Typography>
          {field('address')}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>{field('postcode')}</Grid>
            <Grid size={{ xs: 12, sm: 8 }}>{field('city')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('phone', { type: 'tel' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('email', { type: 'email' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('org_number')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('website', { type: 'url' })}</Grid>
          </Grid>
          {!readOnly && (
            <div>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {t('settings:company.save')}
              </Button>
            </div>
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <ImageUpload
          label={t('settings:company.logoTitle')}
          imageUrl={logo_url}
          alt={t('settings:company.logoAlt')}
          chooseLabel={t('settings:company.chooseLogo')}
          removeLabel={t('settings:company.removeLogo')}
          disabled={readOnly}
          pending={uploadLogo.isPending || removeLogo.isPending}
          error={uploadLogo.error ?? removeLogo.error}
          onUpload={(file) => {
            removeLogo.reset();
            uploadLogo.mutate(file);
          }}
          onRemove={() => {
            uploadLogo.reset();
            removeLogo.mutate();
          }}
        />
      </Paper>
    </Stack>
  );
}
