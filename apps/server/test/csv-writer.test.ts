import { describe, expect, it } from 'vitest';
import { csvHeader, csvLine } from '../src/lib/csv';
import { readCsv, splitCsv, startsAsFormula } from './csv-reader';

const HOSTILE = [
  "x,=cmd|' /C calc'!A0",
  '=1+2',
  '+47 22 33 44 55',
  '-5',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  'a;=b',
  'a;b,"=c"',
  'a, =b',
  'a\n=b',
  'a|@b',
  'a,"-b',
  '"=quoted"',
  'ola@example.no',
];

describe('the CSV writer', () => {
  const file = csvHeader(['kode', 'navn']) + HOSTILE.map((value, index) => csvLine([index, value])).join('');

  it('quotes every cell, ends lines in CRLF and starts with a BOM', () => {
    expect(file.startsWith('\uFEFF"kode";"navn"\r\n')).toBe(true);
    expect(csvLine(['a"b', null, 3])).toBe('"a""b";"";"3"\r\n');
  });

  it('reads back with ";" as the values, a formula start defused with a leading \'', () => {
    const rows = readCsv(file, ';').slice(1);
    expect(rows).toHaveLength(HOSTILE.length);
    expect(rows[14]).toEqual(['14', 'ola@example.no']);
    expect(rows[1]).toEqual(['1', "'=1+2"]);
    expect(rows[0]).toEqual(['0', "x,'=cmd|' /C calc'!A0"]);
    expect(rows[13]).toEqual(['13', `'"=quoted"`]);
    // A negative amount stays a number a spreadsheet can sum; '-5-cmd' is not a plain number.
    expect(rows[3]).toEqual(['3', '-5']);
    expect(csvLine(['-120.50', '-5-cmd'])).toBe(`"-120.50";"'-5-cmd"\r\n`);
  });

  for (const separator of [';', ',', '\t', '|']) {
    it(`gives no cell that starts as a formula when read with "${separator === '\t' ? 'tab' : separator}"`, () => {
      for (const cells of [...readCsv(file, separator), ...splitCsv(file, separator)]) {
        for (const cell of cells) expect(startsAsFormula(cell), JSON.stringify(cell)).toBe(false);
      }
    });
  }
});
