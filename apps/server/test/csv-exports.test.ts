import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform';
import { readCsv, splitCsv, startsAsFormula } from './csv-reader';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';

/**
 * The exports through the one CSV writer (issue 30): a name a spreadsheet splitting on commas would once
 * have run as a formula is text whichever separator the reader picks, and another account reads nothing.
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({}, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_EMAIL'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  return panel;
}

const NAMES = ["x,=cmd|' /C calc'!A0", '=HYPERLINK("https://example.com")', 'Ola;-2+3', 'Kari\t@SUM(A1)'];

describe('the contacts export', () => {
  it('has no cell that starts as a formula when read with ";" or ","', async () => {
    const panel = await shop();
    for (const [index, name] of NAMES.entries()) {
      const answer = await panel.post('/api/audience/contacts', { email: `k${index}@example.no`, name });
      expect(answer.status).toBe(201);
    }
    const exported = await panel.request<string>('GET', '/api/audience/contacts/export');
    expect(exported.status).toBe(200);
    const text = String(exported.body);
    for (const separator of [';', ',']) {
      for (const cells of [...readCsv(text, separator), ...splitCsv(text, separator)]) {
        for (const cell of cells)
          expect(startsAsFormula(cell), `${separator} ${JSON.stringify(cell)}`).toBe(false);
      }
    }
    // Read with ';', the names are there, a formula start shown as text.
    const names = readCsv(text, ';').map((row) => row[1]);
    expect(names).toContain("x,'=cmd|' /C calc'!A0");
    expect(names).toContain(`'=HYPERLINK("https://example.com")`);

    const other = await shop();
    const theirs = await other.request<string>('GET', '/api/audience/contacts/export');
    expect(String(theirs.body)).not.toContain('k0@example.no');
  });
});
