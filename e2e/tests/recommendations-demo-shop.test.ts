import { gzipSync } from 'node:zlib';
import type { CatalogueProduct, ProductListAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, callApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { demoOwner, demoShopUrl } from './widget-helpers';

const shopPage = useFreshPages();
// The demo seed gives Demo Sko AS the widgets andre-kjopte (bought together, the product page), populaert-na
// (trending, the front page) and passer-til (cart complements, the cart), with models computed at seed time
// (apps/server/src/modules/recommendations/demo-seed.ts); a few of its products are sold out.

/** The placeholder of a widget: the widget draws in its shadow root, which these CSS locators look into. */
const placeholder = (page: Page, widget: string) =>
  page.locator(`[data-butikkpanel-recommendation="${widget}"]`);
const recommended = (page: Page, widget: string) => placeholder(page, widget).locator('[data-bp-product]');

async function demoCatalogue(): Promise<CatalogueProduct[]> {
  const owner = await demoOwner();
  return (await callApi<ProductListAnswer>('/products?per_page=100', owner)).data;
}

/** Screenshots for a person to look at, when SCREENSHOT_DIR is given. */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const widensPage = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('recommendations in the demo shop', () => {
  it('shows what others bought on a product page, in stock and not the product itself, and opens one', async () => {
    const catalogue = await demoCatalogue();
    const soldOut = catalogue.filter((product) => !product.in_stock).map((product) => product.product_id);
    expect(soldOut.length).toBeGreaterThan(0);

    // A new visitor: nothing answered beforehand (the welcome popup comes after 5 s; closed as a person does).
    const { page, problems } = await shopPage({ showShopPopups: true });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(demoShopUrl('produkt/fjellstovel'));
    await page.getByRole('region', { name: 'Andre kjøpte også' }).waitFor();
    await recommended(page, 'andre-kjopte').first().waitFor();

    const shown = await recommended(page, 'andre-kjopte').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-bp-product') ?? ''),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain('fjellstovel');
    for (const id of shown) expect(soldOut).not.toContain(id);
    // Drawn in the placeholder's own shadow root, not in the shop's page.
    expect(
      await placeholder(page, 'andre-kjopte').evaluate((node) => ({
        inShadow: node.shadowRoot?.querySelectorAll('[data-bp-product]').length ?? 0,
        inPage: node.querySelectorAll('[data-bp-product]').length,
      })),
    ).toEqual({ inShadow: shown.length, inPage: 0 });
    await keepScreenshot(page, 'recommendations-product-1400');

    const popup = page.locator('#butikkpanel-popup [role="dialog"]');
    await popup.waitFor();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await expectAccessible(page, 'a product page with recommendations');

    // A phone: the widget fits, the page does not scroll sideways.
    await page.setViewportSize({ width: 320, height: 700 });
    await placeholder(page, 'andre-kjopte').scrollIntoViewIfNeeded();
    expect(await widensPage(page)).toBe(false);
    const box = await placeholder(page, 'andre-kjopte').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(320);
    await keepScreenshot(page, 'recommendations-product-320');

    const first = recommended(page, 'andre-kjopte').first();
    const id = (await first.getAttribute('data-bp-product')) ?? '';
    const name = catalogue.find((product) => product.product_id === id)?.name ?? '';
    expect(name).not.toBe('');
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/demo-shop/produkt/${id}`);
    expect(problems).toEqual([]);
  });

  it('shows what is popular on the front page, and what goes with the cart in the cart', async () => {
    const { page, problems } = await shopPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(demoShopUrl());
    await page.getByRole('region', { name: 'Populært nå' }).waitFor();
    await recommended(page, 'populaert-na').first().waitFor();
    expect(await recommended(page, 'populaert-na').count()).toBeGreaterThan(0);
    await keepScreenshot(page, 'recommendations-front-1400');

    await page.goto(demoShopUrl('produkt/fjellstovel'));
    await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
    await page.getByText('Fjellstøvel vinter er lagt i handlekurven.').waitFor();
    // The cart page names the cart's products on its placeholder; the request carries them.
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/public/recommendations/') &&
        new URL(response.url()).searchParams.get('cart') === 'fjellstovel',
    );
    await page.getByRole('link', { name: 'Handlekurv (1)' }).click();
    await page.getByRole('region', { name: 'Passer til' }).waitFor();
    await answered;
    // Drawn once that answer is in (an earlier one, asked before the shop's script named the cart, is not).
    await expect
      .poll(async () => {
        const shown = await recommended(page, 'passer-til').evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('data-bp-product')),
        );
        return shown.length > 0 && !shown.includes('fjellstovel');
      })
      .toBe(true);
    await expectAccessible(page, 'the cart with recommendations');
    await keepScreenshot(page, 'recommendations-cart-1400');
    expect(problems).toEqual([]);
  });
});

describe('recommendations size budget', () => {
  it('keeps the recommendations chunk under 8 KB gzip', async () => {
    const loader = await (await fetch(`${baseUrl()}/widget.js`)).text();
    const chunkPath = /widget\/recommendations-[\w-]+\.js/.exec(loader)?.[0];
    expect(chunkPath).toBeDefined();
    const chunk = Buffer.from(await (await fetch(`${baseUrl()}/${chunkPath}`)).arrayBuffer());
    expect(gzipSync(chunk, { level: 9 }).length).toBeLessThan(8 * 1024);
  });
});
