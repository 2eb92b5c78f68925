import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { demoShopUrl } from './widget-helpers';

// Not about the welcome popup: the default (a subscribed visitor) keeps it from opening over the pictures.
const shopPage = useFreshPages();

/** Each image's alt text, and whether it was decoded (naturalWidth > 0: loaded and readable as webp). */
async function pictures(images: Locator) {
  await images.first().waitFor();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await image.evaluate((node: HTMLImageElement) => node.decode().catch(() => undefined));
  }
  return images.evaluateAll((nodes) =>
    nodes.map((node) => ({
      alt: (node as HTMLImageElement).alt,
      width: (node as HTMLImageElement).naturalWidth,
    })),
  );
}

/** Screenshots for a person to look at, when SCREENSHOT_DIR is given; the test itself checks the pixels' source. */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

describe('the demo catalogue’s pictures', () => {
  it('shows a picture of every product, with an alt text in bokmål, on the shop’s pages', async () => {
    const { page, problems } = await shopPage();
    for (const width of [320, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(demoShopUrl());
      const shown = await pictures(page.locator('[data-products] img'));
      expect(shown).toHaveLength(40);
      for (const picture of shown) {
        expect(picture.width).toBeGreaterThan(0);
        expect(picture.alt).toMatch(/^[A-ZÆØÅ][a-zæøåé -]+/);
      }
      expect(shown.map((picture) => picture.alt)).toContain(
        'Brun fjellstøvel med snøring og grov, svart såle',
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, `demo-shop-${width}`);
    }
    await expectAccessible(page, 'the demo shop with its pictures');

    await page.getByRole('link', { name: 'Fjellstøvel vinter' }).click();
    const [big] = await pictures(page.locator('main img'));
    expect(big).toEqual({ alt: 'Brun fjellstøvel med snøring og grov, svart såle', width: 400 });
    await keepScreenshot(page, 'demo-shop-product-1400');
    expect(problems).toEqual([]);
  });

  it('shows the pictures in the search overlay, and finds støvler typed as stoevler', async () => {
    const { page, problems } = await shopPage();
    for (const width of [320, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(demoShopUrl());
      const box = page.getByRole('combobox', { name: 'Søk i butikken' });
      await box.waitFor();
      // Two letters from 'støvel' and beyond the typo tolerance: found by the spelling without ø.
      await box.pressSequentially('stoevler', { delay: 30 });
      const list = page.getByRole('listbox', { name: 'Søkeresultater' });
      const boot = list.getByRole('option', { name: /Fjellstøvel vinter/ });
      await boot.waitFor();
      const shown = await pictures(list.locator('img'));
      expect(shown.length).toBeGreaterThanOrEqual(4);
      for (const picture of shown) {
        expect(picture.width).toBeGreaterThan(0);
        expect(picture.alt).toMatch(/støvel|støvlett/i);
      }
      // The option is read as its name once (the picture's alt), then its price.
      expect(await boot.evaluate((node) => node.querySelector('img')?.alt)).toBe('Fjellstøvel vinter');
      await keepScreenshot(page, `search-overlay-${width}`);
    }
    await expectAccessible(page, 'the search overlay with pictures');
    expect(problems).toEqual([]);
  });
});
