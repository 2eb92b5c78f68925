import { type ForgotPasswordBody, forgotPasswordBodySchema } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { GuestLayout } from '@/components/guest-layout';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { BackToLogin } from './back-to-login';

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth']);
  useDocumentTitle(t('auth:forgot.pageTitle'));
  const forgot = useForgotPassword();
  const { control, handleSubmit, setError } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors(error, setError, ['email']);
    }
  });

  return (
    <GuestLayout>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t('auth:forgot.title')}
        </Typography>
        {forgot.isSuccess ? (
          <Alert severity="success" role="status">
            <AlertTitle>{t('auth:forgot.sentTitle')}</AlertTitle>
            {t('auth:forgot.sentText', { email: forgot.variables.email })}
          </Alert>
        ) : (
          <Stack
            component="form"
            noValidate
            onSubmit={onSubmit}
            spacing={2}
            aria-label={t('auth:forgot.title')}
          >
            <Typography color="text.secondary">{t('auth:forgot.intro')}</Typography>
            <FormErrorAlert error={forgot.error} />
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('auth:forgot.email')}
              autoComplete="email"
              required
            />
            <Button type="submit" variant="contained" size="large" disabled={forgot.isPending}>
              {forgot.isPending ? t('auth:forgot.submitting') : t('auth:forgot.submit')}
            </Button>
          </Stack>
        )}
        <BackToLogin />
      </Stack>
    </GuestLayout>
  );
}
