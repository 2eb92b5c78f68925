import type { DataColumn, Sort } from './types';

const collator = new Intl.Collator('nb', { numeric: true, sensitivity: 'base' });

/** The rows in the order of `sort` (stable; empty values last in both directions), or as given without one. */
export function sortRows<Row>(rows: readonly Row[], columns: DataColumn<Row>[], sort: Sort | null): Row[] {
  const value = columns.find((column) => column.key === sort?.key)?.sortValue;
  if (!sort || !value) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === null ? 1 : -1;
      }
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : collator.compare(String(a.key), String(b.key));
      return order === 0 ? a.index - b.index : order * factor;
    })
    .map(({ row }) => row);
}
