import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { watchSessionEnd } from '@/features/auth/session';
import { useLayoutSettings } from '@/features/shell/layout-settings';
import { i18n } from '@/lib/i18n';

/**
 * What every page needs, the login page included. MUI's theme and the message bar come with the other
 * routes (app/mui-providers.tsx), so the login page loads without MUI.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => watchSessionEnd(queryClient), [queryClient]);
  const { darkMode } = useLayoutSettings();
  // The plain pages (login, loaders) follow dark mode through CSS variables (styles/plain.css).
  useEffect(() => {
    document.documentElement.dataset.colorScheme = darkMode ? 'dark' : 'light';
  }, [darkMode]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
