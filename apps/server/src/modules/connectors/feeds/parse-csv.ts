import { decodeBody, type FeedBody } from './feed-body';
import { FeedParseError, formatBytes } from './feed-errors';
import { checkProduct, type FeedItem } from './feed-item';

/**
 * The columns of our product CSV upload (shop-data's product-csv.ts, docs/ingest.md), read the same way;
 * repeated here because the upload reads a whole file and exports neither its columns nor its cell rule.
 */
const COLUMNS = new Set([
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
]);
const REQUIRED = ['external_id', 'name', 'price'];
const AMOUNTS = new Set(['price', 'sale_price']);
const YES = new Set(['1', 'true', 'yes', 'ja', 'y', 'j']);
const NO = new Set(['0', 'false', 'no', 'nei', 'n']);

/** One row past this is a broken file (an unclosed quote swallowing the rest), not a product. */
export const CSV_ROW_MAX_CHARS = 1024 * 1024;

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

interface Row {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 read a chunk at a time, with the upload's rules: the separator (comma or semicolon) decided by
 * the first line outside quotes, quoted cells holding separators, "" and line breaks, blank lines skipped
 * but counted so line numbers match a spreadsheet's. States carry across chunks (a "" or \r\n split
 * between two chunks reads the same).
 */
class CsvReader {
  private separator: number | null = null;
  private head = '';
  private cells: string[] = [];
  private cell = '';
  private rowSize = 0;
  private quoted = false;
  /** A quote seen inside quotes: the next character tells a "" from the closing quote. */
  private quoteInQuoted = false;
  private afterCr = false;
  private line = 1;
  private rowLine = 1;

  constructor(private readonly emit: (row: Row) => void) {}

  push(text: string): void {
    if (this.separator === null) {
      this.head += text;
      const separator = firstLineSeparator(this.head);
      if (separator === null) {
        if (this.head.length > CSV_ROW_MAX_CHARS) throw this.tooLong();
        return;
      }
      this.separator = separator;
      const buffered = this.head.replace(/^\uFEFF/, '');
      this.head = '';
      this.scan(buffered);
      return;
    }
    this.scan(text);
  }

  /** The end of the file; an unterminated quote makes the file unreadable, as in the upload. */
  end(): void {
    if (this.separator === null) {
      this.separator = firstLineSeparator(`${this.head}\n`) ?? 0x2c;
      const buffered = this.head.replace(/^\uFEFF/, '');
      this.head = '';
      this.scan(buffered);
    }
    if (this.quoted && !this.quoteInQuoted) {
      throw new FeedParseError('feed_unreadable', { format: 'CSV', line: this.rowLine });
    }
    this.endRow();
  }

  private scan(text: string): void {
    const separator = this.separator ?? 0x2c;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (this.afterCr) {
        this.afterCr = false;
        if (code === 0x0a) continue;
      }
      if (this.quoteInQuoted) {
        this.quoteInQuoted = false;
        if (code === 0x22) {
          this.add('"');
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        if (code === 0x22) this.quoteInQuoted = true;
        else {
          if (code === 0x0a) this.line++;
          this.add(text[index] ?? '');
        }
      } else if (code === 0x22) this.quoted = true;
      else if (code === separator) {
        this.cells.push(this.cell);
        this.cell = '';
      } else if (code === 0x0a || code === 0x0d) {
        this.afterCr = code === 0x0d;
        this.endRow();
        this.line++;
        this.rowLine = this.line;
      } else this.add(text[index] ?? '');
    }
  }

  private add(char: string): void {
    this.cell += char;
    if (++this.rowSize > CSV_ROW_MAX_CHARS) throw this.tooLong();
  }

  private endRow(): void {
    this.cells.push(this.cell);
    if (this.cells.some((value) => value.trim() !== '')) this.emit({ line: this.rowLine, cells: this.cells });
    this.cells = [];
    this.cell = '';
    this.rowSize = 0;
  }

  private tooLong(): FeedParseError {
    return new FeedParseError('feed_line_too_long', {
      line: this.rowLine,
      max: formatBytes(CSV_ROW_MAX_CHARS),
    });
  }
}

/** The separator by the first line (more semicolons than commas outside quotes), or null before its end. */
function firstLineSeparator(text: string): number | null {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) return semicolons > commas ? 0x3b : 0x2c;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return null;
}

/**
 * Our CSV feed, streamed: the first row names the columns (those of the product CSV upload, any order,
 * others ignored; external_id, name and price required), then one product a row. Rows are read and checked
 * one at a time.
 */
export async function* parseCsvFeed(body: FeedBody): AsyncGenerator<FeedItem> {
  let columns: string[] | null = null;
  const ready: FeedItem[] = [];
  const reader = new CsvReader((row) => {
    if (!columns) {
      const header = row.cells.map((cell) => cell.trim().toLowerCase());
      const missing = REQUIRED.filter((column) => !header.includes(column));
      if (missing.length > 0)
        throw new FeedParseError('feed_csv_columns_missing', { columns: missing.join(', ') });
      columns = header;
      return;
    }
    const input: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      if (COLUMNS.has(column)) input[column] = cellValue(column, row.cells[index] ?? '');
    });
    ready.push(checkProduct(input, row.line, {}));
  });
  for await (const text of decodeBody(body)) {
    reader.push(text);
    yield* ready.splice(0);
  }
  reader.end();
  yield* ready.splice(0);
  if (!columns) throw new FeedParseError('feed_not_products');
}
