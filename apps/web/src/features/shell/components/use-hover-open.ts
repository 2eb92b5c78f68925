import { LIMITS } from '@butikkpanel/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A folded navbar opens when the pointer rests on it for LIMITS.navigationHoverDelayMs and closes
 * when it leaves (spec section 4). Keyboard focus opens it at once, so tabbing shows the titles.
 */
export function useHoverOpen() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);

  return {
    open,
    handlers: {
      onMouseEnter: () => {
        cancel();
        timer.current = setTimeout(() => setOpen(true), LIMITS.navigationHoverDelayMs);
      },
      onMouseLeave: () => {
        cancel();
        setOpen(false);
      },
      onFocus: () => setOpen(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
    },
  };
}
