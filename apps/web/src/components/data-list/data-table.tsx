import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { MouseEvent } from 'react';
import { ScrollTable } from '@/components/scroll-table';
import { VisuallyHidden } from '@/components/visually-hidden';
import type { DataColumn, RowActions, Sort } from './types';

const WRAP = { nowrap: { whiteSpace: 'nowrap' }, anywhere: { overflowWrap: 'anywhere' } } as const;

export interface DataViewProps<Row> {
  label: string;
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowActions?: RowActions<Row>;
  sort: Sort | null;
  onSort: (sort: Sort) => void;
  /** A click anywhere on a row (a mouse convenience: the row's link or button is the keyboard's way). */
  onRowClick?: (row: Row) => void;
}

/** Calls `open` for a click on the row itself, not on a link or button inside it, which handle their own. */
export const rowClick =
  <Row,>(row: Row, open: ((row: Row) => void) | undefined) =>
  (event: MouseEvent<HTMLElement>) => {
    if (!open || (event.target as HTMLElement).closest('a, button, input')) return;
    open(row);
  };

/** The wide layout: a table whose sortable headers are buttons, scrolling inside its own frame when narrow. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowActions,
  sort,
  onSort,
  onRowClick,
  minWidth,
}: DataViewProps<Row> & { minWidth?: number }) {
  return (
    <ScrollTable size="small" label={label} minWidth={minWidth}>
      <TableHead>
        <TableRow>
          {columns.map((column) => {
            const active = sort?.key === column.key;
            return (
              <TableCell
                key={column.key}
                align={column.align}
                sortDirection={active ? sort.direction : false}
              >
                {column.sortValue ? (
                  <TableSortLabel
                    active={active}
                    direction={active ? sort.direction : 'asc'}
                    onClick={() =>
                      onSort({
                        key: column.key,
                        direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                      })
                    }
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            );
          })}
          {rowActions && (
            <TableCell>
              <VisuallyHidden>{rowActions.label}</VisuallyHidden>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            hover
            onClick={rowClick(row, onRowClick)}
            sx={onRowClick ? { cursor: 'pointer' } : undefined}
          >
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sx={[
                  column.wrap ? WRAP[column.wrap] : {},
                  ...(Array.isArray(column.sx) ? column.sx : [column.sx]),
                ]}
              >
                {column.cell(row)}
              </TableCell>
            ))}
            {rowActions && <TableCell align="right">{rowActions.render(row)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
