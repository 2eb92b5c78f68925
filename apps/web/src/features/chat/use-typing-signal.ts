import { LIMITS } from '@butikkpanel/contracts';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Operator typing (spec section 4): 1 when typing starts, 0 after 6 s without a keystroke or when the
 * message is sent. `stop` is also called on unmount, so a visitor never sees a typing indicator forever.
 */
export function useTypingSignal(onTyping: (status: 0 | 1) => void) {
  const typing = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const callback = useRef(onTyping);
  callback.current = onTyping;

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (!typing.current) return;
    typing.current = false;
    callback.current(0);
  }, []);

  const keystroke = useCallback(() => {
    if (!typing.current) {
      typing.current = true;
      callback.current(1);
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(stop, LIMITS.typingTimeoutMs);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { keystroke, stop };
}
