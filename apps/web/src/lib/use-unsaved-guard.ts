import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before unsaved changes are lost: the browser's own question when the tab closes or reloads, and a
 * blocker for navigation inside the app (the caller shows the dialog). `isDirty` is read at that moment.
 */
export function useUnsavedGuard(isDirty: () => boolean) {
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current()) return;
      event.preventDefault();
      // Older browsers show the question only with a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && dirtyRef.current(),
  );
}
