import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useLogout } from '../api/logout';

/** /logout: revokes the token, forgets the session and returns to the login page. */
export function LogoutPage() {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; the token must be revoked once.
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate(paths.login.href(), { replace: true }));
  }, [logout, navigate]);

  return <PageLoader label={t('auth:logout.inProgress')} />;
}
