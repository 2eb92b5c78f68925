import type { RecommendationWidgetFiguresAnswer, SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUrl, callApi, goSignedIn, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { receivedMailsTo } from '../support/mail-catcher';
import { sharedServer } from '../support/shared-servers';

/**
 * Issue 31, recommendations in e-mails: the demo owner adds the recommendations block to a design, picks an
 * e-mail widget in the dialog the block opens, sees the widget's products in the canvas, sends a campaign to a
 * small segment, and each mail at the SMTP server shows products of the shop with signed links; following
 * one counts a click of the widget in its figures.
 */
const fresh = useFreshPages();
const RUN = Date.now().toString(36);
const TAG = `anbefal${RUN}`;
const WIDGET = `epost-${RUN}`;
const address = (name: string) => `${name}.${RUN}@example.no`;
const PEOPLE = ['astrid', 'bendik'];

let session: SessionAnswer;
let productNames: string[];

beforeAll(async () => {
  session = await signInByApi('eier@demo.no');
  for (const name of PEOPLE) {
    await callApi('/audience/contacts', session, {
      method: 'POST',
      body: { email: address(name), name: `${name} ${RUN}`, tags: [TAG], subscribed: true },
    });
  }
  await callApi('/audience/segments', session, {
    method: 'POST',
    body: { name: `Anbefalt ${RUN}`, definition: { match: 'all', rules: [{ field: 'tag', value: TAG }] } },
  });
  // The widget itself is made by clicks in recommendations-journey.test.ts; here it is the e-mail's part.
  await callApi('/recommendations', session, {
    method: 'POST',
    body: { id: WIDGET, type: 'email', algorithm: 'bestsellers', number_of_products: 4 },
  });
  const products = await callApi<{ data: Array<{ name: string }> }>('/products?per_page=100', session);
  productNames = products.data.map((product) => product.name);
});

async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function mailsTo(to: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await receivedMailsTo(sharedServer().mailDir, to);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('recommendations in e-mails', () => {
  it('sends each recipient the widget’s products with links that count for the widget', {
    timeout: 150_000,
  }, async () => {
    const { page, problems } = await fresh({ showShopPopups: true });
    await goSignedIn(page, session, '/emails/templates');
    await heading(page, 'E-postmaler').waitFor();
    await page.getByRole('button', { name: 'Ny mal' }).click();
    const create = page.getByRole('dialog', { name: 'Ny e-postmal' });
    await create.getByLabel(/^Navn/).fill(`Anbefalt ${RUN}`);
    await create.getByRole('button', { name: 'Opprett og åpne' }).click();
    await page.waitForURL(/\/template\/builder\/\d+$/);

    // The block, clicked in: the builder asks which e-mail recommendation it shows.
    await page.locator('.gjs-block').filter({ hasText: 'Produktanbefalinger' }).first().click();
    const ask = page.getByRole('dialog', { name: 'Velg anbefaling' });
    await ask.waitFor();
    await expectAccessible(page, 'the recommendation picker', ['.gjs-editor-cont']);
    await ask.getByRole('button', { name: new RegExp(WIDGET) }).click();
    await ask.waitFor({ state: 'detached' });

    // The canvas shows the widget drawn by its template: products of the shop, never Liquid.
    const canvas = page.frameLocator('iframe.gjs-frame');
    const block = canvas.locator(`[data-bp-recommendation="${WIDGET}"]`);
    await block.locator('a[data-bp-product]').first().waitFor();
    const shown = (await block.textContent()) ?? '';
    expect(shown).not.toContain('{{');
    expect(productNames.some((name) => shown.includes(name))).toBe(true);

    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Alt er lagret').waitFor();

    await page.goto(appUrl(`/${session.account_id}/emails/campaigns/new`));
    await heading(page, 'Ny kampanje').waitFor();
    await page.getByLabel(/^Navn/).fill(`Anbefalt ${RUN}`);
    await choose(page, /^Mal/, `Anbefalt ${RUN}`);
    await choose(page, 'Mottakere', new RegExp(`^Anbefalt ${RUN}`));
    await page.getByRole('button', { name: 'Lagre utkast' }).click();
    await heading(page, `Anbefalt ${RUN}`).waitFor();
    await page.getByRole('button', { name: 'Send nå' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sende kampanjen nå?' });
    await confirm.getByRole('button', { name: 'Send nå' }).click();
    await page.getByText('Sendt', { exact: true }).waitFor({ timeout: 25_000 });

    // At the SMTP server: the shop's products, each linked through the recipient's signed click address.
    let link = '';
    for (const name of PEOPLE) {
      const [mail = ''] = await mailsTo(address(name), 1);
      expect(productNames.some((product) => mail.includes(product))).toBe(true);
      const found = new RegExp(`https?://[^\\s"<>\\]]*/api/e/c/[^\\s"<>\\]]*w=${WIDGET}[^\\s"<>\\]]*`).exec(
        mail.replaceAll('&amp;', '&'),
      );
      expect(found).not.toBeNull();
      link ||= found?.[0] ?? '';
    }
    const before = await callApi<RecommendationWidgetFiguresAnswer>('/recommendations/figures', session);
    const clicksBefore = before.data.find((row) => row.widget === WIDGET)?.clicks ?? 0;
    // Following it, as the recipient does, lands on the product's page in the demo shop.
    await page.goto(link);
    await page.waitForURL(/\/demo-shop\/produkt\//);
    const after = await callApi<RecommendationWidgetFiguresAnswer>('/recommendations/figures', session);
    expect(after.data.find((row) => row.widget === WIDGET)?.clicks).toBe(clicksBefore + 1);

    // And the widget's figures in the panel show it.
    await page.goto(appUrl(`/${session.account_id}/recommendations`));
    await page.getByRole('table', { name: 'Anbefalinger' }).getByRole('link', { name: WIDGET }).waitFor();
    await expectAccessible(page, 'the widgets with the e-mail click');
    expect(problems).toEqual([]);
  });
});
