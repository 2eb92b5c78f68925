import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';

interface PasswordPair {
  password: string;
  password_confirmation: string;
}

interface NewPasswordFieldsProps<T extends PasswordPair> {
  control: Control<T>;
  passwordLabel: string;
  confirmationLabel: string;
}

/** A new password, typed twice: the reset page and the invitation for a new user. */
export function NewPasswordFields<T extends PasswordPair>({
  control,
  passwordLabel,
  confirmationLabel,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation(['auth']);
  // Both names exist on every T here; TypeScript cannot see that through the generic.
  const password = 'password' as FieldPath<T>;
  const confirmation = 'password_confirmation' as FieldPath<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={password}
        type="password"
        label={passwordLabel}
        helperText={t('auth:reset.passwordHelp')}
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name={confirmation}
        type="password"
        label={confirmationLabel}
        autoComplete="new-password"
        required
      />
    </>
  );
}
