/**
 * The one CSV writer for every export (orders, contacts, unique codes). Norwegian Excel reads `;` between
 * cells, but a reader may pick `,`, a tab or `|`, or split lines without regard to quotes; a cell a reader
 * sees must never start as a formula, whichever it picks. So:
 * - every cell is quoted (RFC 4180: a `"` inside is doubled), lines end in CRLF, the file starts with a BOM;
 * - a cell starting with a formula character (= + - @ tab CR), past spaces and quotes, gets a leading `'`;
 * - inside a cell, after any character a reader might split on (`,` `;` tab `|` CR LF), a `'` goes in before a
 *   following formula character (past spaces and quotes), so `x,=cmd|' /C calc'!A0` read with `,` gives a
 *   second cell `'=cmd…`, which spreadsheets show as text.
 * A cell that is a plain number (a refund's `-120.50`) is left as it is: a spreadsheet reads it as a number and
 * cannot run it, and an owner can sum it. Any other such value reads back with a `'` in it, which is what a
 * spreadsheet user expects from a text cell and what keeps the file safe to open.
 */
const FORMULA_START = /^[ "]*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const FORMULA_AFTER_SEPARATOR = /([,;\t|\r\n])(?=[ "]*[=+\-@\t\r])/g;

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

/** One cell, quoted and neutralised. */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (PLAIN_NUMBER.test(text)) return `"${text}"`;
  const neutral = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const safe = FORMULA_START.test(neutral) ? `'${neutral}` : neutral;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One line of cells, ending in CRLF. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/** The first line of a file: the byte-order mark (Excel then reads UTF-8) and the headings. */
export function csvHeader(headings: readonly string[]): string {
  return `${BOM}${csvLine(headings)}`;
}
