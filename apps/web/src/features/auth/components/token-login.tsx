import type { SessionAnswer } from '@butikkpanel/contracts/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session-store';
import { getSession } from '../api/get-session';
import { getTokenOwner, type TokenOwner } from '../api/get-token-owner';
import { useLoginWithToken } from '../api/login-with-token';
import { useLogout } from '../api/logout';
import type { TokenLoginQuery } from '../token-login-query';
import { SwitchUserQuestion } from './switch-user-question';

type Step = { kind: 'working' } | { kind: 'ask'; owner: TokenOwner; current: SessionAnswer };

/**
 * Signs in with the login page's `token` query and opens the account's dashboard; a refused token
 * logs out and returns to a clean login page that says so (spec section 8). When someone else is
 * signed in in this browser, it asks first (issue 12 B3): the link never swaps users silently.
 */
export function TokenLogin({ token, accountId }: TokenLoginQuery) {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  const loginWithToken = useLoginWithToken();
  const logout = useLogout();
  const started = useRef(false);
  const [step, setStep] = useState<Step>({ kind: 'working' });

  const exchange = useCallback(async () => {
    setStep({ kind: 'working' });
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
  }, [token, accountId, loginWithToken, logout, navigate, t]);

  useEffect(() => {
    // The token works once, and strict mode runs effects twice.
    if (started.current) return;
    started.current = true;
    const start = async () => {
      if (sessionStore.getToken() === null) return exchange();
      const [current, owner] = await Promise.all([
        getSession().catch(() => null),
        getTokenOwner(token).catch(() => null),
      ]);
      if (current && owner && current.user.email !== owner.email) {
        setStep({ kind: 'ask', owner, current });
        return;
      }
      return exchange();
    };
    void start();
  }, [token, exchange]);

  if (step.kind === 'ask') {
    const stay = () => {
      const target = sessionStore.getAccountId() ?? step.current.account_id;
      void navigate(target === null ? paths.notFound.href() : paths.dashboard.href(target), {
        replace: true,
      });
    };
    return (
      <SwitchUserQuestion
        owner={step.owner}
        current={step.current.user}
        onContinue={() => void exchange()}
        onStay={stay}
      />
    );
  }
  return <PageLoader label={t('auth:tokenLogin.inProgress')} />;
}
