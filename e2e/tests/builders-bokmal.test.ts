import type { SessionAnswer } from '@butikkpanel/contracts';
import type { FrameLocator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, goSignedIn, signInByApi } from '../support/app';
import { useFreshPages } from '../support/browser';
import { englishWordsIn } from './builder-english-words';

const fresh = useFreshPages();
/** Each walk clicks every panel for four selections: minutes on a loaded machine. */
const WALK = { timeout: 240_000 };
const RUN = Date.now().toString(36);
const HTML_DESIGN = [
  '<section class="walk"><h2>Overskrift</h2><p>Litt tekst.</p>',
  `<img src="https://example.com/sko.png" alt="Sko" width="120" height="80">`,
  '<a class="knapp" href="/tilbud">Se tilbud</a>',
  '<form data-bp-form="signup"><label for="e">E-post</label><input id="e" type="email" name="email" placeholder="deg@epost.no">',
  '<button type="submit">Meld meg på</button></form></section>',
].join('');
const MJML_DESIGN =
  '<mjml><mj-body><mj-section><mj-column><mj-text>Litt tekst.</mj-text>' +
  '<mj-button href="https://example.com">Se tilbud</mj-button>' +
  '<mj-image src="https://example.com/sko.png" alt="Sko"></mj-image></mj-column></mj-section></mj-body></mjml>';

let session: SessionAnswer;

beforeAll(async () => {
  session = await signInByApi('eier@demo.no');
});

async function openSignedIn(path: string) {
  const testPage = await fresh();
  await goSignedIn(testPage.page, session, path);
  // GrapesJS and its canvas are a lazy chunk: slow on a loaded machine.
  await testPage.page.frameLocator('iframe.gjs-frame').locator('body').waitFor({ timeout: 90_000 });
  await testPage.page.locator('.gjs-pn-views .gjs-pn-btn').first().waitFor();
  return testPage;
}

/** Every visible text, title, tooltip, aria-label, placeholder and option text outside the canvas. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('iframe')) continue;
      if (element instanceof HTMLOptionElement) {
        const select = element.closest('select');
        if (select && visible(select)) found.push(element.text);
        continue;
      }
      if (!visible(element)) continue;
      for (const attribute of ['title', 'aria-label', 'placeholder', 'data-tooltip', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) found.push(value);
      }
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) found.push(node.textContent.trim());
      }
    }
    return found;
  });
}

/** Opens each of GrapesJS's panels (blocks, styles with every sector, settings, layers) and reads them. */
async function readPanels(page: Page, into: Set<string>): Promise<void> {
  const add = async () => {
    for (const text of await visibleTexts(page)) into.add(text);
  };
  const buttons = page.locator('.gjs-pn-views .gjs-pn-btn');
  for (let index = 0; index < (await buttons.count()); index++) {
    await buttons.nth(index).click();
    // Every closed sector and block category opened, so their properties and blocks show.
    for (const closed of await page.locator('.gjs-sm-sector:not(.gjs-sm-open) .gjs-sm-sector-title').all()) {
      if (await closed.isVisible()) await closed.click();
    }
    for (const closed of await page.locator('.gjs-block-category:not(.gjs-open) .gjs-title').all()) {
      if (await closed.isVisible()) await closed.click();
    }
    await add();
  }
}

/** Selects each element in the canvas and reads the panels; a text's rich-text bar too. */
async function walk(page: Page, canvas: FrameLocator, selectors: Record<string, string>) {
  const texts = new Set<string>();
  await readPanels(page, texts);
  for (const selector of Object.values(selectors)) {
    await canvas.locator(selector).first().click();
    await readPanels(page, texts);
  }
  await canvas
    .locator(selectors.text ?? 'p')
    .first()
    .dblclick();
  await page.locator('.gjs-rte-toolbar').waitFor();
  for (const text of await visibleTexts(page)) texts.add(text);
  await page.keyboard.press('Escape');
  return texts;
}

function englishIn(texts: Set<string>): string[] {
  return [...texts].flatMap((text) => {
    const words = englishWordsIn(text);
    return words.length > 0 ? [`${words.join(', ')} in «${text.slice(0, 80)}»`] : [];
  });
}

describe('the builders speak bokmål', () => {
  it(
    'the popup builder: every panel with a text, a button, an image and a section selected',
    WALK,
    async () => {
      const popup = await callApi<{ data: { id: number; variants: Array<{ id: number }> } }>(
        '/popups',
        session,
        {
          method: 'POST',
          body: { name: `Ordvandring ${RUN}` },
        },
      );
      const variant = popup.data.variants[0]?.id;
      await callApi(`/popups/${popup.data.id}/variants/${variant}/design`, session, {
        method: 'PUT',
        body: { html: HTML_DESIGN, css: '', project: null },
      });
      const { page, problems } = await openSignedIn(`/popupbuilder/${popup.data.id}`);
      const canvas = page.frameLocator('iframe.gjs-frame');
      const texts = await walk(page, canvas, {
        text: 'p',
        button: 'button',
        image: 'img',
        section: 'section',
      });
      expect(englishIn(texts)).toEqual([]);
      expect(texts.size).toBeGreaterThan(100);
      expect(problems).toEqual([]);
    },
  );

  it('the content builder: the same panels on a block', WALK, async () => {
    const created = await callApi<{ data: { id: number } }>('/content-pages', session, {
      method: 'POST',
      body: { name: `Ordvandring ${RUN}`, placement_key: `ordvandring-${RUN}` },
    });
    await callApi(`/content-pages/${created.data.id}/design`, session, {
      method: 'PUT',
      body: { html: HTML_DESIGN, css: '', project: null },
    });
    const { page, problems } = await openSignedIn(`/contentbuilder/${created.data.id}`);
    const canvas = page.frameLocator('iframe.gjs-frame');
    const texts = await walk(page, canvas, {
      text: 'h2',
      button: 'a.knapp',
      image: 'img',
      section: 'section',
    });
    expect(englishIn(texts)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the e-mail builder: the MJML preset and its panels, and the image dialog', WALK, async () => {
    const created = await callApi<{ data: { id: number } }>('/emails/templates', session, {
      method: 'POST',
      body: { name: `Ordvandring ${RUN}`, mjml: MJML_DESIGN },
    });
    const { page, problems } = await openSignedIn(`/template/builder/${created.data.id}`);
    const canvas = page.frameLocator('iframe.gjs-frame');
    const texts = await walk(page, canvas, {
      text: '.mj-text, [data-gjs-type="mj-text"], td div',
      button: 'a',
      image: 'img',
      section: 'table',
    });
    // GrapesJS's own image dialog (the asset manager).
    await canvas.locator('img').first().dblclick();
    await page.locator('.gjs-mdl-container').waitFor();
    for (const text of await visibleTexts(page)) texts.add(text);
    expect(englishIn(texts)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
