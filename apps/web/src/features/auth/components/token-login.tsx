import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session-store';
import { useLoginWithToken } from '../api/login-with-token';
import { useLogout } from '../api/logout';
import type { TokenLoginQuery } from '../token-login-query';

/**
 * Signs in with the login page's `token` query and opens the account's dashboard; a refused token
 * logs out and returns to a clean login page that says so (spec section 8).
 */
export function TokenLogin({ token, accountId }: TokenLoginQuery) {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  const loginWithToken = useLoginWithToken();
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    // The token works once, and strict mode runs effects twice.
    if (started.current) return;
    started.current = true;
    const signIn = async () => {
      // The token replaces whatever session this browser had, and a refusal must leave none behind.
      await logout();
      if (accountId !== null) sessionStore.setAccountId(accountId);
      const accountBody = accountId === null ? {} : { account_id: Number(accountId) };
      try {
        const answer = await loginWithToken.mutateAsync({ token, ...accountBody });
        const target = accountId ?? answer.account_id;
        await navigate(target === null ? paths.notFound.href() : paths.dashboard.href(target), {
          replace: true,
        });
      } catch {
        sessionStore.expire(t('auth:tokenLogin.failed'));
        await navigate(paths.login.href(), { replace: true });
      }
    };
    void signIn();
  }, [token, accountId, loginWithToken, logout, navigate, t]);

  return <PageLoader label={t('auth:tokenLogin.inProgress')} />;
}
