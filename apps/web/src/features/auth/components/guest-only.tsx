import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '../api/get-session';
import { redirectAfterLogin } from '../redirect-target';
import { readTokenLoginQuery } from '../token-login-query';

/**
 * Login pages: a signed-in user goes on to where they were heading. A `token` query is the exception:
 * it signs in anew (possibly as someone else), so the login page handles it even for a signed-in user.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['auth']);
  const location = useLocation();
  const state = useSession();
  if (readTokenLoginQuery(location.search)) return children;
  if (state.status === 'loading') return <PageLoader label={t('auth:checking')} />;
  if (state.status === 'signed-in') {
    return <Navigate to={redirectAfterLogin(location.state, state.session)} replace />;
  }
  return children;
}
