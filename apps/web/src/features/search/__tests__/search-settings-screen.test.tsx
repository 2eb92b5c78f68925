import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from '@butikkpanel/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handlers, renderSearch, validationFailed } from './search-tuning-helpers';

function mockSettings(path: string, extra: Handlers = {}) {
  let settings: SearchSettings = structuredClone(DEFAULT_SEARCH_SETTINGS);
  const put = (type: keyof SearchSettings) => (call: { body: unknown }) => {
    settings = { ...settings, [type]: call.body };
    return { body: { data: settings } };
  };
  return renderSearch(path, {
    'GET /api/search/settings': () => ({ body: { data: settings } }),
    'PUT /api/search/settings/details': put('details'),
    'PUT /api/search/settings/fields': put('fields'),
    'PUT /api/search/settings/boosts': put('boosts'),
    ...extra,
  });
}

const puts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => ({ path: call.path, body: call.body }));

describe('search/settings/{setting_type}', { timeout: 30_000 }, () => {
  it('saves the details tab', async () => {
    const { calls } = mockSettings('search/settings/details');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Detaljer', selected: true })).toHaveAttribute(
      'href',
      '/7/search/settings/details',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Søkeinnstillinger' })).toBeVisible();
    const results = await screen.findByRole('spinbutton', { name: 'Antall resultater' });
    expect(results).toHaveValue(24);
    await user.clear(results);
    await user.type(results, '30');
    await user.click(screen.getByRole('radio', { name: 'Ordene slik de er skrevet' }));
    expect(screen.getByRole('radio', { name: 'Norsk (bokmål) med bøyningsformer' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Tål skrivefeil' }));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Søkeinnstillingene er lagret.')).toBeVisible();
    expect(puts(calls)).toEqual([
      {
        path: '/api/search/settings/details',
        body: { results: 30, suggestions: 5, language: 'none', typo_tolerance: false },
      },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Søketekst' })).toBeVisible();
  });

  it('checks the field weights in the browser: at least one above 0', async () => {
    const { calls } = mockSettings('search/settings/fields');
    const user = userEvent.setup();
    for (const name of ['Produktnavn', 'Merke', 'Kategori', 'Varenummer (SKU)']) {
      const field = await screen.findByRole('spinbutton', { name });
      await user.clear(field);
      await user.type(field, '0');
    }
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Minst ett felt må ha vekt over 0.')).toBeVisible();
    expect(puts(calls)).toEqual([]);

    const brand = screen.getByRole('spinbutton', { name: 'Merke' });
    await user.clear(brand);
    await user.type(brand, '11');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Ugyldig verdi.')).toBeVisible();
    await user.clear(brand);
    await user.type(brand, '7');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Søkeinnstillingene er lagret.')).toBeVisible();
    expect(puts(calls)).toEqual([
      { path: '/api/search/settings/fields', body: { name: 0, brand: 7, category: 0, sku: 0 } },
    ]);
  });

  it('saves the boosts tab and shows the server field messages', async () => {
    let refuse = true;
    const { calls } = mockSettings('search/settings/boosts', {
      'PUT /api/search/settings/boosts': (call) =>
        refuse
          ? validationFailed({ on_sale: 'Løftet er for stort.' })
          : { body: { data: { ...DEFAULT_SEARCH_SETTINGS, boosts: call.body } } },
    });
    const user = userEvent.setup();
    const inStock = await screen.findByRole('spinbutton', { name: 'Løft for produkter på lager (%)' });
    expect(inStock).toHaveValue(50);
    await user.clear(inStock);
    await user.type(inStock, '120');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Løftet er for stort.')).toBeVisible();
    expect(screen.getByText('Sjekk feltene som er merket.')).toBeVisible();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Søkeinnstillingene er lagret.')).toBeVisible();
    expect(puts(calls).at(-1)).toEqual({
      path: '/api/search/settings/boosts',
      body: { in_stock: 120, on_sale: 10 },
    });
  });

  it('switches tab by link, each tab with its own saved values', async () => {
    const { router } = mockSettings('search/settings/details');
    const user = userEvent.setup();
    await screen.findByRole('spinbutton', { name: 'Antall resultater' });
    await user.click(screen.getByRole('tab', { name: 'Felter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/settings/fields'));
    expect(await screen.findByRole('spinbutton', { name: 'Produktnavn' })).toHaveValue(10);
    expect(screen.getByRole('tab', { name: 'Felter', selected: true })).toBeVisible();
  });

  it('redirects an unknown type, and bare settings, to details', async () => {
    const { router } = mockSettings('search/settings/ukjent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/settings/details'));
    expect(await screen.findByRole('tab', { name: 'Detaljer', selected: true })).toBeVisible();
    await router.navigate('/7/search/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/settings/details'));
  });
});
