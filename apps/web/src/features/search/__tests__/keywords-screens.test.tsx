import type { Keyword } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handlers, renderSearch, SLOW, STAMP, validationFailed } from './search-tuning-helpers';

const frakt: Keyword = {
  id: 'k1',
  keyword: 'frakt',
  content:
    'Fri frakt over 500 kr. Vi sender med Posten hver dag, også i helgene, og pakken er fremme innen tre dager.',
  created_at: STAMP,
  updated_at: STAMP,
};

function mockKeywords(path: string, extra: Handlers = {}) {
  let keywords = [frakt];
  return renderSearch(path, {
    'GET /api/search/keywords': () => ({ body: { data: keywords } }),
    'GET /api/search/keywords/k1': () => ({ body: { data: keywords[0] } }),
    'POST /api/search/keywords': (call) => {
      const body = call.body as { keyword: string; content: string };
      if (keywords.some((keyword) => keyword.keyword === body.keyword))
        return validationFailed({ keyword: 'Søkeordet finnes allerede.' });
      const created = { ...frakt, ...body, id: 'k2' };
      keywords = [...keywords, created];
      return { status: 201, body: { data: created } };
    },
    'PUT /api/search/keywords/k1': (call) => {
      const updated = { ...frakt, ...(call.body as object) };
      keywords = [updated];
      return { body: { data: updated } };
    },
    'DELETE /api/search/keywords/k1': () => {
      keywords = [];
      return { status: 204 };
    },
    ...extra,
  });
}

describe('search/keywords', { timeout: 30_000 }, () => {
  it('lists the keywords with a preview of the content and a link to each', async () => {
    mockKeywords('search/keywords');
    const table = await screen.findByRole('table', { name: 'Søkeord' }, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Søkeord' })).toBeVisible();
    const row = within(table).getByRole('row', { name: /frakt/ });
    expect(within(row).getByText(/^Fri frakt over 500 kr\..*…$/)).toBeVisible();
    expect(within(row).getByRole('link', { name: 'frakt' })).toHaveAttribute(
      'href',
      '/7/search/keywords/k1/frakt',
    );
    expect(screen.getByRole('link', { name: 'Nytt søkeord' })).toHaveAttribute(
      'href',
      '/7/search/keywords/new',
    );
    expect(screen.getByRole('searchbox', { name: 'Søketekst' })).toBeVisible();
  });

  it('says so honestly when there are no keywords', async () => {
    renderSearch('search/keywords', { 'GET /api/search/keywords': { body: { data: [] } } });
    expect(await screen.findByText('Ingen søkeord ennå', undefined, SLOW)).toBeVisible();
  });

  it('checks the fields in the browser before creating', async () => {
    const { calls, router } = mockKeywords('search/keywords/new');
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Lagre' }, SLOW);
    await user.click(save);
    expect(await screen.findByText('Søkeordet kan ikke være tomt.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Søkeord/ }), '  Retur ');
    await user.type(screen.getByRole('textbox', { name: /^Innhold/ }), 'Gratis retur i 30 dager.');
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/keywords/k2/retur'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      keyword: 'retur',
      content: 'Gratis retur i 30 dager.',
    });
    expect(await screen.findByText('Søkeordet er lagret.')).toBeVisible();
  });

  it("shows the server's duplicate message on the search word", async () => {
    mockKeywords('search/keywords/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Søkeord/ }, SLOW), 'frakt');
    await user.type(screen.getByRole('textbox', { name: /^Innhold/ }), 'Noe annet');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    const field = screen.getByRole('textbox', { name: /^Søkeord/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Søkeordet finnes allerede.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a keyword and prefills the test box with its word', async () => {
    const { calls } = mockKeywords('search/keywords/k1/frakt');
    const user = userEvent.setup();
    const content = await screen.findByRole('textbox', { name: /^Innhold/ }, SLOW);
    expect(screen.getByRole('searchbox', { name: 'Søketekst' })).toHaveValue('frakt');
    await user.clear(content);
    await user.type(content, 'Alltid fri frakt.');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Søkeordet er lagret.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      keyword: 'frakt',
      content: 'Alltid fri frakt.',
    });
  });

  it('deletes a keyword only after confirmation and goes back to the list', async () => {
    const { calls, router } = mockKeywords('search/keywords/k1/frakt');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slett' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Slette søkeordet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Slett' }));
    const again = await screen.findByRole('dialog', { name: 'Slette søkeordet?' });
    await user.click(within(again).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/keywords'));
    expect(await screen.findByText('Ingen søkeord ennå')).toBeVisible();
    expect(screen.getByText('Søkeordet er slettet.')).toBeVisible();
  });
});
