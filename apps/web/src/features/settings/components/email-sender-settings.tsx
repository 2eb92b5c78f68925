import {
  type EmailSenderSettingsAnswer,
  type EmailSenderSettingsBody,
  emailSenderSettingsSchema,
  type TestMailBody,
  testMailBodySchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useSignedInSession } from '@/features/auth';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import {
  useEmailSenderSettings,
  useSaveEmailSenderSettings,
  useSendTestMail,
} from '../api/email-sender-settings-api';
import { EmailSenderIdentity } from './email-sender-identity';

const FIELDS = [
  'from_name',
  'from_email',
  'reply_to',
  'footer_company',
  'footer_address',
  'footer_unsubscribe',
] as const satisfies readonly (keyof EmailSenderSettingsBody)[];

/** settings/email-sender: who the shop's mails come from, their footer, and a test mail through the outbox. */
export function EmailSenderSettings({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const settings = useEmailSenderSettings(accountId);
  if (settings.error) return <FormErrorAlert error={settings.error} />;
  if (!settings.data) return <CircularProgress aria-label={t('settings:loading')} />;
  return (
    <Stack spacing={3}>
      {!settings.data.can_manage && <Alert severity="info">{t('settings:emailSender.readOnly')}</Alert>}
      <SenderForm accountId={accountId} answer={settings.data} />
      <EmailSenderIdentity accountId={accountId} canManage={settings.data.can_manage} />
      {settings.data.can_manage && <TestMailForm accountId={accountId} />}
    </Stack>
  );
}

function SenderForm({ accountId, answer }: { accountId: string; answer: EmailSenderSettingsAnswer }) {
  const { t } = useTranslation(['settings']);
  const save = useSaveEmailSenderSettings(accountId);
  const readOnly = !answer.can_manage;
  const { control, handleSubmit, setError, reset } = useForm<EmailSenderSettingsBody>({
    resolver: zodResolver(emailSenderSettingsSchema),
    mode: 'onTouched',
    defaultValues: answer.data,
    disabled: readOnly,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset((await save.mutateAsync(values)).data);
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS);
    }
  });

  const field = (name: (typeof FIELDS)[number], extra: { required?: boolean; type?: string } = {}) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`settings:emailSender.fields.${name}`)}
      helperText={name === 'reply_to' ? t('settings:emailSender.replyToHelp') : undefined}
      {...extra}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} component="form" onSubmit={onSubmit} noValidate aria-labelledby="email-sender-title">
        <Typography id="email-sender-title" component="h2" variant="h6">
          {t('settings:emailSender.title')}
        </Typography>
        <FormErrorAlert error={save.error} />
        {save.isSuccess && <Alert severity="success">{t('settings:emailSender.saved')}</Alert>}
        {field('from_name', { required: true })}
        {field('from_email', { required: true, type: 'email' })}
        {field('reply_to', { type: 'email' })}
        <Typography component="h3" variant="subtitle1">
          {t('settings:emailSender.footerTitle')}
        </Typography>
        {field('footer_company')}
        {field('footer_address')}
        {field('footer_unsubscribe')}
        <Typography component="h3" variant="subtitle1">
          {t('settings:emailSender.consentTitle')}
        </Typography>
        <Controller
          control={control}
          name="double_opt_in"
          render={({ field: toggle }) => (
            <div>
              <FormControlLabel
                control={
                  <Switch
                    checked={toggle.value === '1'}
                    onChange={(event) => toggle.onChange(event.target.checked ? '1' : '0')}
                    disabled={toggle.disabled}
                    slotProps={{ input: { 'aria-describedby': 'double-opt-in-help' } }}
                  />
                }
                label={t('settings:emailSender.fields.double_opt_in')}
              />
              <FormHelperText id="double-opt-in-help">
                {t('settings:emailSender.doubleOptInHelp')}
              </FormHelperText>
            </div>
          )}
        />
        {!readOnly && (
          <div>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('settings:emailSender.save')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function TestMailForm({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const { user } = useSignedInSession();
  const send = useSendTestMail(accountId);
  const { control, handleSubmit, setError } = useForm<TestMailBody>({
    resolver: zodResolver(testMailBodySchema),
    mode: 'onTouched',
    defaultValues: { to: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors(error, setError, ['to']);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} component="form" onSubmit={onSubmit} noValidate aria-labelledby="test-mail-title">
        <Typography id="test-mail-title" component="h2" variant="h6">
          {t('settings:emailSender.testTitle')}
        </Typography>
        <Typography color="text.secondary">{t('settings:emailSender.testIntro')}</Typography>
        <FormErrorAlert error={send.error} />
        {send.data && (
          <Alert severity="success">{t('settings:emailSender.testSent', { to: send.data.to })}</Alert>
        )}
        <FormTextField
          control={control}
          name="to"
          type="email"
          label={t('settings:emailSender.testTo')}
          helperText={t('settings:emailSender.testToHelp', { email: user.email })}
        />
        <div>
          <Button type="submit" variant="outlined" disabled={send.isPending}>
            {t('settings:emailSender.sendTest')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
