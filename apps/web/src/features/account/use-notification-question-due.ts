import { LIMITS } from '@butikkpanel/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isPermissionUndecided } from './notification-permission';

/** What counts as starting to work: a press of the pointer or of a key (navigation is watched apart). */
const WORK_STARTED_BY = ['pointerdown', 'keydown'] as const;

/**
 * True once the notification question may be shown: `ready` (signed in, no terms to accept) has held for
 * the spec's delay (2000 ms). If the person has not started working by then, it shows at once; if they
 * have (a click, a key or a page change since sign-in), it waits for the next page change, so it arrives
 * with a new page and never appears in the middle of one, under a pointer on its way to something else.
 */
export function useNotificationQuestionDue(ready: boolean): [boolean, () => void] {
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const phase = useRef<'off' | 'waiting' | 'working' | 'next-page'>('off');
  const seenPath = useRef(pathname);

  useEffect(() => {
    if (!ready || !isPermissionUndecided()) return;
    phase.current = 'waiting';
    const onWork = () => {
      if (phase.current === 'waiting') phase.current = 'working';
    };
    for (const type of WORK_STARTED_BY) window.addEventListener(type, onWork, true);
    const delay = window.setTimeout(() => {
      if (phase.current === 'waiting') setDue(true);
      else phase.current = 'next-page';
    }, LIMITS.notificationDialogDelayMs);
    return () => {
      phase.current = 'off';
      window.clearTimeout(delay);
      for (const type of WORK_STARTED_BY) window.removeEventListener(type, onWork, true);
    };
  }, [ready]);

  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    if (phase.current === 'waiting') phase.current = 'working';
    else if (phase.current === 'next-page') setDue(true);
  }, [pathname]);

  return [due, () => setDue(false)];
}
