import {
  type Language,
  ORDER_EXPORT_MAX_ROWS,
  ORDER_EXPORT_TEXTS,
  type OrderExportQuery,
  osloTimestamp,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { csvHeader, csvLine } from '../../lib/csv';
import { findOrders, type OrderListDbRow } from '../shop-data';

/** Rows per query while streaming: small enough to keep memory flat, large enough to be quick. */
const BATCH = 2000;

/** 1048.99 kr as Norwegian Excel reads a number: 1048,99 (no thousands separator). */
export const csvAmount = (ore: number): string => (ore / 100).toFixed(2).replace('.', ',');

function orderLine(row: OrderListDbRow, language: Language): string {
  return csvLine([
    row.externalId,
    osloTimestamp(row.placedAt),
    ORDER_EXPORT_TEXTS[language].statuses[row.status],
    csvAmount(row.totalOre),
    csvAmount(row.subtotalOre),
    row.source,
    row.discountCode,
    row.customerEmail,
    Number(row.lines),
  ]);
}

export function exportFilename(query: OrderExportQuery, language: Language, today: string): string {
  const base = ORDER_EXPORT_TEXTS[language].filename;
  if (query.from && query.to) return `${base}-${query.from}-${query.to}.csv`;
  return `${base}-${today}.csv`;
}

/** The file, a batch of rows at a time, at most ORDER_EXPORT_MAX_ROWS rows. */
export async function* orderCsv(
  db: Database,
  accountId: number,
  query: OrderExportQuery,
  language: Language,
): AsyncGenerator<string> {
  yield csvHeader(ORDER_EXPORT_TEXTS[language].headings);
  for (let offset = 0; offset < ORDER_EXPORT_MAX_ROWS; offset += BATCH) {
    const limit = Math.min(BATCH, ORDER_EXPORT_MAX_ROWS - offset);
    const rows = await findOrders(db, accountId, query, { limit, offset });
    if (rows.length > 0) yield rows.map((row) => orderLine(row, language)).join('');
    if (rows.length < limit) return;
  }
}
