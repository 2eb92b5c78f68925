import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { demoShopUrl } from './widget-helpers';

const shopPage = useFreshPages();
// The demo seed gives Demo Sko AS the `demo` search widget, the synonym joggesko ↔ løpesko and the keyword
// retur (apps/server/src/seed/demo-search.ts); the demo shop's header search box uses them.

/** The header's search box, once the widget has given it the overlay (it becomes a combobox). */
async function openShop(page: Page) {
  await page.goto(demoShopUrl());
  const box = page.getByRole('combobox', { name: 'Søk i butikken' });
  await box.waitFor();
  return box;
}

const results = (page: Page) => page.getByRole('listbox', { name: 'Søkeresultater' });

describe('the search overlay in the demo shop', () => {
  it('finds joggesko as you type, is accessible, and opens a product with the keyboard', async () => {
    const { page, problems } = await shopPage();
    const box = await openShop(page);
    await box.pressSequentially('joggesko', { delay: 30 });
    await results(page)
      .getByRole('option', { name: /joggesko/i })
      .first()
      .waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'the demo shop with the search overlay open');

    // Suggestions come first: ArrowDown until a product (a link) is the active option.
    await box.press('ArrowDown');
    const active = page.locator('[role=option][aria-selected=true]');
    for (let step = 0; step < 12 && (await active.evaluate((node) => node.tagName)) !== 'A'; step++) {
      await page.keyboard.press('ArrowDown');
    }
    const name = (await active.locator('.bp-search__name').textContent()) ?? '';
    const href = (await active.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/demo-shop\/produkt\/[\w-]+$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(new URL(href).pathname);
    expect(problems).toEqual([]);
  });

  it('still finds joggesko through a typo, and closes with Escape back in the box', async () => {
    const { page, problems } = await shopPage();
    const box = await openShop(page);
    await box.fill('jogesko');
    await results(page)
      .getByRole('option', { name: /joggesko/i })
      .first()
      .waitFor();
    await box.press('ArrowDown');
    await page.keyboard.press('Escape');
    await results(page).waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sok');
    expect(problems).toEqual([]);
  });

  it('shows the keyword text for retur', async () => {
    const { page, problems } = await shopPage();
    const box = await openShop(page);
    await box.fill('retur');
    // The keyword text is shown (and said once more by the live region, hence the class).
    const keyword = page.locator('.keyword', { hasText: /Fri retur i 30 dager/ });
    await keyword.waitFor();
    await expectAccessible(page, 'the search overlay with keyword content');
    await page.locator('h1').click();
    await keyword.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });
});

describe('search overlay size budget', () => {
  it('keeps the search chunk under 15 KB gzip', async () => {
    const loader = await (await fetch(`${baseUrl()}/widget.js`)).text();
    const chunkPath = /widget\/search-[\w-]+\.js/.exec(loader)?.[0];
    expect(chunkPath).toBeDefined();
    const chunk = Buffer.from(await (await fetch(`${baseUrl()}/${chunkPath}`)).arrayBuffer());
    expect(gzipSync(chunk, { level: 9 }).length).toBeLessThan(15 * 1024);
  });
});
