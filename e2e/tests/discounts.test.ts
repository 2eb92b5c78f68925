import type { DiscountDetail, SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, goSignedIn, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { demoShopUrl, goToCheckout, waitForBubble } from './widget-helpers';

const fresh = useFreshPages();

/** Our own codes: the demo account is shared with other tests, so each run names its own. */
const RUN = Date.now().toString(36).toUpperCase();

let session: SessionAnswer;

beforeAll(async () => {
  session = await signInByApi('eier@demo.no');
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

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The list, searched for one code: its row, once the search has left only that one. */
async function listRow(page: Page, code: string) {
  await page.getByRole('searchbox', { name: 'Søk etter navn eller kode' }).fill(code);
  const rows = page.getByRole('table', { name: 'Rabattkoder' }).getByRole('row');
  await expect.poll(() => rows.count()).toBe(2);
  const row = rows.filter({ hasText: code });
  await row.waitFor();
  return row;
}

/** Waits for the order listener (a job) to count the code's use, asked through the panel's API. */
async function waitForOrders(id: number, orders: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { data } = await callApi<{ data: DiscountDetail }>(`/discounts/codes/${id}`, session);
    if (data.orders === orders) return;
    if (Date.now() > deadline) throw new Error(`code ${id} has ${data.orders} orders, not ${orders}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Demo shop: Tursandal (699 kr) in the cart and the checkout open. */
async function checkoutWithSandal(page: Page) {
  await page.goto(demoShopUrl('produkt/tursandal'));
  await waitForBubble(page);
  await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
  await page.getByText('Tursandal er lagt i handlekurven.').waitFor();
  await page.getByRole('link', { name: 'Handlekurv (1)' }).click();
  await goToCheckout(page);
}

async function applyCode(page: Page, code: string, expected: string) {
  await page.getByLabel('Rabattkode').fill(code);
  await page.getByRole('button', { name: 'Bruk' }).click();
  await page.getByRole('status').filter({ hasText: expected }).waitFor();
}

describe('discount codes', () => {
  it('are created through the form and listed', async () => {
    const code = `E2ENY${RUN}`;
    const { page, problems } = await openSignedIn('/discounts/codes');
    await heading(page, 'Rabattkoder').waitFor();
    // The demo data's codes, as a new user sees them (an expired one among them).
    await page.getByRole('table', { name: 'Rabattkoder' }).getByText('VINTER25').waitFor();
    await settled(page);
    await expectAccessible(page, 'the discount code list with the demo codes');
    await page.getByRole('link', { name: 'Ny rabattkode' }).click();
    await heading(page, 'Ny rabattkode').waitFor();
    await page.getByLabel(/^Navn/).fill(`Høstkampanje ${RUN}`);
    await page.getByLabel(/^Kode/).fill(code);
    await page.getByLabel(/^Rabatt i prosent/).fill('15');
    await page.getByRole('button', { name: 'Opprett rabattkode' }).click();
    await heading(page, `Høstkampanje ${RUN}`).waitFor();
    await page.getByText('Rabattkoden er opprettet.').waitFor();

    await page.getByRole('link', { name: 'Alle rabattkoder' }).click();
    await heading(page, 'Rabattkoder').waitFor();
    const row = await listRow(page, code);
    expect(await row.textContent()).toContain(`Høstkampanje ${RUN}`);
    expect(await row.textContent()).toContain('15');
    await settled(page);
    await expectAccessible(page, 'the discount code list searched');
    expect(problems).toEqual([]);
  });

  it('make a template whose batch of 1 000 unique codes shows its progress', async () => {
    const code = `E2EMAL${RUN}`;
    const { page, problems } = await openSignedIn('/discounts/codes/new');
    await heading(page, 'Ny rabattkode').waitFor();
    await page.getByLabel(/^Navn/).fill(`Velkomstmal ${RUN}`);
    await page.getByLabel(/^Kode/).fill(code);
    await page.getByLabel(/^Rabatt i prosent/).fill('10');
    await page.getByLabel('Lag unike koder automatisk').check();
    await page.getByRole('button', { name: 'Opprett rabattkode' }).click();
    await heading(page, `Velkomstmal ${RUN}`).waitFor();
    await page.getByText('0 laget, 0 brukt.').waitFor();

    // Every progress text the panel shows, from the moment the batch is asked for.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          const text = status.textContent ?? '';
          if (/koder laget|Venter på å starte/.test(text) && !seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByLabel(/^Antall koder/).fill('1000');
    await page.getByRole('button', { name: 'Lag unike koder' }).click();
    await page.getByText(/^1\s000 laget, 0 brukt\.$/).waitFor();
    await page.getByText('De unike kodene er laget.').waitFor();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((text) => /^(Venter på å starte …|[\d\s]+ av 1\s000 koder laget)$/.test(text))).toBe(
      true,
    );
    const codes = page.getByRole('table', { name: 'Unike koder' });
    await codes.getByRole('row').nth(1).waitFor();
    await settled(page);
    await expectAccessible(page, 'a template with its unique codes');
    expect(problems).toEqual([]);
  });

  it('count a use from the demo shop checkout on the code page', async () => {
    const code = `E2EKASSE${RUN}`;
    const { data: created } = await callApi<{ data: DiscountDetail }>('/discounts/codes', session, {
      method: 'POST',
      body: { name: `Kassekode ${RUN}`, code, type: 'percent', amount: 20 },
    });
    const shop = await fresh();
    await checkoutWithSandal(shop.page);
    await applyCode(
      shop.page,
      code.toLowerCase(),
      `Rabattkoden ${code.toLowerCase()} gir 139,80 kr i rabatt. Å betale: 559,20 kr.`,
    );
    await shop.page
      .getByRole('row', { name: /Å betale/ })
      .getByText('559,20 kr')
      .waitFor();
    await expectAccessible(shop.page, 'the demo shop checkout with a discount code');
    await shop.page.getByLabel('Navn').fill('Kari Nordmann');
    await shop.page.getByLabel('E-post').fill('kari.kasse@example.no');
    await shop.page.getByLabel('Adresse').fill('Storgata 1, 0155 Oslo');
    await shop.page.getByRole('button', { name: 'Bekreft bestillingen' }).click();
    await heading(shop.page, 'Takk for bestillingen!').waitFor();
    const text = (await shop.page.getByText(/Ordrenummer \d+\./).textContent()) ?? '';
    const orderId = /Ordrenummer (\d+)\./.exec(text)?.[1] ?? '';
    expect(orderId).not.toBe('');
    await waitForBubble(shop.page);
    await waitForOrders(created.id, 1);
    expect(shop.problems).toEqual([]);

    const { page, problems } = await openSignedIn(`/discounts/codes/${created.id}`);
    await heading(page, `Kassekode ${RUN}`).waitFor();
    const figures = page.getByRole('list', { name: 'Hva koden har gitt' });
    await expect.poll(() => figures.getByRole('listitem').nth(1).textContent()).toBe('Ordrer1');
    expect(await figures.getByRole('listitem').nth(2).textContent()).toContain('559,20');
    const orders = page.getByRole('table', { name: 'Ordrer med koden' });
    await orders.getByRole('row').filter({ hasText: orderId }).waitFor();
    expect(await orders.getByRole('row').filter({ hasText: orderId }).textContent()).toContain('Telt med');
    await settled(page);
    await expectAccessible(page, 'the code page with a use from the demo shop');
    expect(problems).toEqual([]);
  });

  it('show a code the demo shop checkout did not know under unknown codes, and make it a code', async () => {
    const code = `E2EUKJENT${RUN}`;
    const shop = await fresh();
    await checkoutWithSandal(shop.page);
    await applyCode(shop.page, code, 'Rabattkoden finnes ikke. Sjekk at den er skrevet riktig.');
    expect(await shop.page.getByRole('row', { name: /Å betale/ }).count()).toBe(0);
    expect(shop.problems).toEqual([]);

    const { page, problems } = await openSignedIn('/discounts/unknown');
    await heading(page, 'Ukjente rabattkoder').waitFor();
    await page.getByRole('searchbox', { name: 'Søk etter kode' }).fill(code);
    const row = page
      .getByRole('table', { name: 'Ukjente rabattkoder' })
      .getByRole('row')
      .filter({ hasText: code });
    await row.waitFor();
    expect(await row.textContent()).toContain('1 i kassen, 0 på ordrer');
    await settled(page);
    await expectAccessible(page, 'the unknown codes');

    await row.getByRole('button', { name: 'Opprett som kode' }).click();
    await heading(page, 'Ny rabattkode').waitFor();
    expect(await page.getByLabel(/^Kode/).inputValue()).toBe(code);
    await page.getByLabel(/^Rabatt i prosent/).fill('10');
    await page.getByRole('button', { name: 'Opprett rabattkode' }).click();
    await heading(page, code).waitFor();
    await page.getByRole('link', { name: 'Alle rabattkoder' }).click();
    await heading(page, 'Rabattkoder').waitFor();
    await listRow(page, code);
    expect(problems).toEqual([]);
  });
});
