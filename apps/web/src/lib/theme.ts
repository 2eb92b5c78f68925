import { nbNO } from '@mui/material/locale';
import { createTheme, responsiveFontSizes } from '@mui/material/styles';

/** The app's MUI theme with Norwegian component texts; dark mode is the user's choice. */
export function createAppTheme(mode: 'light' | 'dark') {
  // Headings shrink on phones, so a long Norwegian compound ('Anbefalingswidgeter') fits 320 px.
  return responsiveFontSizes(
    createTheme(
      {
        palette: { mode },
        components: {
          // A word longer than its line breaks instead of widening the page (WCAG 1.4.10).
          MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'break-word' } } },
          // MUI's default tooltip is translucent, which axe cannot rate for contrast over any background.
          MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: '#424242', color: '#fff' } } },
          // A column heading never breaks inside a word: on a narrow screen the table scrolls in its frame instead.
          MuiTableCell: { styleOverrides: { head: { whiteSpace: 'nowrap' } } },
          // Screen-reader-only text in a cell is positioned absolutely: the frame must hold it, or it widens the page.
          MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
        },
      },
      nbNO,
    ),
  );
}
