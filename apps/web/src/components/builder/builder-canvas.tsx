import Box from '@mui/material/Box';
import type { Ref } from 'react';

/**
 * Where GrapesJS draws a builder: the rest of the screen below the top bar, labelled for screen readers, in
 * the MJML preset's dark theme with its accent for what is active and three small blocks a row.
 */
export function BuilderCanvas({ ref, label }: { ref: Ref<HTMLDivElement>; label: string }) {
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      sx={{
        flex: 1,
        minHeight: 0,
        position: 'relative',
        '--gjs-left-width': { xs: '50%', md: 'clamp(240px, 24%, 340px)' },
        '--gjs-primary-color': '#2c2e35',
        '--gjs-quaternary-color': '#f45e43',
        '& .gjs-block': {
          width: 'calc(33.333% - 10px)',
          minWidth: 64,
          minHeight: 72,
          m: '5px',
          p: '8px 4px',
        },
        '& .gjs-block svg': { width: 32, height: 32 },
        '& .gjs-block-label': { fontSize: '0.75rem', lineHeight: 1.3 },
      }}
    />
  );
}
