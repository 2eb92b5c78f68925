import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** One column of rows sent as one array: its name, its PostgreSQL type and its values in row order. */
export interface UnnestColumn {
  name: string;
  type: 'bigint' | 'integer' | 'text' | 'uuid' | 'timestamptz';
  values: ReadonlyArray<string | number | Date | null>;
}

/**
 * Many rows as `select * from unnest($1::type[], …) as rows(columns)`: one parameter per column however
 * many rows, where a VALUES list has one per value (and building that list costs Drizzle more CPU than the
 * statement costs PostgreSQL: bench/flows). Times go as ISO strings, which both drivers send as they are.
 */
export function unnestRows(columns: readonly UnnestColumn[]): SQL {
  const arrays = columns.map(({ type, values }) => {
    const sent = values.map((value) => (value instanceof Date ? value.toISOString() : value));
    return sql`${sql.param(sent)}::${sql.raw(type)}[]`;
  });
  const names = columns.map(({ name }) => `"${name}"`).join(', ');
  return sql`select * from unnest(${sql.join(arrays, sql`, `)}) as rows(${sql.raw(names)})`;
}

type UnnestValue = UnnestColumn['values'][number];

/** Rows as unnest columns: each column's type and how to read its value from a row. */
export function columnsOf<Row>(
  rows: readonly Row[],
  columns: Record<string, [UnnestColumn['type'], (row: Row) => UnnestValue | undefined]>,
): UnnestColumn[] {
  return Object.entries(columns).map(([name, [type, read]]) => ({
    name,
    type,
    values: rows.map((row) => read(row) ?? null),
  }));
}

/** `insert into table (columns) select * from unnest(…)`: many rows in one statement with few parameters. */
export function insertUnnested(table: PgTable, columns: readonly UnnestColumn[]): SQL {
  const names = columns.map(({ name }) => `"${name}"`).join(', ');
  return sql`insert into ${table} (${sql.raw(names)}) ${unnestRows(columns)}`;
}
