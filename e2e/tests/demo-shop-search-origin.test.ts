import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/app';
import { useFreshPages } from '../support/browser';
import { demoShopUrl, waitForBubble } from './widget-helpers';

const shopPage = useFreshPages();

/** The page is wider than the window: the visitor would have to scroll sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe("the demo shop's search keeps the visitor on the shop's origin", () => {
  // The e2e server is reached as 127.0.0.1 while its PUBLIC_URL (and so every stored product url) is localhost.
  it('a 127.0.0.1 visitor who picks a search result stays on 127.0.0.1 with the cart intact', async () => {
    const { page, problems } = await shopPage();
    const origin = new URL(baseUrl()).origin;
    expect(new URL(origin).hostname).toBe('127.0.0.1');

    await page.goto(demoShopUrl('produkt/lettloper-joggesko'));
    await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
    await expect.poll(() => page.locator('[data-cart-count]').textContent()).toBe('1');

    const box = page.getByRole('combobox', { name: 'Søk i butikken' });
    await box.fill('joggesko');
    const product = page.getByRole('listbox', { name: 'Søkeresultater' }).locator('a[role=option]').first();
    await product.waitFor();
    expect(new URL((await product.getAttribute('href')) ?? '').origin).toBe(origin);
    await product.click();
    await page.waitForURL(/\/demo-shop\/produkt\//);
    expect(new URL(page.url()).origin).toBe(origin);
    await expect.poll(() => page.locator('[data-cart-count]').textContent()).toBe('1');
    expect(problems).toEqual([]);
  });
});

describe('the demo shop on a 320 px phone', () => {
  it('wraps the category row instead of widening the page, so the chat bubble is on screen', async () => {
    const { page, problems } = await shopPage();
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(demoShopUrl());
      await waitForBubble(page);
      expect(await scrollsSideways(page)).toBe(false);
      const bubble = await page.getByRole('button', { name: /Åpne chat/ }).boundingBox();
      expect(bubble).not.toBeNull();
      expect((bubble?.x ?? 0) + (bubble?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    expect(problems).toEqual([]);
  });
});
