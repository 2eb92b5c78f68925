import {
  type CsvRowError,
  errorMessage,
  fieldMessage,
  type Language,
  type Product,
  type ProductCsvAnswer,
  productSchema,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { issueFields } from './batch';
import { parseCsv } from './csv';
import { storeProducts } from './ingest';

export const PRODUCT_CSV_COLUMNS = [
  'external_id',
  'name',
  'url',
  'image_url',
  'price',
  'sale_price',
  'in_stock',
  'category',
  'brand',
  'sku',
] as const;
const REQUIRED_COLUMNS = ['external_id', 'name', 'price'] as const;
const AMOUNTS = new Set(['price', 'sale_price']);
const YES = new Set(['1', 'true', 'yes', 'ja', 'y', 'j']);
const NO = new Set(['0', 'false', 'no', 'nei', 'n']);

/** A cell as the JSON value the product schema reads: empty cells are absent, amounts may use a comma. */
function cellValue(column: string, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return undefined;
  if (AMOUNTS.has(column)) {
    const normalized = value.replace(/\s/g, '').replace(/^(\d+),(\d{1,2})$/, '$1.$2');
    return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : value;
  }
  if (column === 'in_stock') {
    const lower = value.toLowerCase();
    return YES.has(lower) ? true : NO.has(lower) ? false : value;
  }
  return value;
}

/**
 * A product feed: a header row naming the columns (PRODUCT_CSV_COLUMNS, any order; others ignored), one
 * product per row. Rows that fail the product rules are reported by line number; the rest are stored.
 */
export async function uploadProductCsv(
  db: Database,
  accountId: number,
  text: string,
  language: Language,
  now: Date,
): Promise<ProductCsvAnswer> {
  const rows = parseCsv(text);
  if (rows === null || rows.length === 0) throw new AppError(400, 'invalid_csv');
  const [header, ...body] = rows;
  const columns = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new AppError(400, 'csv_columns_missing', { columns: missing.join(', ') });
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const errors: CsvRowError[] = [];
  const products: Product[] = [];
  for (const row of body) {
    const input: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      if (known.has(column)) input[column] = cellValue(column, row.cells[index] ?? '');
    });
    const result = productSchema.safeParse(input);
    if (result.success) {
      products.push(result.data);
      continue;
    }
    const fields = issueFields(result.error);
    errors.push({
      row: row.line,
      code: 'validation_failed',
      message: errorMessage('validation_failed', language),
      fields: Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, fieldMessage(value, language)]),
      ),
    });
  }
  await storeProducts(db, accountId, products, now);
  return { rows: body.length, stored: products.length, errors };
}
