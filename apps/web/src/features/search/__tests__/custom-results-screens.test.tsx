import type { CatalogueProduct, CustomResult } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSearch, SLOW, STAMP, validationFailed } from './search-tuning-helpers';

const product = (id: string, name: string): CatalogueProduct => ({
  product_id: id,
  name,
  url: null,
  image_url: null,
  price: 999,
  sale_price: null,
  in_stock: true,
  category: 'Sko',
  brand: null,
  sku: `SKU-${id}`,
});
const CATALOGUE = [product('p1', 'Løpesko Fart'), product('p2', 'Løpesko Lett'), product('p3', 'Løpesokker')];

const existing: CustomResult = {
  id: 'c1',
  phrase: 'joggesko, løpesko',
  comma_separated: true,
  phrases: ['joggesko', 'løpesko'],
  merge: false,
  included: [
    { product_id: 'p1', name: 'Løpesko Fart', exists: true },
    { product_id: 'gone', name: 'Gammel sko', exists: false },
  ],
  excluded: [{ product_id: 'p3', name: 'Løpesokker', exists: true }],
  created_at: STAMP,
  updated_at: STAMP,
};

function mockCustom(path: string, post?: (body: unknown) => { status?: number; body?: unknown }) {
  let results = [existing];
  return renderSearch(path, {
    'GET /api/search/custom-results': () => ({ body: { data: results } }),
    'GET /api/search/custom-results/c1': () => ({ body: { data: results[0] } }),
    'GET /api/products': (call) => {
      const search = (call.query.get('search') ?? '').toLowerCase();
      const data = CATALOGUE.filter((item) => item.name.toLowerCase().includes(search));
      return { body: { data, pagination: { page: 1, per_page: 10, total: data.length } } };
    },
    'POST /api/search/custom-results': (call) => {
      if (post) return post(call.body);
      const body = call.body as { included: string[]; excluded: string[]; phrase: string };
      const created = {
        ...existing,
        ...body,
        id: 'c2',
        phrases: [body.phrase],
        included: body.included.map((id) => ({ product_id: id, name: id, exists: true })),
        excluded: [],
      };
      return { status: 201, body: { data: created } };
    },
    'PUT /api/search/custom-results/c1': (call) => ({
      body: { data: { ...existing, ...(call.body as object), included: [], excluded: [] } },
    }),
    'DELETE /api/search/custom-results/c1': () => {
      results = [];
      return { status: 204 };
    },
  });
}

describe('search/custom', { timeout: 30_000 }, () => {
  it('lists the phrases, merge or replace and the number of products', async () => {
    mockCustom('search/custom');
    const table = await screen.findByRole('table', { name: 'Egendefinerte søkeresultater' }, SLOW);
    const row = within(table).getByRole('row', { name: /joggesko, løpesko/ });
    expect(within(row).getByText('Erstatter')).toBeVisible();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 4),
    ).toEqual(['2', '1']);
    expect(within(row).getByRole('link', { name: 'joggesko, løpesko' })).toHaveAttribute(
      'href',
      '/7/search/custom/c1',
    );
  });

  it('creates a result that replaces, with products in a chosen order, the phrase from ?phrase=', async () => {
    const { calls, router } = mockCustom('search/custom/new?phrase=l%C3%B8pesko');
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /^Søkefrase/ }, SLOW)).toHaveValue('løpesko');
    await user.click(screen.getByRole('radio', { name: 'Bare de valgte produktene' }));

    await user.type(screen.getByRole('searchbox', { name: 'Finn et produkt som skal vises' }), 'løpesko');
    await user.click(
      await screen.findByRole('button', { name: 'Legg til Løpesko Fart blant produktene som vises' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Legg til Løpesko Lett blant produktene som vises' }),
    );
    expect(screen.getByRole('button', { name: 'Løpesko Fart er lagt til' })).toBeDisabled();

    const list = screen.getByRole('list', { name: 'Produkter som vises først' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
    expect(names()[0]).toMatch(/^1\.Løpesko Fart/);
    const moveUp = screen.getByRole('button', { name: 'Flytt Løpesko Lett opp' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(names()[0]).toMatch(/^1\.Løpesko Lett/);
    expect(names()[1]).toMatch(/^2\.Løpesko Fart/);
    // Focus follows the moved product; at the top, "up" is disabled so it moves to "down".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Flytt Løpesko Lett ned' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/custom/c2'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      phrase: 'løpesko',
      comma_separated: false,
      merge: false,
      included: ['p2', 'p1'],
      excluded: [],
    });
  });

  it('needs a phrase, and shows the server field errors on the phrase and the products', async () => {
    const { calls } = mockCustom('search/custom/new', () =>
      validationFailed({
        phrase: 'Søkefrasen har allerede et egendefinert resultat.',
        included: 'Produktet finnes ikke i katalogen.',
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lagre' }, SLOW));
    expect(await screen.findByText('Skriv inn en søkefrase.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Søkefrase/ }), 'joggesko');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    const phrase = screen.getByRole('textbox', { name: /^Søkefrase/ });
    await waitFor(() =>
      expect(phrase).toHaveAccessibleDescription('Søkefrasen har allerede et egendefinert resultat.'),
    );
    expect(screen.getByText('Produktet finnes ikke i katalogen.')).toBeVisible();
  });

  it('marks products that no longer exist, edits and deletes', async () => {
    const { calls, router } = mockCustom('search/custom/c1');
    const user = userEvent.setup();
    const included = await screen.findByRole('list', { name: 'Produkter som vises først' }, SLOW);
    expect(within(included).getByText('Finnes ikke lenger')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Kommaseparert liste med fraser' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Søketekst' })).toHaveValue('joggesko');

    await user.click(screen.getByRole('button', { name: 'Fjern Gammel sko' }));
    await user.click(screen.getByRole('button', { name: 'Fjern Løpesokker' }));
    expect(screen.getByText('Ingen produkter skjult.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Det egendefinerte resultatet er lagret.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      phrase: 'joggesko, løpesko',
      comma_separated: true,
      merge: false,
      included: ['p1'],
      excluded: [],
    });

    await user.click(screen.getByRole('button', { name: 'Slett' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette det egendefinerte resultatet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/custom'));
    expect(await screen.findByText('Ingen egendefinerte resultater ennå')).toBeVisible();
  });
});
