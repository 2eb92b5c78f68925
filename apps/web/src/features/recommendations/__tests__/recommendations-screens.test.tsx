import type { RecommendationWidget } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ONE_BOOT_FOUND, recommendationWidget } from '@/test/recommendation-fixtures';
import { renderScreen } from '@/test/render-screen';

const STAMP = '2026-11-20T10:00:00.000Z';
const widget = recommendationWidget;
const dealers = widget({ id: 'forhandler-topp', algorithm: 'trending', owner: 'dealer', editable: false });
const SLOW = { timeout: 15_000 };

const invalid = (fields: Record<string, string>) => ({
  status: 400,
  body: { error: { code: 'validation_failed', message: 'Sjekk feltene som er merket.', fields } },
});

function render(path: string) {
  let list = [widget(), dealers];
  return renderScreen(`/7/${path}`, {
    'GET /api/recommendations': () => ({ body: { data: list } }),
    'GET /api/recommendations/andre-kjopte': { body: { data: widget() } },
    'GET /api/recommendations/forhandler-topp': { body: { data: dealers } },
    'GET /api/recommendations/figures': {
      body: { data: [{ widget: 'andre-kjopte', impressions: 200, clicks: 10, orders: 2, revenue: 1598 }] },
    },
    'GET /api/recommendations/figures/algorithms': {
      body: {
        data: [
          {
            algorithm: 'bought_together',
            days: [{ day: '2026-11-27', impressions: 200, clicks: 10, orders: 2, revenue: 1598 }],
          },
        ],
      },
    },
    'GET /api/recommendations/hidden-products': {
      body: { data: [{ product_id: 'gammel', name: 'Gammel sko', exists: true }] },
    },
    'GET /api/recommendations/andre-kjopte/figures': {
      body: {
        days: [{ day: '2026-11-27', impressions: 200, clicks: 10, orders: 2, revenue: 1598 }],
      },
    },
    'POST /api/recommendations/preview': (call) => {
      const body = call.body as { product: string };
      return {
        body: {
          data: {
            products: [
              {
                id: 'sokk',
                name: body.product ? 'Ullsokk' : 'Bestselger',
                url: null,
                image_url: null,
                price: 199,
                sale_price: null,
                reason: body.product ? 'bought_together' : 'bestsellers',
                fallback: !body.product,
                score: 0.87,
              },
            ],
            html: `<ul class="bp-grid"><li>${body.product ? 'Ullsokk' : 'Bestselger'}</li></ul>`,
            css: '.bp-grid{display:grid}',
          },
        },
      };
    },
    'POST /api/recommendations': (call) => {
      const body = call.body as RecommendationWidget;
      if (body.id === 'andre-kjopte') return invalid({ id: 'Id-en er allerede i bruk.' });
      const created = widget({ ...body, created_at: STAMP, updated_at: STAMP });
      list = [...list, created];
      return { status: 201, body: { data: created } };
    },
    'POST /api/recommendations/forhandler-topp/duplicate': (call) => {
      const { id } = call.body as { id: string };
      return { status: 201, body: { data: { ...dealers, id, owner: 'account', editable: true } } };
    },
    'GET /api/recommendations/topp-kopi': {
      body: { data: { ...dealers, id: 'topp-kopi', owner: 'account', editable: true } },
    },
    'GET /api/products': ONE_BOOT_FOUND,
  });
}

