import type { SearchWidget } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSearch, searchWidget } from './search-tuning-helpers';

const topp = searchWidget({
  template: 'search-results',
  number_of_products: 12,
  products_per_row: 4,
  placeholder: '',
});

function mockWidgets(widgets: SearchWidget[]) {
  let list = widgets;
  return renderSearch('search/search-widgets', {
    'GET /api/search/widgets': () => ({ body: { data: list } }),
    'DELETE /api/search/widgets/topp-sok': () => {
      list = list.filter((widget) => widget.id !== 'topp-sok');
      return { status: 204 };
    },
  });
}

describe('search/search-widgets', { timeout: 30_000 }, () => {
  it('lists id, comment, template and number of products, with links to the editor', async () => {
    mockWidgets([topp]);
    const table = await screen.findByRole('table', { name: 'Søkewidgeter' });
    expect(screen.getByRole('heading', { level: 1, name: 'Søkewidgeter' })).toBeVisible();
    const row = within(table).getByRole('row', { name: /topp-sok/ });
    expect(within(row).getByText('Søkefeltet i toppen')).toBeVisible();
    expect(within(row).getByText('Søkeresultater')).toBeVisible();
    expect(within(row).getByText('12')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'topp-sok' })).toHaveAttribute(
      'href',
      '/7/search/search-widgets/topp-sok/general',
    );
    expect(screen.getByRole('link', { name: 'Ny søkewidget' })).toHaveAttribute(
      'href',
      '/7/search/search-widgets/new',
    );
    expect(screen.getByRole('searchbox', { name: 'Søketekst' })).toBeVisible();
  });

  it('names a stored search template by its name', async () => {
    mockWidgets([searchWidget({ id: 'egen', template: 't12' })]);
    const table = await screen.findByRole('table', { name: 'Søkewidgeter' });
    const row = within(table).getByRole('row', { name: /egen/ });
    expect(await within(row).findByText('Vår søkemal')).toBeVisible();
  });

  it('opens the editor when a row is clicked', async () => {
    const { router } = mockWidgets([topp]);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Søkefeltet i toppen'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/7/search/search-widgets/topp-sok/general'),
    );
  });

  it('explains what a search widget is when there is none', async () => {
    mockWidgets([]);
    expect(await screen.findByText('Ingen søkewidgeter ennå')).toBeVisible();
    expect(screen.getByText(/kobles til butikkens eget søkefelt/)).toBeVisible();
  });

  it('deletes a widget only after confirmation', async () => {
    const { calls } = mockWidgets([topp]);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Søkewidgeter' });
    await user.click(screen.getByRole('button', { name: 'Slett topp-sok' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette søkewidgeten?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Slett topp-sok' }));
    const again = await screen.findByRole('dialog', { name: 'Slette søkewidgeten?' });
    expect(within(again).getByText(/«topp-sok» slettes/)).toBeVisible();
    await user.click(within(again).getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText('Søkewidgeten er slettet.')).toBeVisible();
    expect(await screen.findByText('Ingen søkewidgeter ennå')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/search/widgets/topp-sok',
    ]);
  });
});
