import { useEffect } from 'react';

/** No user activity for this long disconnects the operator (spec section 4), who is then asked back. */
export const INACTIVITY_DISCONNECT_MS = 30 * 60_000;
const CHECK_EVERY_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

/** Calls `onIdle` once the page has seen no input for `limitMs`; again only after new activity. */
export function useInactivity(active: boolean, onIdle: () => void, limitMs = INACTIVITY_DISCONNECT_MS): void {
  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    let idle = false;
    const touch = () => {
      lastActivity = Date.now();
      idle = false;
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
    const timer = window.setInterval(
      () => {
        if (!idle && Date.now() - lastActivity >= limitMs) {
          idle = true;
          onIdle();
        }
      },
      Math.min(CHECK_EVERY_MS, limitMs),
    );
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch);
    };
  }, [active, onIdle, limitMs]);
}
