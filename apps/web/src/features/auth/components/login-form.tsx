import { type LoginBody, loginFormSchema } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { ApiRequestError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useLoginToken } from '../api/get-login-token';
import { useLogin } from '../api/login';

/** The same rules the server applies; the anti-forgery token is added on submit. */
type LoginFormValues = Omit<LoginBody, 'token'>;

export function LoginForm() {
  const { t } = useTranslation(['auth']);
  const loginToken = useLoginToken();
  const login = useLogin();
  const { control, handleSubmit, setError, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!loginToken.data) return;
    try {
      await login.mutateAsync({ ...values, token: loginToken.data });
    } catch (error) {
      setServerFieldErrors(error, setError, ['email', 'password']);
      // An expired anti-forgery token: fetch a fresh one so the next try can pass.
      if (error instanceof ApiRequestError && error.code === 'invalid_login_token') void loginToken.refetch();
    }
  });

  const busy = login.isPending || login.isSuccess;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('auth:login.formLabel')}>
      <FormErrorAlert error={login.error ?? loginToken.error} />
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('auth:login.email')}
        autoComplete="username"
        required
      />
      <FormTextField
        control={control}
        name="password"
        type="password"
        label={t('auth:login.password')}
        autoComplete="current-password"
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!formState.isValid || busy || !loginToken.data}
      >
        {busy ? t('auth:login.submitting') : t('auth:login.submit')}
      </Button>
    </Stack>
  );
}
