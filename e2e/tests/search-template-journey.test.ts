import type { RecommendationTemplate, SearchWidget, SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs } from './account-helpers';
import { deleteByApi, signInDemoOwner } from './search-helpers';
import { demoShopUrl } from './widget-helpers';

/**
 * Issue 31: a search widget picks a search template and the shop's overlay draws with it. Demo Sko AS's
 * `demo` widget is the one the demo shop's header box uses; it gets a copy of the default overlay template
 * with its own heading, picked by clicks, and is put back afterwards.
 */
const fresh = useFreshPages();
let owner: SessionAnswer;
let original: SearchWidget;
let template: RecommendationTemplate;
const heading = `Våre beste treff ${Date.now().toString(36)}`;

beforeAll(async () => {
  owner = await signInDemoOwner();
  original = (await callApi<{ data: SearchWidget }>('/search/widgets/demo', owner)).data;
  const copy = await callApi<{ data: RecommendationTemplate }>('/templates', owner, {
    method: 'POST',
    body: { name: `Søkemal ${heading}`, from: 'search-overlay' },
  });
  expect(copy.data).toMatchObject({ kind: 'search', owner: 'account' });
  expect(copy.data.html).toContain('>Produkter</p>');
  // The shop owner's change: another heading over the products.
  const changed = await callApi<{ data: RecommendationTemplate }>(`/templates/${copy.data.id}`, owner, {
    method: 'PUT',
    body: {
      name: copy.data.name,
      kind: 'search',
      html: copy.data.html.replace('>Produkter</p>', `>${heading}</p>`),
      css: copy.data.css,
      settings: copy.data.settings,
    },
  });
  template = changed.data;
});

afterAll(async () => {
  if (original) {
    const { id: _id, created_at: _created, updated_at: _updated, ...fields } = original;
    await callApi('/search/widgets/demo', owner, { method: 'PUT', body: fields });
  }
  if (template?.id) await deleteByApi(`/templates/${template.id}`, owner);
});

async function openShopSearch(page: Page) {
  await page.goto(demoShopUrl());
  const box = page.getByRole('combobox', { name: 'Søk i butikken' });
  await box.waitFor();
  return box;
}

describe('a search template in the shop', () => {
  it('is picked in the search widget’s design tab and draws the demo shop’s overlay, keyboard and all', async () => {
    const { page, problems } = await fresh();
    await openAs(page, owner, '/search/search-widgets/demo/design');
    const templates = page.getByRole('radiogroup', { name: 'Mal' });
    await templates.getByRole('radio', { name: 'Søkeoverlegg' }).waitFor();
    await expectAccessible(page, 'the search widget design tab with the templates');
    await templates.getByRole('radio', { name: template.name }).click();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Søkewidgeten er lagret.').waitFor();
    await expect
      .poll(async () => (await callApi<{ data: SearchWidget }>('/search/widgets/demo', owner)).data.template)
      .toBe(template.key);

    const shop = await fresh();
    const box = await openShopSearch(shop.page);
    await box.pressSequentially('joggesko', { delay: 30 });
    const products = shop.page.getByRole('group', { name: heading });
    await products
      .getByRole('option', { name: /joggesko/i })
      .first()
      .waitFor();
    await expectAccessible(shop.page, 'the demo shop’s overlay drawn with the stored search template');

    // The keyboard still moves through the results: ArrowDown past the suggestions to the template's products.
    await box.press('ArrowDown');
    const active = shop.page.locator('[role=option][aria-selected=true]');
    for (let step = 0; step < 12 && (await active.evaluate((node) => node.tagName)) !== 'A'; step++) {
      await shop.page.keyboard.press('ArrowDown');
    }
    expect(await active.getAttribute('data-bp-product')).toBeTruthy();
    expect(await products.locator('[role=option][aria-selected=true]').count()).toBe(1);
    const name = (await active.locator('.bp-search__name').textContent()) ?? '';
    await shop.page.keyboard.press('ArrowDown');
    const next = (await active.locator('.bp-search__name').textContent()) ?? '';
    expect(next).not.toBe(name);
    const href = (await active.getAttribute('href')) ?? '';
    await shop.page.keyboard.press('Enter');
    await shop.page.getByRole('heading', { level: 1, name: next }).waitFor();
    expect(new URL(shop.page.url()).pathname).toBe(new URL(href).pathname);
    expect(problems).toEqual([]);
    expect(shop.problems).toEqual([]);
  });
});
