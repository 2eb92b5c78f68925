import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';

const SLOW = { timeout: 15_000 };

const product = {
  product_id: 'P1',
  name: 'Joggesko rød',
  url: 'https://demo.no/sko/joggesko-rod',
  image_url: null,
  price: 499,
  sale_price: 399.5,
  in_stock: true,
  category: 'Sko',
  brand: 'Løp',
  sku: 'JR-1',
};

const stats = (from: string, to: string, quiet = false) => ({
  product,
  period: { from, to },
  days: [
    { day: from, views: 0, carts: 0, orders: 0, revenue: 0, conversion: null },
    quiet
      ? { day: to, views: 0, carts: 0, orders: 0, revenue: 0, conversion: null }
      : { day: to, views: 4, carts: 2, orders: 2, revenue: 1198.5, conversion: 0.5 },
  ],
  totals: quiet
    ? { views: 0, carts: 0, orders: 0, revenue: 0, conversion: null }
    : { views: 4, carts: 2, orders: 2, revenue: 1198.5, conversion: 0.5 },
});

describe('products', { timeout: 30_000 }, () => {
  it('lists the catalogue, searches on the server, and links each product', async () => {
    const { calls, router } = renderScreen('/7/products', {
      'GET /api/products': ({ query }) => ({
        body: {
          data: query.get('search') === 'sandal' ? [] : [product],
          pagination: { page: 1, per_page: 25, total: query.get('search') === 'sandal' ? 0 : 1 },
        },
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkter' }, SLOW)).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Produkter' });
    const link = await within(table).findByRole('link', { name: 'Joggesko rød' });
    expect(within(table).getByText('499,00 kr')).toBeVisible();
    expect(within(table).getByText('399,50 kr')).toBeVisible();
    await user.type(
      screen.getByRole('searchbox', { name: 'Søk etter navn, produkt-ID eller kategori' }),
      'sandal',
    );
    await waitFor(() => expect(calls.some((call) => call.query.get('search') === 'sandal')).toBe(true));
    expect(await screen.findByText('Ingen produkter passer søket.')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Søk etter navn, produkt-ID eller kategori' }));
    await user.click(await screen.findByRole('link', { name: 'Joggesko rød' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/products/P1'));
    expect(link).toBeDefined();
  });

  it('says plainly that a new shop has no products yet', async () => {
    renderScreen('/7/products', {
      'GET /api/products': { body: { data: [], pagination: { page: 1, per_page: 25, total: 0 } } },
    });
    expect(await screen.findByText(/Ingen produkter ennå/, undefined, SLOW)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Produkter' })).toBeNull();
  });

  it("shows a product's facts, totals and its figures per day as a chart and a table", async () => {
    const { calls } = renderScreen('/7/products/P1', {
      'GET /api/products/P1': ({ query }) => ({
        body: stats(query.get('from') ?? '', query.get('to') ?? ''),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Joggesko rød' }, SLOW)).toBeVisible();
    expect(screen.getByText('Løp')).toBeVisible();
    expect(screen.getByRole('link', { name: /Produktsiden/ })).toHaveAttribute('href', product.url);
    const totals = screen.getByRole('region', { name: 'Totalt i perioden' });
    expect(within(totals).getByText('1 198,50 kr')).toBeVisible();
    expect(within(totals).getByText('50 %')).toBeVisible();
    expect(screen.getByRole('img', { name: /Linjediagram over visninger/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tall per dag' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/4\s*2\s*2\s*1\s198,50\skr\s*50\s%/);
    const call = calls.find((entry) => entry.path.startsWith('/api/products/P1'));
    expect(call?.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('link', { name: 'Tilbake til produktene' })).toHaveAttribute(
      'href',
      '/7/products',
    );
  });

  it('shows an honest empty state for a product without activity, and a missing product', async () => {
    renderScreen('/7/products/P1', {
      'GET /api/products/P1': ({ query }) => ({
        body: stats(query.get('from') ?? '', query.get('to') ?? '', true),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: /Ingen visninger, handlekurver eller ordrer/ }, SLOW),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Tall per dag' })).toBeNull();
  });

  it('says when the product does not exist', async () => {
    renderScreen('/7/products/nope', {
      'GET /api/products/nope': {
        status: 404,
        body: { error: { code: 'product_not_found', message: 'Fant ikke produktet.' } },
      },
    });
    expect(await screen.findByText('Fant ikke produktet.', undefined, SLOW)).toBeVisible();
  });
});
