import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GuestLayout } from '@/components/guest-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /404, open to everyone: where unknown routes end up. */
export function NotFoundPage() {
  const { t } = useTranslation(['shell', 'errors', 'auth']);
  useDocumentTitle(t('shell:notFound.pageTitle'));

  return (
    <GuestLayout>
      <Stack spacing={2} sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="h1">
          {t('shell:notFound.code')}
        </Typography>
        <Typography>{t('errors:page_not_found')}</Typography>
        <Link component={RouterLink} to={paths.login.href()}>
          {t('shell:notFound.toLogin')}
        </Link>
      </Stack>
    </GuestLayout>
  );
}
