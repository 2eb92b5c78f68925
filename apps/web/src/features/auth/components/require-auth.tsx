import { hasPermission, type Role } from '@butikkpanel/contracts/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useSession } from '../api/get-session';
import type { LoginRedirectState } from '../redirect-target';

/** Signed-in routes: a guest is sent to the login page, which remembers where they were going. */
export function RequireAuth({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation(['auth']);
  const location = useLocation();
  const state = useSession();
  if (state.status === 'loading') return <PageLoader label={t('auth:checking')} />;
  if (state.status === 'guest') {
    const redirect: LoginRedirectState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={paths.login.href()} state={redirect} replace />;
  }
  if (!hasPermission(roles, state.session.user.role)) {
    return <Navigate to={paths.notFound.href()} replace />;
  }
  return <Outlet />;
}
