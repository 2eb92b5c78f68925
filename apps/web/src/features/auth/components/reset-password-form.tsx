import { type ResetPasswordBody, resetPasswordBodySchema } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useResetPassword } from '../api/reset-password';
import type { LoginRedirectState } from '../redirect-target';
import { NewPasswordFields } from './new-password-fields';

/** A new password twice; on success the user signs in with it (every old session has ended). */
export function ResetPasswordForm({ resetKey }: { resetKey: string }) {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { control, handleSubmit, setError } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { key: resetKey, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      const state: LoginRedirectState = { message: t('auth:reset.done') };
      navigate(paths.login.href(), { replace: true, state });
    } catch (error) {
      setServerFieldErrors(error, setError, ['password', 'password_confirmation']);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('auth:reset.title')}>
      <FormErrorAlert error={reset.error} />
      <NewPasswordFields
        control={control}
        passwordLabel={t('auth:reset.password')}
        confirmationLabel={t('auth:reset.confirmation')}
      />
      <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
        {reset.isPending ? t('auth:reset.submitting') : t('auth:reset.submit')}
      </Button>
    </Stack>
  );
}
