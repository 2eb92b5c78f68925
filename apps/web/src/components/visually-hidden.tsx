import type { ReactNode } from 'react';

/** Text for screen readers only, e.g. "(opens in a new tab)" after a link. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="bp-visually-hidden">{children}</span>;
}
