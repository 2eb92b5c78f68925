import { ACCOUNT_SETTING_KEYS, isFlagOn, isPlatformStaff, LIMITS } from '@butikkpanel/contracts';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth';
import { useCurrentAccount } from '../api/get-current-account';
import { isPermissionUndecided } from '../notification-permission';
import { NotificationPermissionDialog } from './notification-permission-dialog';
import { TermsDialog } from './terms-dialog';

/** What counts as the user doing something: a finished click or key press (after its own effect, e.g. a dialog). */
const INTERACTIONS = ['click', 'keyup'] as const;

const anotherDialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * True once the notification question may come: `ready` (signed in, no terms to accept) has held for the
 * spec's delay, and then the user has done something while no other dialog was open. A question that
 * pops up by itself, or on top of another dialog, is easily answered by accident.
 */
function useNotificationQuestionDue(ready: boolean): [boolean, () => void] {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!ready || !isPermissionUndecided()) return;
    let check: number | undefined;
    const stopListening = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
    };
    function onInteraction() {
      window.clearTimeout(check);
      // Looked at once the event has done its work: a click that opened a dialog keeps the question away.
      check = window.setTimeout(() => {
        if (anotherDialogOpen()) return;
        stopListening();
        setDue(true);
      }, 0);
    }
    const delay = window.setTimeout(() => {
      for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, true);
    }, LIMITS.notificationDialogDelayMs);
    return () => {
      window.clearTimeout(delay);
      window.clearTimeout(check);
      stopListening();
    };
  }, [ready]);
  return [due, () => setDue(false)];
}

/** The dialogs a signed-in user may meet right after sign-in, one at a time: terms first. */
export function SessionDialogs() {
  const { accountId = '' } = useParams();
  const session = useSession();
  const { data: account } = useCurrentAccount();
  const signedIn = session.status === 'signed-in';
  const mustAcceptTerms =
    signedIn &&
    account !== undefined &&
    !isPlatformStaff(session.session.user.role) &&
    !isFlagOn(account.settings[ACCOUNT_SETTING_KEYS.acceptedTerms]);
  // The question waits for the account (which says whether terms come first) and for the terms.
  const [notificationDue, closeNotification] = useNotificationQuestionDue(
    signedIn && account !== undefined && !mustAcceptTerms,
  );
  if (!signedIn || account === undefined) return null;
  if (mustAcceptTerms)
    return <TermsDialog key={accountId} accountId={accountId} companyName={account.company_name} />;
  if (notificationDue) return <NotificationPermissionDialog onDone={closeNotification} />;
  return null;
}
