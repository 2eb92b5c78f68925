import {
  ORDER_LIST_FIELDS,
  type OrderExportQuery,
  type OrderListField,
  parseFilterAmount,
  toOre,
} from '@butikkpanel/contracts';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { shopOrderLines, shopOrders } from '../../db/schema';
import { containsPattern, escapeLike } from '../../lib/like';

/**
 * The orders list's SQL: what narrows it, how it sorts and where a keyset page starts. Shop data writes the
 * orders (ingest), so it owns their queries; income's screen asks through shop-data's index.ts.
 */

/** How many lines an order has: a correlated count on the lines' primary key. */
export const lineCount = sql<number>`(select count(*) from ${shopOrderLines} where ${shopOrderLines.accountId} = ${shopOrders.accountId} and ${shopOrderLines.orderId} = ${shopOrders.externalId})`;

/** The whitelist: a column name from the query string becomes one of these, never SQL text. */
const COLUMNS: Record<OrderListField, SQL | typeof shopOrders.externalId> = {
  order_id: sql`${shopOrders.externalId}`,
  placed_at: sql`${shopOrders.placedAt}`,
  status: sql`${shopOrders.status}`,
  total: sql`${shopOrders.totalOre}`,
  subtotal: sql`${shopOrders.subtotalOre}`,
  source: sql`${shopOrders.source}`,
  discount_code: sql`${shopOrders.discountCode}`,
  customer_email: sql`${shopOrders.customerEmail}`,
  lines: lineCount,
};

/** LIKE's own characters typed by the user are matched as themselves. */

function textCondition(column: SQL | typeof shopOrders.externalId, operator: string, value: string): SQL {
  const escaped = escapeLike(value);
  const pattern =
    operator === 'contains'
      ? `%${escaped}%`
      : operator === 'starts-with'
        ? `${escaped}%`
        : operator === 'ends-with'
          ? `%${escaped}`
          : escaped;
  return sql`${column} ilike ${pattern}`;
}

function compare(column: SQL, operator: string, value: unknown): SQL {
  if (operator === 'greater-than') return sql`${column} > ${value}`;
  if (operator === 'less-than') return sql`${column} < ${value}`;
  return sql`${column} = ${value}`;
}

/** The column filter, already checked by the contracts schema (field, operator and value fit together). */
function filterCondition(query: OrderExportQuery): SQL | undefined {
  const { field, operator, value } = query;
  if (!field || !operator || value === undefined || value === '') return undefined;
  switch (ORDER_LIST_FIELDS[field]) {
    case 'text':
      return textCondition(COLUMNS[field], operator, value);
    case 'amount':
      return compare(COLUMNS[field] as SQL, operator, toOre(parseFilterAmount(value) ?? 0));
    // A date compares the order's Oslo day, so "after 10 March" starts at Norwegian midnight.
    case 'date':
      return compare(sql`${shopOrders.placedOn}`, operator, value);
    case 'count':
      return compare(lineCount, operator, Number(value));
  }
}

/** Everything that narrows the list: the account first, then period, search text and column filter. */
export function orderConditions(accountId: number, query: OrderExportQuery): SQL {
  const conditions: Array<SQL | undefined> = [eq(shopOrders.accountId, accountId)];
  if (query.from) conditions.push(gte(shopOrders.placedOn, query.from));
  if (query.to) conditions.push(lte(shopOrders.placedOn, query.to));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`(${shopOrders.externalId} ilike ${pattern} or ${shopOrders.customerEmail} ilike ${pattern})`,
    );
  }
  conditions.push(filterCondition(query));
  return and(...conditions) as SQL;
}

/** The columns that may be null: they sort last either way. */
export const NULLABLE_FIELDS: ReadonlySet<OrderListField> = new Set(['discount_code', 'customer_email']);

export const sortColumn = (field: OrderListField) => COLUMNS[field];

/** Newest first by default; a chosen column ascending unless asked otherwise. */
export const sortDirection = (query: Pick<OrderExportQuery, 'sort' | 'order'>) =>
  query.order ?? (query.sort ? 'asc' : 'desc');

/**
 * The chosen column (newest first by default), then the order id so pages never overlap. `nulls last` only
 * where a column can be null: on the others it would keep PostgreSQL from reading an index backwards.
 */
export function orderSorting(query: Pick<OrderExportQuery, 'sort' | 'order'>): SQL[] {
  const field = query.sort ?? 'placed_at';
  const column = COLUMNS[field];
  const direction = sql.raw(sortDirection(query));
  const nulls = sql.raw(NULLABLE_FIELDS.has(field) ? ' nulls last' : '');
  return [sql`${column} ${direction}${nulls}`, sql`${shopOrders.externalId} ${direction}`];
}

/** Whether anything narrows the list beyond its period (then its count is capped, see ORDER_LIST_COUNT_CAP). */
export const isNarrowed = (query: OrderExportQuery) =>
  Boolean(query.search) || filterCondition(query) !== undefined;

/** Where a page ended: the sort it was made with, the last row's sort value (as text) and its order id. */
export interface OrderCursor {
  sort: OrderListField;
  order: 'asc' | 'desc';
  value: string | null;
  id: string;
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
