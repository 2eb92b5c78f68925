import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { GuestLayout } from '@/components/guest-layout';
import { VisuallyHidden } from '@/components/visually-hidden';
import { PRODUCT_SITE_URL, paths } from '@/config/paths';
import { useSessionNotice } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { readTokenLoginQuery } from '../token-login-query';
import { LoginForm } from './login-form';
import { TokenLogin } from './token-login';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const notice = useSessionNotice();
  const tokenLogin = readTokenLoginQuery(useLocation().search);
  useDocumentTitle(t('auth:login.pageTitle'));
  if (tokenLogin) return <TokenLogin {...tokenLogin} />;

  return (
    <GuestLayout>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('auth:login.welcome')}
          </Typography>
          <Typography color="text.secondary">{t('auth:login.intro')}</Typography>
        </div>
        {notice && <Alert severity="warning">{notice}</Alert>}
        <LoginForm />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {t('auth:login.noAccount')}{' '}
            <Link href={PRODUCT_SITE_URL} target="_blank" rel="noopener noreferrer">
              {t('auth:login.createAccount')}
              <VisuallyHidden> {t('common:opensInNewTab')}</VisuallyHidden>
            </Link>
          </Typography>
          <Link component={RouterLink} to={paths.forgotPassword.href()} variant="body2">
            {t('auth:login.forgotPassword')}
          </Link>
        </Stack>
      </Stack>
    </GuestLayout>
  );
}
