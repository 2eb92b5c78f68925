import { createSvgIcon } from '@mui/material/utils';

// Material Symbols' paths (Apache 2.0), drawn with MUI's helper like the other icons of the app.
const icon = (path: string, name: string) => createSvgIcon(<path d={path} />, name);

export const ChevronLeft = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z', 'ChevronLeft');
export const ChevronRight = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', 'ChevronRight');
export const CalendarIcon = icon(
  'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 16H5V10h14v10zM9 14H7v-2h2v2zm4 0h-2v-2h2v2zm4 0h-2v-2h2v2zm-8 4H7v-2h2v2zm4 0h-2v-2h2v2zm4 0h-2v-2h2v2z',
  'Calendar',
);
