import Table, { type TableProps } from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table that keeps readable columns on a phone (WCAG 1.4.10): narrower than `minWidth` it scrolls
 * sideways inside its own frame, which the keyboard can focus, instead of squeezing its columns to a
 * letter a line or widening the page.
 */
export function ScrollTable({
  label,
  minWidth = 600,
  size,
  children,
}: {
  /** The table's accessible name, also the name of its scrolling frame. */
  label: string;
  minWidth?: number;
  size?: TableProps['size'];
  children: ReactNode;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size={size} aria-label={label} sx={{ minWidth }}>
        {children}
      </Table>
    </TableContainer>
  );
}
