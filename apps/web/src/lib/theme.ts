import { nbNO } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({ palette: { mode: 'light' } }, nbNO);
