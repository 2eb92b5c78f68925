import { LIMITS } from '@butikkpanel/contracts/core';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { Outlet } from 'react-router';
import { useLayoutSettings } from '@/features/shell/layout-settings';
// The signed-in screens' texts: every route that renders inside these providers may use them.
import '@/lib/signed-in-texts';
import { createAppTheme } from '@/lib/theme';

/**
 * notistack's own colours (white on #43a047 for success) fail WCAG contrast; the theme's dark shades with their
 * contrast text pass it in both modes.
 */
const MessageBarContent = styled(MaterialDesignContent)(({ theme }) =>
  Object.fromEntries(
    (['success', 'error', 'warning', 'info'] as const).map((variant) => {
      const background = theme.palette[variant].dark;
      return [
        `&.notistack-MuiContent-${variant}`,
        { backgroundColor: background, color: theme.palette.getContrastText(background) },
      ];
    }),
  ),
);
const MESSAGE_BAR_COMPONENTS = {
  success: MessageBarContent,
  error: MessageBarContent,
  warning: MessageBarContent,
  info: MessageBarContent,
};

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
        Components={MESSAGE_BAR_COMPONENTS}
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
