import { useEffect, useState } from 'react';

/** How long typing must pause before a search field asks the server. */
export const SEARCH_TEST_DEBOUNCE_MS = 250;

/** `value` once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_TEST_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
