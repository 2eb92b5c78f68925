import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { GuestLayout } from '@/components/guest-layout';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetKey } from '../api/reset-password';
import { BackToLogin } from './back-to-login';
import { ResetPasswordForm } from './reset-password-form';

/** /reset/{key}: the link from the reset e-mail. A used or expired key says so and offers a new link. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth']);
  const { id = '' } = useParams();
  const check = useResetKey(id);
  useDocumentTitle(t('auth:reset.pageTitle'));

  if (check.isPending) return <PageLoader label={t('auth:reset.checking')} />;

  return (
    <GuestLayout>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t('auth:reset.title')}
        </Typography>
        {check.isError ? (
          <>
            <FormErrorAlert error={check.error} />
            <Link component={RouterLink} to={paths.forgotPassword.href()}>
              {t('auth:reset.newLink')}
            </Link>
          </>
        ) : (
          <ResetPasswordForm resetKey={id} />
        )}
        <BackToLogin />
      </Stack>
    </GuestLayout>
  );
}
