import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { demoShopUrl } from './widget-helpers';

// Not about the welcome popup: the default (a subscribed visitor) keeps it from opening over the pictures.
const shopPage = useFreshPages();

/**
 * Every product picture on the page or in the overlay: its alt text and naturalWidth (over 0 once the webp file
 * was loaded and decoded). Each is scrolled to first, as lazy pictures load only near the viewport.
 */
async function pictures(page: Page, selector: string): Promise<Array<{ alt: string; width: number }>> {
  const images = page.locator(selector);
  await images.first().waitFor();
  // One at a time: a lazy picture starts loading only when the page has rendered it near the viewport.
  await images.evaluateAll(async (nodes) => {
    for (const node of nodes as HTMLImageElement[]) {
      node.scrollIntoView({ block: 'nearest' });
      // An error ends the wait too: its naturalWidth of 0 then fails the test with a clear message.
      if (!node.complete)
        await new Promise((done) => {
          node.addEventListener('load', done, { once: true });
          node.addEventListener('error', done, { once: true });
        });
    }
  });
  return images.evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((node) => ({ alt: node.alt, width: node.naturalWidth })),
  );
}

/** Screenshots for a person to look at, when SCREENSHOT_DIR is given. */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

const BOOT_ALT = 'Brun fjellstøvel med snøring og grov, svart såle';

describe('the demo catalogue’s pictures', () => {
  for (const width of [1400, 320]) {
    it(`shows a picture of every product with an alt text in bokmål at ${width} px`, async () => {
      const { page, problems } = await shopPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(demoShopUrl());
      const shown = await pictures(page, '[data-products] img');
      expect(shown).toHaveLength(40);
      for (const picture of shown) {
        expect(picture.width).toBeGreaterThan(0);
        expect(picture.alt).toMatch(/^\p{Lu}[\p{Ll} ,-]+$/u);
      }
      expect(shown.map((picture) => picture.alt)).toContain(BOOT_ALT);
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, `demo-shop-${width}`);
      if (width === 1400) await expectAccessible(page, 'the demo shop with its pictures');

      await page.getByRole('link', { name: 'Fjellstøvel vinter', exact: true }).click();
      // The product's own picture (the recommendations below it draw theirs in their own shadow root).
      expect(await pictures(page, '.product img')).toEqual([{ alt: BOOT_ALT, width: 400 }]);
      await keepScreenshot(page, `demo-shop-product-${width}`);
      expect(problems).toEqual([]);
    });

    it(`shows the pictures in the search overlay at ${width} px, finding støvler typed as stoevler`, async () => {
      const { page, problems } = await shopPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(demoShopUrl());
      const box = page.getByRole('combobox', { name: 'Søk i butikken' });
      await box.waitFor();
      // Two edits from 'støvler', beyond the typo tolerance: found by its spelling without ø.
      await box.fill('stoevler');
      const list = page.getByRole('listbox', { name: 'Søkeresultater' });
      // The option is read as the product's name once (the picture's alt text), then its price.
      await list.getByRole('option', { name: /^Fjellstøvel vinter\s1\s799\skr$/ }).waitFor();
      const shown = await pictures(page, '[role=listbox] img');
      expect(shown.length).toBeGreaterThanOrEqual(4);
      for (const picture of shown) {
        expect(picture.width).toBeGreaterThan(0);
        expect(picture.alt).toMatch(/støvel/i);
      }
      await keepScreenshot(page, `search-overlay-${width}`);
      if (width === 1400) await expectAccessible(page, 'the search overlay with pictures');
      expect(problems).toEqual([]);
    });
  }
});
