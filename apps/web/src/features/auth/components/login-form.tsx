import { checkLoginForm } from '@butikkpanel/contracts/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTextField } from '@/components/plain-text-field';
import { ApiRequestError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/field-error';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useLoginToken } from '../api/get-login-token';
import { useLogin } from '../api/login';

const FIELDS = ['email', 'password'] as const;

/**
 * The same rules the server applies (contracts' checkLoginForm); the anti-forgery token is added on submit.
 * Plain HTML rather than MUI, react-hook-form and zod: this is the first page most people load.
 */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const errorText = useFieldErrorText();
  const loginToken = useLoginToken();
  const login = useLogin();
  const form = useCheckedForm(checkLoginForm, { email: '', password: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.data || !loginToken.data) return;
    try {
      await login.mutateAsync({ ...form.data, token: loginToken.data });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return;
      form.setServerErrors(error.fields, FIELDS);
      // An expired anti-forgery token: fetch a fresh one so the next try can pass.
      if (error.code === 'invalid_login_token') void loginToken.refetch();
    }
  };

  const busy = login.isPending || login.isSuccess;
  const failure = login.error ?? loginToken.error;
  const fieldProps = (name: (typeof FIELDS)[number]) => {
    const { error, ...field } = form.field(name);
    return { ...field, error: errorText({ message: error }) };
  };

  return (
    <form className="bp-stack" noValidate onSubmit={onSubmit} aria-label={t('auth:login.formLabel')}>
      {failure && (
        <div className="bp-alert bp-alert--error" role="alert">
          {failure instanceof ApiRequestError ? failure.message : t('errors:generic')}
        </div>
      )}
      <PlainTextField
        {...fieldProps('email')}
        type="email"
        label={t('auth:login.email')}
        autoComplete="username"
        required
      />
      <PlainTextField
        {...fieldProps('password')}
        type="password"
        label={t('auth:login.password')}
        autoComplete="current-password"
        required
      />
      <button type="submit" className="bp-button" disabled={!form.isValid || busy || !loginToken.data}>
        {busy ? t('auth:login.submitting') : t('auth:login.submit')}
      </button>
    </form>
  );
}
