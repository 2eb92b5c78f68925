import type { SearchWidget } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type Handlers,
  renderSearch,
  STAMP,
  searchAnswer,
  searchHit,
  searchWidget,
  validationFailed,
} from './search-tuning-helpers';

const topp = searchWidget();

const PRODUCTS = [
  searchHit({ product_id: 'p1', name: 'Joggesko' }),
  searchHit({ product_id: 'p2', name: 'Fjellsko', in_stock: false }),
  searchHit({ product_id: 'p3', name: 'Sandal', price: 500, sale_price: 399 }),
];

function mockEditor(path: string, extra: Handlers = {}) {
  let saved = topp;
  return renderSearch(path, {
    'GET /api/search/widgets': () => ({ body: { data: [saved] } }),
    'GET /api/search/widgets/topp-sok': () => ({ body: { data: saved } }),
    'PUT /api/search/widgets/topp-sok': (call) => {
      saved = { ...saved, ...(call.body as object) };
      return { body: { data: saved } };
    },
    'POST /api/search/widgets': (call) => {
      const body = call.body as SearchWidget;
      if (body.id === 'topp-sok') return validationFailed({ id: 'Id-en er allerede i bruk.' });
      return { status: 201, body: { data: { ...body, created_at: STAMP, updated_at: STAMP } } };
    },
    'GET /api/search/test': (call) => {
      const q = call.query.get('q') ?? '';
      if (!q.includes('sko')) return { body: searchAnswer(q) };
      return {
        body: searchAnswer(q, {
          total: 3,
          products: PRODUCTS,
          suggestions: ['skohorn'],
          keywords: [{ keyword: 'sko', content: 'Fri frakt på sko.' }],
        }),
      };
    },
    ...extra,
  });
}

const previewCalls = (calls: { path: string; query: URLSearchParams }[]) =>
  calls.filter((call) => call.path.startsWith('/api/search/test') && call.query.get('limit') === '100');

