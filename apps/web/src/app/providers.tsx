import { LIMITS } from '@butikkpanel/contracts';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { watchSessionEnd } from '@/features/auth/session';
import { useLayoutSettings } from '@/features/shell/layout-settings';
import { i18n } from '@/lib/i18n';
import { createAppTheme } from '@/lib/theme';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => watchSessionEnd(queryClient), [queryClient]);
  const { darkMode } = useLayoutSettings();
  const theme = useMemo(() => createAppTheme(darkMode ? 'dark' : 'light'), [darkMode]);

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            autoHideDuration={LIMITS.messageBarAutoHideMs}
          >
            {children}
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
