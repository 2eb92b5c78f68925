import {
  type CreateInvitationBody,
  createInvitationBodySchema,
  MEMBERSHIP_ROLES,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useFieldErrorText } from '@/lib/field-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useInviteUser } from '../api/users-settings-api';

/** Invite by e-mail: first and last name are required (spec section 5), the role defaults to member. */
export function UsersInviteDialog({
  accountId,
  onClose,
}: {
  accountId: string;
  onClose: (sentTo?: string) => void;
}) {
  const { t } = useTranslation(['settings']);
  const titleId = useId();
  const invite = useInviteUser(accountId);
  const errorText = useFieldErrorText();
  const { control, handleSubmit, setError } = useForm<CreateInvitationBody>({
    resolver: zodResolver(createInvitationBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '', firstname: '', lastname: '', role: 'member' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await invite.mutateAsync(values);
      onClose(created.email);
    } catch (error) {
      setServerFieldErrors(error, setError, ['email', 'firstname', 'lastname', 'role']);
    }
  });

  return (
    <Dialog open onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('settings:users.invite.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert error={invite.error} />
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('settings:users.invite.email')}
              autoComplete="off"
              required
              autoFocus
            />
            <FormTextField
              control={control}
              name="firstname"
              label={t('settings:users.invite.firstname')}
              required
            />
            <FormTextField
              control={control}
              name="lastname"
              label={t('settings:users.invite.lastname')}
              required
            />
            <Controller
              control={control}
              name="role"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('settings:users.invite.role')}
                  name={field.name}
                  value={field.value ?? 'member'}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.invalid}
                  helperText={errorText(fieldState.error) ?? t('settings:users.invite.roleHelp')}
                >
                  {MEMBERSHIP_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`settings:users.roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{t('settings:users.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {invite.isPending ? t('settings:users.invite.sending') : t('settings:users.invite.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
