import type { SearchSettings, SearchWidget, SessionAnswer } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, callApi, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs } from './account-helpers';

/**
 * Demo Sko AS (account 1, which has the search package and shoes to find) as its owner. A fresh shop has no
 * package, so this uses the demo account: the widget made here is deleted and the settings are put back.
 */
const fresh = useFreshPages();
let owner: SessionAnswer;
let settings: SearchSettings;
const widgetId = `e2e-${Date.now().toString(36)}`;

beforeAll(async () => {
  owner = await signInByApi('eier@demo.no');
  expect(owner.account_id).toBe(1);
  settings = (await callApi<{ data: SearchSettings }>('/search/settings', owner)).data;
});

afterAll(async () => {
  const widgets = (await callApi<{ data: SearchWidget[] }>('/search/widgets', owner)).data;
  if (widgets.some((widget) => widget.id === widgetId)) {
    // 204 without a body, which callApi would try to read.
    await fetch(`${baseUrl()}/api/search/widgets/${widgetId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${owner.access_token}`, 'authorized-account': '1' },
    });
  }
  for (const type of ['details', 'fields', 'boosts'] as const) {
    await callApi(`/search/settings/${type}`, owner, { method: 'PUT', body: settings[type] });
  }
});

describe('search widgets and search settings', () => {
  it('creates a search widget whose preview follows the form, shows how to install it, and deletes it', async () => {
    const { page, problems } = await fresh();
    await openAs(page, owner, '/search/search-widgets');
    await page.getByRole('table', { name: 'Søkewidgeter' }).getByRole('link', { name: 'demo' }).waitFor();
    await expectAccessible(page, 'the search widgets list');

    await page.getByRole('link', { name: 'Ny søkewidget' }).click();
    await page.waitForURL(/\/search\/search-widgets\/new$/);
    await page.getByRole('textbox', { name: /^Id/ }).fill('ugyldig id');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Id-en kan bare inneholde bokstaver, @, - og sifre.').waitFor();
    await page.getByRole('textbox', { name: /^Id/ }).fill('demo');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Id-en er allerede i bruk.').waitFor();
    await page.getByRole('textbox', { name: /^Id/ }).fill(widgetId);
    await page.getByRole('textbox', { name: 'Kommentar' }).fill('Laget av e2e');

    const preview = page.getByTestId('search-widget-preview');
    const products = preview.getByTestId('search-widget-preview-products').locator('li');
    await products.first().waitFor();
    expect(await preview.getAttribute('data-template')).toBe('search-overlay');
    await expectAccessible(page, 'the new search widget, general tab');

    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Søkewidgeten er lagret.').waitFor();
    await page.waitForURL(new RegExp(`/search/search-widgets/${widgetId}/general$`));
    await page.getByText(`<input type="search" data-butikkpanel-search="${widgetId}">`).waitFor();
    await page.getByText(`<script async src="${baseUrl()}/widget.js" data-account="1"></script>`).waitFor();

    await page.getByRole('tab', { name: 'Utseende' }).click();
    await page.waitForURL(new RegExp(`/search/search-widgets/${widgetId}/design$`));
    const background = page.getByRole('textbox', { name: /Bakgrunnsfarge/ });
    await background.waitFor();
    await expectAccessible(page, 'the search widget, design tab');
    await page.getByRole('radio', { name: 'Søkeresultater' }).check();
    expect(await preview.getAttribute('data-template')).toBe('search-results');
    const columns = await preview
      .getByTestId('search-widget-preview-products')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    await background.fill('#fff8e1');
    await page.getByRole('textbox', { name: 'Overskrift' }).fill('Dette fant vi');
    await preview.getByText('Dette fant vi').waitFor();
    expect(await preview.evaluate((box) => getComputedStyle(box).backgroundColor)).toBe('rgb(255, 248, 225)');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Søkewidgeten er lagret.').first().waitFor();
    await expect
      .poll(async () => (await callApi<{ data: SearchWidget }>(`/search/widgets/${widgetId}`, owner)).data)
      .toMatchObject({ template: 'search-results', background_color: '#fff8e1', title: 'Dette fant vi' });

    await page.getByRole('link', { name: 'Tilbake til søkewidgetene' }).click();
    const row = page.getByRole('row', { name: new RegExp(widgetId) });
    await row.waitFor();
    await row.getByRole('button', { name: `Slett ${widgetId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Slette søkewidgeten?' });
    await dialog.waitFor();
    await expectAccessible(page, 'the delete confirmation');
    await dialog.getByRole('button', { name: 'Slett' }).click();
    await row.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('saves a search setting and puts it back; every settings tab is accessible', async () => {
    const { page, problems } = await fresh();
    await openAs(page, owner, '/search/settings/details');
    const results = page.getByRole('spinbutton', { name: 'Antall resultater' });
    await results.waitFor();
    expect(await results.inputValue()).toBe(String(settings.details.results));
    await expectAccessible(page, 'the search settings, details');

    const changed = settings.details.results === 100 ? 99 : settings.details.results + 1;
    await results.fill(String(changed));
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Søkeinnstillingene er lagret.').waitFor();
    const saved = (await callApi<{ data: SearchSettings }>('/search/settings', owner)).data;
    expect(saved.details).toEqual({ ...settings.details, results: changed });

    await results.fill(String(settings.details.results));
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect
      .poll(async () => (await callApi<{ data: SearchSettings }>('/search/settings', owner)).data.details)
      .toEqual(settings.details);

    await page.getByRole('tab', { name: 'Felter' }).click();
    await page.waitForURL(/\/search\/settings\/fields$/);
    await page.getByRole('spinbutton', { name: 'Produktnavn' }).waitFor();
    await expectAccessible(page, 'the search settings, fields');

    await page.getByRole('tab', { name: 'Løft' }).click();
    await page.waitForURL(/\/search\/settings\/boosts$/);
    await page.getByRole('spinbutton', { name: 'Løft for produkter på lager (%)' }).waitFor();
    await expectAccessible(page, 'the search settings, boosts');
    expect(problems).toEqual([]);
  });
});
