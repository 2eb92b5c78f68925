import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { GuestLayout } from '@/components/guest-layout';
import { VisuallyHidden } from '@/components/visually-hidden';
import { PRODUCT_SITE_URL, paths } from '@/config/paths';
import { useSessionNotice } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { loginPageMessage } from '../redirect-target';
import { readTokenLoginQuery } from '../token-login-query';
import { LoginForm } from './login-form';
import { TokenLogin } from './token-login';

/** The login page: plain HTML and styles/plain.css, no MUI, so the first download stays small. */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const notice = useSessionNotice();
  const location = useLocation();
  const tokenLogin = readTokenLoginQuery(location.search);
  const message = loginPageMessage(location.state);
  useDocumentTitle(t('auth:login.pageTitle'));
  if (tokenLogin) return <TokenLogin {...tokenLogin} />;

  return (
    <GuestLayout>
      <div className="bp-stack bp-stack--loose">
        <div>
          <h1 className="bp-title">{t('auth:login.welcome')}</h1>
          <p className="bp-secondary">{t('auth:login.intro')}</p>
        </div>
        {message && (
          <div className="bp-alert bp-alert--success" role="status">
            {message}
          </div>
        )}
        {notice && (
          <div className="bp-alert bp-alert--warning" role="alert">
            {notice}
          </div>
        )}
        <LoginForm />
        <div className="bp-row">
          <span>
            {t('auth:login.noAccount')}{' '}
            <a className="bp-link" href={PRODUCT_SITE_URL} target="_blank" rel="noopener noreferrer">
              {t('auth:login.createAccount')}
              <VisuallyHidden> {t('common:opensInNewTab')}</VisuallyHidden>
            </a>
          </span>
          <RouterLink className="bp-link" to={paths.forgotPassword.href()}>
            {t('auth:login.forgotPassword')}
          </RouterLink>
        </div>
      </div>
    </GuestLayout>
  );
}
