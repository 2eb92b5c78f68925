import type { OrderExportQuery } from '@butikkpanel/contracts';
import { validationFailed } from '../../lib/errors';
import { type OrderCursor, sortDirection } from '../shop-data';

/** The cursor's text form, which the API hands out; the keyset query it stands for is shop data's. */
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
