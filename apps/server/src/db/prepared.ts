import type { Database } from './client';

/**
 * Hot statements built once per database (or transaction) and prepared (named statements on PostgreSQL):
 * building a Drizzle query costs more CPU than running it, and a named statement is planned once per
 * connection.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let queries = built.get(db);
    if (!queries) {
      queries = build(db);
      built.set(db, queries);
    }
    return queries;
  };
}

/**
 * A list as one PostgreSQL array literal, for a prepared statement's `= any(${placeholder}::text[])`: the
 * statement stays one whatever the list's length (`inArray` makes a new statement for every length). Every
 * element quoted, its backslashes and quotes escaped, so any text goes through as it is.
 */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
