import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { GuestLayout } from '@/components/guest-layout';
import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInvitation } from '../api/invitation';
import { BackToLogin } from './back-to-login';
import { ExistingUserInvitationForm, NewUserInvitationForm } from './invitation-forms';

/** /invitation/{key}: the link from an invitation e-mail. Accepting signs in to the inviting account. */
export function InvitationPage() {
  const { t } = useTranslation(['auth']);
  const { id = '' } = useParams();
  const query = useInvitation(id);
  useDocumentTitle(t('auth:invitation.pageTitle'));

  if (query.isPending) return <PageLoader label={t('auth:invitation.checking')} />;

  const invitation = query.data;
  return (
    <GuestLayout>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {invitation
            ? t('auth:invitation.title', { company: invitation.company_name })
            : t('auth:invitation.pageTitle')}
        </Typography>
        {invitation ? (
          <>
            <Typography color="text.secondary">
              {invitation.existing_user
                ? t('auth:invitation.introExisting', { email: invitation.email })
                : t('auth:invitation.introNew', { email: invitation.email })}
            </Typography>
            {invitation.existing_user ? (
              <ExistingUserInvitationForm invitationKey={id} invitation={invitation} />
            ) : (
              <NewUserInvitationForm invitationKey={id} invitation={invitation} />
            )}
          </>
        ) : (
          <FormErrorAlert error={query.error} />
        )}
        <BackToLogin />
      </Stack>
    </GuestLayout>
  );
}
