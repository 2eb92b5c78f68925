import { useEffect, useState } from 'react';
import { useChatStore } from './store/chat-store';

/**
 * The server's current time as this browser reckons it (its clock plus the offset `ready` measured),
 * renewed every `everyMs`, for relative times that should not go stale.
 */
export function useNow(everyMs = 30_000): number {
  const offset = useChatStore((state) => state.clockOffsetMs);
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setBrowserNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return browserNow + offset;
}
