import { type SQLWrapper, sql } from 'drizzle-orm';

/** A span of Oslo calendar days, both ends included (YYYY-MM-DD). */
export interface DayPeriod {
  from: string;
  to: string;
}

/** Norwegian midnight at the start of `day`, as an instant (23:00 or 22:00 UTC the day before). */
export const osloMidnightSql = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Oslo')`;
/** Norwegian midnight at the end of `day`. */
export const osloMidnightAfterSql = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone 'Europe/Oslo')`;
/** The Oslo calendar day of a timestamp column, as YYYY-MM-DD. */
export const osloDayOfSql = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'Europe/Oslo', 'YYYY-MM-DD')`;
