import { nbNO } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** The app's MUI theme with Norwegian component texts; dark mode is the user's choice. */
export function createAppTheme(mode: 'light' | 'dark') {
  return createTheme(
    {
      palette: { mode },
      components: {
        // MUI's default tooltip is translucent, which axe cannot rate for contrast over any background.
        MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: '#424242', color: '#fff' } } },
      },
    },
    nbNO,
  );
}
