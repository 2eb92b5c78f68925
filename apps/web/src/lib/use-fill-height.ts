import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The height from the element's top to the bottom of the window, kept up to date: the builder fills what
 * the layout's header leaves, whatever that header's height at this width. Never below `min`, so a short
 * window scrolls rather than squeezing the editor to nothing.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, min = 420): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, min]);
  return height;
}
