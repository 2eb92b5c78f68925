import type { ReactNode } from 'react';

/**
 * The centred card of the login pages: no navigation, toolbar or footer (spec section 2). Plain HTML, so
 * the login page renders without MUI.
 */
export function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <main className="bp-guest">
      <div className="bp-guest__card">{children}</div>
    </main>
  );
}
