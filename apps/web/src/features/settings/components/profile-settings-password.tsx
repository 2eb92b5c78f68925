import { type ChangePasswordBody, changePasswordBodySchema } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { ApiRequestError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useChangePassword } from '../api/profile-settings-api';

const EMPTY: ChangePasswordBody = { old_password: '', password: '', password_confirmation: '' };

/** Password change with the old password; a wrong old password shows on its field. */
export function ProfilePasswordForm() {
  const { t } = useTranslation(['settings']);
  const change = useChangePassword();
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'old_password_incorrect') {
        // The field says why; the catalogue's text is the server's message.
        setError('old_password', { type: 'server', message: error.message });
        return;
      }
      setServerFieldErrors(error, setError, ['old_password', 'password', 'password_confirmation']);
    }
  });

  const otherError =
    change.error instanceof ApiRequestError && change.error.code === 'old_password_incorrect'
      ? null
      : change.error;

  return (
    <Stack
      spacing={2}
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="profile-password-title"
    >
      <Typography id="profile-password-title" component="h2" variant="h6">
        {t('settings:profile.passwordTitle')}
      </Typography>
      <FormErrorAlert error={otherError} />
      {change.isSuccess && <Alert severity="success">{t('settings:profile.passwordChanged')}</Alert>}
      <FormTextField
        control={control}
        name="old_password"
        type="password"
        label={t('settings:profile.oldPassword')}
        autoComplete="current-password"
        required
      />
      <FormTextField
        control={control}
        name="password"
        type="password"
        label={t('settings:profile.newPassword')}
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name="password_confirmation"
        type="password"
        label={t('settings:profile.confirmPassword')}
        autoComplete="new-password"
        required
      />
      <div>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {t('settings:profile.changePassword')}
        </Button>
      </div>
    </Stack>
  );
}