describe('/recommendations', { timeout: 40_000 }, () => {
  it('lists each widget with its type, algorithm, template and last 30 days', async () => {
    render('recommendations');
    const table = await screen.findByRole('table', { name: 'Anbefalinger' }, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Anbefalingswidgeter' })).toBeVisible();
    const row = within(table).getByRole('row', { name: /andre-kjopte/ });
    for (const text of [
      'Produktsiden',
      'Butikk',
      'Andre kjøpte også',
      'Rutenett',
      'Vist i butikken',
      '200',
      '5 %',
    ])
      expect(within(row).getByText(text)).toBeVisible();
    expect(within(row).getByText(/1[\s\u00a0]598,00[\s\u00a0]kr/)).toBeVisible();
    const theirs = within(table).getByRole('row', { name: /forhandler-topp/ });
    expect(within(theirs).getByText('Forhandlerens')).toBeVisible();
    expect(within(theirs).queryByRole('button', { name: /Slett/ })).toBeNull();
    expect(within(theirs).getByRole('button', { name: 'Dupliser forhandler-topp' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Skjulte produkter' })).toHaveTextContent('Gammel sko');
    const perAlgorithm = await screen.findByRole('table', { name: 'Tall per dag og utvalg' });
    expect(
      within(perAlgorithm).getByRole('columnheader', { name: 'Klikk – Andre kjøpte også' }),
    ).toBeVisible();
    expect(within(perAlgorithm).getByRole('row', { name: /10/ })).toHaveTextContent(/1[\s\u00a0]598,00/);
  });

  it("duplicates a dealer's widget into an editable copy and opens it", async () => {
    const { calls, router } = render('recommendations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dupliser forhandler-topp' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Dupliser «forhandler-topp»' });
    const id = within(dialog).getByRole('textbox', { name: /Id til kopien/ });
    await user.clear(id);
    await user.type(id, 'topp-kopi');
    await user.click(within(dialog).getByRole('button', { name: 'Dupliser' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/recommendations/topp-kopi/settings'));
    expect(calls.find((call) => call.path.endsWith('/duplicate'))?.body).toEqual({ id: 'topp-kopi' });
  });
});

describe('/recommendations/{id}/{type?}', { timeout: 40_000 }, () => {
  it('creates a widget by its fields, shows a taken id from the server, then saves', async () => {
    const { calls, router } = render('recommendations/new/settings');
    const user = userEvent.setup();
    const id = await screen.findByRole('textbox', { name: /^Id/ }, SLOW);
    await user.type(id, 'andre-kjopte');
    await user.click(screen.getByRole('combobox', { name: 'Utvalg' }));
    await user.click(await screen.findByRole('option', { name: 'Andre kjøpte også' }));
    expect(screen.getByText(/Trenger produktet siden viser/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Id-en er allerede i bruk.')).toBeVisible();
    await user.clear(id);
    await user.type(id, 'passer-til');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/7/recommendations/passer-til/settings'),
    );
    const created = calls.filter((call) => call.method === 'POST' && call.path === '/api/recommendations');
    expect(created.at(-1)?.body).toMatchObject({
      id: 'passer-til',
      algorithm: 'bought_together',
      number_of_products: 8,
      in_stock_only: true,
    });
  });

  it('refuses 51 products in the browser with the spec’s range, and keeps the form', async () => {
    const { calls } = render('recommendations/andre-kjopte/settings');
    const user = userEvent.setup();
    const count = await screen.findByRole('spinbutton', { name: 'Antall produkter' }, SLOW);
    await user.clear(count);
    await user.type(count, '51');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Antall produkter må være et helt tall fra 1 til 50.')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('previews the unsaved form for a picked product, and says why each product is there', async () => {
    const { calls } = render('recommendations/andre-kjopte/preview');
    const user = userEvent.setup();
    const products = await screen.findByRole('list', { name: 'Anbefalte produkter' }, SLOW);
    expect(within(products).getByText('Bestselger')).toBeVisible();
    expect(within(products).getByText('Reserve')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Finn produktet siden viser' }), 'støvel');
    await user.click(await screen.findByRole('button', { name: 'Legg til Turstøvel i forhåndsvisningen' }));
    expect(await within(products).findByText('Ullsokk')).toBeVisible();
    expect(within(products).getByText('Hvorfor: Andre kjøpte også')).toBeVisible();
    expect(within(products).getByText('Poeng 0,87')).toBeVisible();
    const phone = screen.getByTitle('Slik ser den ut på en mobil (360 piksler bred)');
    await waitFor(() => expect(phone.getAttribute('srcdoc')).toContain('Ullsokk'));
    expect(phone).toHaveAttribute('sandbox', '');
    const asked = calls.filter((call) => call.path === '/api/recommendations/preview').at(-1);
    expect(asked?.body).toMatchObject({ product: 'stovel', widget: { algorithm: 'bought_together' } });
  });

  it("shows a dealer's widget read-only, with Dupliser", async () => {
    render('recommendations/forhandler-topp/settings');
    expect(await screen.findByText(/eies av forhandleren/, {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Kommentar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dupliser' })).toBeVisible();
  });

  it('shows the figures per day and the placeholder to install', async () => {
    const { router } = render('recommendations/andre-kjopte/figures');
    expect(await screen.findByRole('heading', { name: 'Siste 30 dager' }, SLOW)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Ta i bruk' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/7/recommendations/andre-kjopte/install'),
    );
    expect(
      await screen.findByText('<div data-butikkpanel-recommendation="andre-kjopte"></div>'),
    ).toBeVisible();
  });
});
