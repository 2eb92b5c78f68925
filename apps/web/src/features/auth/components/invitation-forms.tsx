import {
  type AcceptInvitationBody,
  acceptInvitationBodySchema,
  type InvitationAnswer,
  joinInvitationBodySchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useAcceptInvitation } from '../api/invitation';
import { NewPasswordFields } from './new-password-fields';

interface FormProps {
  invitationKey: string;
  invitation: InvitationAnswer;
}

/** A new user: name (filled in from the invitation) and a new password twice. */
export function NewUserInvitationForm({ invitationKey, invitation }: FormProps) {
  const { t } = useTranslation(['auth']);
  const accept = useAcceptInvitation(invitationKey);
  const { control, handleSubmit, setError } = useForm<AcceptInvitationBody>({
    resolver: zodResolver(acceptInvitationBodySchema),
    mode: 'onTouched',
    defaultValues: {
      firstname: invitation.firstname,
      lastname: invitation.lastname,
      password: '',
      password_confirmation: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    await accept
      .mutateAsync(values)
      .catch((error: unknown) =>
        setServerFieldErrors(error, setError, ['firstname', 'lastname', 'password', 'password_confirmation']),
      );
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label={t('auth:invitation.submit')}
    >
      <FormErrorAlert error={accept.error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="firstname"
          label={t('auth:invitation.firstname')}
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastname"
          label={t('auth:invitation.lastname')}
          autoComplete="family-name"
        />
      </Stack>
      <NewPasswordFields
        control={control}
        passwordLabel={t('auth:invitation.newPassword')}
        confirmationLabel={t('auth:invitation.confirmation')}
      />
      <Button type="submit" variant="contained" size="large" disabled={accept.isPending || accept.isSuccess}>
        {accept.isPending ? t('auth:invitation.submitting') : t('auth:invitation.submit')}
      </Button>
    </Stack>
  );
}

const existingUserSchema = joinInvitationBodySchema;

/** An existing user proves who they are with their own password; the link alone signs no one in. */
export function ExistingUserInvitationForm({ invitationKey }: FormProps) {
  const { t } = useTranslation(['auth']);
  const accept = useAcceptInvitation(invitationKey);
  const { control, handleSubmit, setError } = useForm<{ password: string }>({
    resolver: zodResolver(existingUserSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    await accept
      .mutateAsync({ password, password_confirmation: password })
      .catch((error: unknown) => setServerFieldErrors(error, setError, ['password']));
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label={t('auth:invitation.submit')}
    >
      <FormErrorAlert error={accept.error} />
      <FormTextField
        control={control}
        name="password"
        type="password"
        label={t('auth:invitation.password')}
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={accept.isPending || accept.isSuccess}>
        {accept.isPending ? t('auth:invitation.submitting') : t('auth:invitation.submit')}
      </Button>
    </Stack>
  );
}
