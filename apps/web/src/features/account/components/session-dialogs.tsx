import { ACCOUNT_SETTING_KEYS, isFlagOn, isPlatformStaff, LIMITS } from '@butikkpanel/contracts';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth';
import { useCurrentAccount } from '../api/get-current-account';
import { isPermissionUndecided } from '../notification-permission';
import { NotificationPermissionDialog } from './notification-permission-dialog';
import { TermsDialog } from './terms-dialog';

/** True once the notification question is due: the delay after sign-in has passed and nobody decided. */
function useNotificationQuestionDue(signedIn: boolean): [boolean, () => void] {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!signedIn || !isPermissionUndecided()) return;
    const timer = window.setTimeout(() => setDue(true), LIMITS.notificationDialogDelayMs);
    return () => window.clearTimeout(timer);
  }, [signedIn]);
  return [due, () => setDue(false)];
}

/** The dialogs a signed-in user may meet right after sign-in, one at a time: terms first. */
export function SessionDialogs() {
  const { accountId = '' } = useParams();
  const session = useSession();
  const { data: account } = useCurrentAccount();
  const signedIn = session.status === 'signed-in';
  const [notificationDue, closeNotification] = useNotificationQuestionDue(signedIn);
  if (!signedIn) return null;

  const mustAcceptTerms =
    account !== undefined &&
    !isPlatformStaff(session.session.user.role) &&
    !isFlagOn(account.settings[ACCOUNT_SETTING_KEYS.acceptedTerms]);
  if (mustAcceptTerms)
    return <TermsDialog key={accountId} accountId={accountId} companyName={account.company_name} />;
  if (notificationDue) return <NotificationPermissionDialog onDone={closeNotification} />;
  return null;
}
