/** A CSV line as cells, with its line number in the file (1-based). */
export interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * The separator of the file: Norwegian spreadsheets write semicolons, everything else commas. Decided by
 * the first line, outside quotes.
 */
function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * RFC 4180: quoted cells may hold separators, quotes ("") and line breaks. Blank lines are skipped but
 * counted, so row numbers match what a spreadsheet shows. Returns null for an unterminated quote.
 */
export function parseCsv(input: string): CsvRow[] | null {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) return null;
  endRow();
  return rows;
}

/** Text that is not UTF-8, or holds NUL bytes, is not a CSV file (a spreadsheet or an image renamed). */
export function decodeCsvBytes(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
