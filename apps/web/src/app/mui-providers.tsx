import { LIMITS } from '@butikkpanel/contracts/core';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { Outlet } from 'react-router';
import { useLayoutSettings } from '@/features/shell/layout-settings';
import { createAppTheme } from '@/lib/theme';

/** MUI's theme (dark mode is the user's choice) and the message bar: top centre, hidden after 6 s. */
export function MuiProviders({ children }: { children: ReactNode }) {
  const { darkMode } = useLayoutSettings();
  const theme = useMemo(() => createAppTheme(darkMode ? 'dark' : 'light'), [darkMode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={LIMITS.messageBarAutoHideMs}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}

/** Every route but the login page renders inside this; it is loaded lazily so the login page stays small. */
export function MuiOutlet() {
  return (
    <MuiProviders>
      <Outlet />
    </MuiProviders>
  );
}
