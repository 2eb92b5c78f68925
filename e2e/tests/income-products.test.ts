import { readFile } from 'node:fs/promises';
import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, callApi, goSignedIn, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';

const fresh = useFreshPages();

/** Our own ids: the demo account is shared, so the test only ever looks at what it sent itself. */
const RUN = `E2EINC${Date.now().toString(36).toUpperCase()}`;
const PRODUCT = `${RUN}-P`;

let session: SessionAnswer;
let key: { id: string; key: string };

async function ingest(path: string, body: unknown) {
  const response = await fetch(`${baseUrl()}/api/ingest/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key.key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { refused: unknown[] };
  expect(answer.refused).toEqual([]);
}

const order = (suffix: string, total: number, email: string) => ({
  type: 'created',
  order_id: `${RUN}-${suffix}`,
  created_at: new Date().toISOString(),
  lines: [{ product_id: PRODUCT, name: 'E2E-sko', quantity: 1, price: total }],
  subtotal: total,
  total,
  source: 'e2e',
  customer_email: email,
});

beforeAll(async () => {
  session = await signInByApi('eier@demo.no');
  ({ data: key } = await callApi<{ data: { id: string; key: string } }>('/settings/api-keys', session, {
    method: 'POST',
    body: { label: `E2E ${RUN}` },
  }));
  await ingest('products', [
    {
      external_id: PRODUCT,
      name: `Testsko ${RUN}`,
      price: 799,
      url: `${baseUrl()}/demo-shop/produkt/${RUN.toLowerCase()}`,
      category: 'E2E',
    },
  ]);
  await ingest('orders', [
    order('1', 199, 'kari@example.no'),
    order('2', 1299.5, 'ola@example.no'),
    order('3', 2500, 'kari.nordmann@example.no'),
  ]);
});

afterAll(async () => {
  if (key)
    await callApi(`/settings/api-keys/${key.id}`, session, { method: 'DELETE' }).catch(() => undefined);
});

async function openSignedIn(path: string) {
  const testPage = await fresh();
  await goSignedIn(testPage.page, session, path);
  return testPage;
}

/** Nothing is loading any more: axe rates the screen, not a spinner between two answers. */
function settled(page: Page) {
  return page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0);
}

describe('income and products', () => {
  it('filters the orders list and downloads the CSV of the filter', async () => {
    const { page, problems } = await openSignedIn('/income');
    await page.getByRole('heading', { level: 1, name: 'Inntekter' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Ordrer' });
    await page.getByRole('searchbox', { name: 'Søk etter ordre-ID eller e-post' }).fill(RUN);
    await grid.getByText(`${RUN}-3`).waitFor();
    expect(await grid.getByRole('row').filter({ hasText: RUN }).count()).toBe(3);
    await settled(page);
    await expectAccessible(page, 'the income screen');

    // The column filter: Sum greater than 1000 leaves two of ours.
    const sum = grid.locator('[role="columnheader"][data-field="total"]');
    await sum.hover();
    // The menu button only shows while the header is hovered or focused, so it is pressed as the grid's own.
    await sum.getByRole('button', { name: 'Sum kolonnemeny' }).click();
    await page.getByRole('menuitem', { name: 'Filter' }).click();
    const operator = page.getByRole('combobox', { name: 'Operator' });
    await operator.click();
    await page.getByRole('option', { name: 'større enn' }).click();
    await page.getByRole('textbox', { name: 'Verdi' }).fill('1000');
    await grid.getByText(`${RUN}-1`).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    expect(await grid.getByRole('row').filter({ hasText: RUN }).count()).toBe(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Eksporter CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ordrer-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Every cell is quoted (the one CSV writer); none of these values holds a ';' or a quote.
    const lines = bytes
      .toString('utf8')
      .slice(1)
      .trim()
      .split('\r\n')
      .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(lines[0]?.join(';')).toBe('Ordre-ID;Tidspunkt;Status;Sum;Delsum;Kilde;Rabattkode;E-post;Linjer');
    expect(
      lines
        .slice(1)
        .map((line) => line[0])
        .sort(),
    ).toEqual([`${RUN}-2`, `${RUN}-3`]);
    expect(lines.find((line) => line[0] === `${RUN}-2`)?.join(';')).toMatch(
      /;Åpen;1299,50;1299,50;e2e;;ola@example\.no;1$/,
    );
    await page.getByText(/er lastet ned\./).waitFor();
    expect(problems).toEqual([]);
  });

  it("shows a product's page with its orders and revenue, reachable from the catalogue", async () => {
    const { page, problems } = await openSignedIn('/products');
    await page.getByRole('searchbox', { name: 'Søk etter navn, produkt-ID eller kategori' }).fill(RUN);
    const link = page.getByRole('table', { name: 'Produkter' }).getByRole('link', { name: `Testsko ${RUN}` });
    await link.waitFor();
    await settled(page);
    await expectAccessible(page, 'the products list');
    await link.click();
    await page.getByRole('heading', { level: 1, name: `Testsko ${RUN}` }).waitFor();
    const totals = page.getByRole('region', { name: 'Totalt i perioden' });
    await totals.getByText('3 998,50 kr').waitFor();
    await page.getByRole('table', { name: 'Tall per dag' }).waitFor();
    await settled(page);
    await expectAccessible(page, 'the product page');
    expect(problems).toEqual([]);
  });
});
