import { useEffect, useState } from 'react';

/** How long typing must pause before a search field asks the server. */
export const TYPING_PAUSE_MS = 250;

/** `value` once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = TYPING_PAUSE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