describe('search/search-widgets/{id}/{type?}', { timeout: 30_000 }, () => {
  it('creates a widget: checks the id in the browser, shows a taken id from the server, then saves', async () => {
    const { calls, router } = mockEditor('search/search-widgets/new');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Generelt', selected: true })).toBeVisible();
    const id = screen.getByRole('textbox', { name: /^Id/ });
    await user.type(id, 'topp søk');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Id-en kan bare inneholde bokstaver, @, - og sifre.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(id);
    await user.type(id, 'topp-sok');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Id-en er allerede i bruk.')).toBeVisible();

    await user.clear(id);
    await user.type(id, 'mobil@sok-2');
    await user.type(screen.getByRole('textbox', { name: 'Kommentar' }), 'Mobilmenyen');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Søkewidgeten er lagret.')).toBeVisible();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/7/search/search-widgets/mobil%40sok-2/general'),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.body).toMatchObject({
      id: 'mobil@sok-2',
      comment: 'Mobilmenyen',
      template: 'search-overlay',
      number_of_products: 8,
      primary_color: '#1f6feb',
    });
    expect(posts.at(-1)?.headers.get('authorized-account')).toBe('7');
  });

  it('edits both tabs in one form and saves them together, without the id', async () => {
    const { calls, router } = mockEditor('search/search-widgets/topp-sok');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Generelt', selected: true })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Søkewidget' })).toBeVisible();
    const count = await screen.findByRole('spinbutton', { name: 'Antall produkter' });
    expect(screen.queryByRole('textbox', { name: /^Id/ })).not.toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '12');
    await user.click(screen.getByRole('switch', { name: 'Bare produkter på lager' }));

    await user.click(screen.getByRole('tab', { name: 'Utseende' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/7/search/search-widgets/topp-sok/design'),
    );
    expect(screen.getByRole('tab', { name: 'Utseende', selected: true })).toBeVisible();
    const title = screen.getByRole('textbox', { name: 'Overskrift' });
    await user.type(title, 'Treff');
    const primary = screen.getByRole('textbox', { name: /Hovedfarge/ });
    await user.clear(primary);
    await user.type(primary, '#aa0000');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Søkewidgeten er lagret.')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      number_of_products: 12,
      in_stock_only: true,
      title: 'Treff',
      primary_color: '#aa0000',
      comment: 'Søkefeltet i toppen',
    });
    expect(put?.body).not.toHaveProperty('id');
  });

  it('opens the tab of a bad field when saving from the other tab', async () => {
    const { calls, router } = mockEditor('search/search-widgets/topp-sok/general');
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('spinbutton', { name: 'Antall produkter' }));
    await user.click(screen.getByRole('tab', { name: 'Utseende' }));
    await user.click(await screen.findByRole('button', { name: 'Lagre' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/7/search/search-widgets/topp-sok/general'),
    );
    expect(await screen.findByText('Ugyldig verdi.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's field messages on the fields", async () => {
    mockEditor('search/search-widgets/topp-sok/design', {
      'PUT /api/search/widgets/topp-sok': validationFailed({ text_color: 'Fargen må være en hex-kode.' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Fargen må være en hex-kode.')).toBeVisible();
    expect(screen.getByText('Sjekk feltene som er merket.')).toBeVisible();
  });

  it('redirects an unknown tab to general', async () => {
    const { router } = mockEditor('search/search-widgets/topp-sok/pris');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/7/search/search-widgets/topp-sok/general'),
    );
    expect(await screen.findByRole('tab', { name: 'Generelt', selected: true })).toBeVisible();
  });

  it('tabs are links that the keyboard reaches', async () => {
    const { router } = mockEditor('search/search-widgets/topp-sok/general');
    const user = userEvent.setup();
    const general = await screen.findByRole('tab', { name: 'Generelt', selected: true });
    const design = screen.getByRole('tab', { name: 'Utseende' });
    expect(design).toHaveAttribute('href', '/7/search/search-widgets/topp-sok/design');
    expect(screen.getByRole('tablist', { name: 'Deler av søkewidgeten' })).toBeVisible();
    general.focus();
    await user.keyboard('{ArrowRight}');
    expect(design).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/7/search/search-widgets/topp-sok/design'),
    );
    expect(await screen.findByRole('textbox', { name: 'Overskrift' })).toBeVisible();
  });

  it('shows the install snippet with the account and the widget id', async () => {
    mockEditor('search/search-widgets/topp-sok/general');
    const user = userEvent.setup();
    const script = `<script async src="${window.location.origin}/widget.js" data-account="7"></script>`;
    expect(await screen.findByText(script)).toBeVisible();
    expect(screen.getByText('<input type="search" data-butikkpanel-search="topp-sok">')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Kopier søkefeltet' }));
    expect(await navigator.clipboard.readText()).toBe(
      '<input type="search" data-butikkpanel-search="topp-sok">',
    );
    expect(screen.getByRole('button', { name: 'Kopiert – Kopier søkefeltet' })).toBeVisible();
  });

  it('the preview follows the form, unsaved, on the products of a sample search', async () => {
    const { calls } = mockEditor('search/search-widgets/new');
    const user = userEvent.setup();
    const preview = await screen.findByRole('group', { name: 'Søkewidgeten slik kunden ser den' });
    expect(await within(preview).findByText('Joggesko')).toBeVisible();
    expect(previewCalls(calls)[0]?.query.get('q')).toBe('sko');
    expect(preview).toHaveAttribute('data-template', 'search-overlay');
    expect(within(preview).getByText('Fjellsko')).toBeVisible();
    expect(within(preview).getByText('skohorn')).toBeVisible();
    expect(within(preview).getByText('Fri frakt på sko.')).toBeVisible();
    expect(within(preview).getAllByTestId('search-widget-preview-price')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Utseende' }));
    const templates = await screen.findByRole('radiogroup', { name: 'Mal' });
    expect(
      within(templates)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['search-overlay', 'search-results', 't12']);
    expect(within(templates).getByRole('radio', { name: 'Søkeoverlegg' })).toBeChecked();
    await user.click(within(templates).getByRole('radio', { name: 'Søkeresultater' }));
    expect(preview).toHaveAttribute('data-template', 'search-results');
    await user.click(screen.getByRole('tab', { name: 'Generelt' }));
    await user.click(screen.getByRole('switch', { name: 'Bare produkter på lager' }));
    expect(within(preview).queryByText('Fjellsko')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Vis forslag til søkeord' }));
    expect(within(preview).queryByText('skohorn')).not.toBeInTheDocument();
    const count = screen.getByRole('spinbutton', { name: 'Antall produkter' });
    await user.clear(count);
    await user.type(count, '1');
    expect(within(preview).queryByText('Sandal')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Utseende' }));
    await user.type(await screen.findByRole('textbox', { name: 'Overskrift' }), 'Dette fant vi');
    expect(within(preview).getByText('Dette fant vi')).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Vis priser' }));
    expect(within(preview).queryByTestId('search-widget-preview-price')).not.toBeInTheDocument();
    const background = screen.getByRole('textbox', { name: /Bakgrunnsfarge/ });
    await user.clear(background);
    await user.type(background, '#000000');
    expect(preview).toHaveStyle({ backgroundColor: 'rgb(0, 0, 0)' });
    expect(calls.filter((call) => call.method === 'POST' || call.method === 'PUT')).toHaveLength(0);

    const query = screen.getByRole('searchbox', { name: 'Søk i forhåndsvisningen' });
    await user.clear(query);
    await user.type(query, 'lue');
    expect(
      await within(preview).findByText('Ingen produkter passer til «lue» med disse valgene.'),
    ).toBeVisible();
    expect(previewCalls(calls).at(-1)?.query.get('q')).toBe('lue');
  });
});
