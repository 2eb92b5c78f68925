import type { OrderExportQuery, OrderListField } from '@butikkpanel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { shopOrders } from '../../db/schema';
import { validationFailed } from '../../lib/errors';
import { NULLABLE_FIELDS, sortColumn, sortDirection } from './order-query';

/** Where a page ended: the sort it was made with, the last row's sort value (as text) and its order id. */
export interface OrderCursor {
  sort: OrderListField;
  order: 'asc' | 'desc';
  value: string | null;
  id: string;
}

type Sorting = Pick<OrderExportQuery, 'sort' | 'order'>;

/** Opaque to the client: base64url of a small JSON array. */
export function encodeCursor(query: Sorting, value: string | null, id: string): string {
  const cursor = [query.sort ?? 'placed_at', sortDirection(query), value, id];
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor, if it was made by this server for the same sort and order; a 400 on the field otherwise. */
export function decodeCursor(text: string, query: Sorting): OrderCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const [sort, order, value, id] = Array.isArray(parsed) && parsed.length === 4 ? parsed : [];
  const valid =
    sort === (query.sort ?? 'placed_at') &&
    order === sortDirection(query) &&
    (value === null || typeof value === 'string') &&
    typeof id === 'string';
  if (!valid) throw validationFailed({ cursor: 'invalid_value' });
  return { sort, order, value, id };
}

/**
 * The rows after the cursor in the list's order (sort column, then order id; nulls last). A row comparison
 * for the columns that are never null, so PostgreSQL walks the (account, placed_at, id) index from there.
 */
export function afterCursor(cursor: OrderCursor): SQL {
  const column = sortColumn(cursor.sort);
  const id = shopOrders.externalId;
  const beyond = sql.raw(cursor.order === 'desc' ? '<' : '>');
  if (!NULLABLE_FIELDS.has(cursor.sort)) {
    return sql`(${column}, ${id}) ${beyond} (${cursor.value}, ${cursor.id})`;
  }
  if (cursor.value === null) return sql`(${column} is null and ${id} ${beyond} ${cursor.id})`;
  return sql`(${column} ${beyond} ${cursor.value} or (${column} = ${cursor.value} and ${id} ${beyond} ${cursor.id}) or ${column} is null)`;
}
