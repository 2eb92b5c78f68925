import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The chat screens' two parts: the sidebar (filters or actions) and the main pane. */
export function ChatLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Paper variant="outlined" sx={{ width: { md: 260 }, flexShrink: 0, alignSelf: 'flex-start' }}>
        {sidebar}
      </Paper>
      <Paper variant="outlined" sx={{ flexGrow: 1, minWidth: 0 }}>
        {children}
      </Paper>
    </Stack>
  );
}
