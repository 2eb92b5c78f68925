/**
 * How spreadsheets read a CSV file, for the export tests: `readCsv` is a lenient RFC 4180 reader with the
 * separator the reader picked (a quote opens a quoted cell only at the start of a cell, `""` inside is a
 * quote, and anything after a closing quote is kept as text, as Excel, LibreOffice and Python do);
 * `splitCsv` splits on lines and the separator without regard to quotes, as the crudest importers do.
 */
export function readCsv(text: string, separator: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let state: 'start' | 'plain' | 'quoted' | 'quote-in-quoted' = 'start';
  const endCell = () => {
    row.push(cell);
    cell = '';
    state = 'start';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let index = 0; index < body.length; index++) {
    const char = body[index] as string;
    if (state === 'quoted') {
      if (char === '"') state = 'quote-in-quoted';
      else cell += char;
      continue;
    }
    if (state === 'quote-in-quoted' && char === '"') {
      cell += '"';
      state = 'quoted';
      continue;
    }
    if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && body[index + 1] === '\n') index++;
      endRow();
    } else if (state === 'start' && char === '"') state = 'quoted';
    else {
      cell += char;
      state = 'plain';
    }
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

export function splitCsv(text: string, separator: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return body
    .split(/\r\n|\r|\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(separator));
}

/** What a spreadsheet would take as a formula: the cell's first character, past spaces (and quotes when split). */
export function startsAsFormula(cell: string): boolean {
  // A plain number ("-5", "-120.50", also still in its quotes when split naively) is a number, never run.
  if (/^[ "]*-?\d+(?:[.,]\d+)?[ "]*$/.test(cell)) return false;
  return /^[ "]*[=+\-@\t\r]/.test(cell);
}
