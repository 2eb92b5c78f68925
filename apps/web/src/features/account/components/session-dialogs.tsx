import { ACCOUNT_SETTING_KEYS, isFlagOn, isPlatformStaff } from '@butikkpanel/contracts';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth';
import { useCurrentAccount } from '../api/get-current-account';
import { TermsDialog } from './terms-dialog';

/**
 * The one blocking dialog a signed-in user may meet right after sign-in: the terms (spec section 4). The
 * notification question is a bar in the page instead (NotificationQuestionBar), so it never interrupts.
 */
export function SessionDialogs() {
  const { accountId = '' } = useParams();
  const session = useSession();
  const { data: account } = useCurrentAccount();
  if (session.status !== 'signed-in' || account === undefined) return null;
  const mustAcceptTerms =
    !isPlatformStaff(session.session.user.role) &&
    !isFlagOn(account.settings[ACCOUNT_SETTING_KEYS.acceptedTerms]);
  if (!mustAcceptTerms) return null;
  return <TermsDialog key={accountId} accountId={accountId} companyName={account.company_name} />;
}
