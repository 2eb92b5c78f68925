import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { GuestLayout } from '@/components/guest-layout';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { sessionStore } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Where a signed-in user's way back goes: the account last used, else the one the session opened. */
function homeAccountId(sessionAccountId: number | null): string | null {
  return sessionStore.getAccountId() ?? (sessionAccountId === null ? null : String(sessionAccountId));
}

/** /404, open to everyone: where unknown routes end up. A signed-in user is offered their account, not the login. */
export function NotFoundPage() {
  const { t } = useTranslation(['shell', 'errors', 'auth']);
  useDocumentTitle(t('shell:notFound.pageTitle'));
  const session = useSession();
  const accountId = session.status === 'signed-in' ? homeAccountId(session.session.account_id) : null;

  return (
    <GuestLayout>
      <Stack spacing={2} sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="h1">
          {t('shell:notFound.code')}
        </Typography>
        <Typography>{t('errors:page_not_found')}</Typography>
        {accountId !== null ? (
          <Link component={RouterLink} to={paths.account.href(accountId)}>
            {t('shell:notFound.toAccount')}
          </Link>
        ) : (
          session.status !== 'loading' && (
            <Link component={RouterLink} to={paths.login.href()}>
              {t('shell:notFound.toLogin')}
            </Link>
          )
        )}
      </Stack>
    </GuestLayout>
  );
}
