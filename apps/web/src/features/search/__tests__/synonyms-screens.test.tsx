import type { Synonym } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSearch, SLOW, STAMP, validationFailed } from './search-tuning-helpers';

const joggesko: Synonym = {
  id: 's1',
  word: 'joggesko',
  synonyms: ['sneakers', 'løpesko'],
  two_way: true,
  created_at: STAMP,
  updated_at: STAMP,
};

function mockSynonyms(path: string) {
  let synonyms = [joggesko, { ...joggesko, id: 's2', word: 'bag', synonyms: ['veske'], two_way: false }];
  return renderSearch(path, {
    'GET /api/search/synonyms': () => ({ body: { data: synonyms } }),
    'GET /api/search/synonyms/s1': () => ({ body: { data: synonyms[0] } }),
    'POST /api/search/synonyms': (call) => {
      const body = call.body as Synonym;
      if (synonyms.some((synonym) => synonym.word === body.word))
        return validationFailed({ word: 'Synonymet finnes allerede.' });
      const created = { ...joggesko, ...body, id: 's3' };
      synonyms = [...synonyms, created];
      return { status: 201, body: { data: created } };
    },
    'PUT /api/search/synonyms/s1': (call) => {
      const updated = { ...joggesko, ...(call.body as object) };
      synonyms = [updated, ...synonyms.slice(1)];
      return { body: { data: updated } };
    },
    'DELETE /api/search/synonyms/s1': () => {
      synonyms = synonyms.slice(1);
      return { status: 204 };
    },
  });
}

describe('search/synonyms', { timeout: 30_000 }, () => {
  it('lists the words, their synonyms and the direction', async () => {
    mockSynonyms('search/synonyms');
    const table = await screen.findByRole('table', { name: 'Synonymer' }, SLOW);
    const first = within(table).getByRole('row', { name: /joggesko/ });
    expect(within(first).getByText('sneakers, løpesko')).toBeVisible();
    expect(within(first).getByText('Begge veier')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'joggesko' })).toHaveAttribute(
      'href',
      '/7/search/synonyms/s1/joggesko',
    );
    expect(within(within(table).getByRole('row', { name: /bag/ })).getByText('Én vei')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nytt synonym' })).toHaveAttribute(
      'href',
      '/7/search/synonyms/new',
    );
  });

  it('creates a one-way synonym with the keyboard, the word prefilled from ?word=', async () => {
    const { calls, router } = mockSynonyms('search/synonyms/new?word=Trainers');
    const user = userEvent.setup();
    const word = await screen.findByRole('textbox', { name: /^Ord/ }, SLOW);
    expect(word).toHaveValue('Trainers');
    expect(screen.getByRole('searchbox', { name: 'Søketekst' })).toHaveValue('Trainers');

    const add = screen.getByRole('textbox', { name: 'Nytt synonym' });
    await user.type(add, 'Joggesko{Enter}');
    await user.type(add, 'trainers{Enter}');
    expect(await screen.findByText('Synonymet finnes allerede.')).toBeVisible();
    await user.clear(add);
    await user.type(add, 'sneakers{Enter}');
    const list = screen.getByRole('list', { name: 'Synonymer' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^joggesko/);
    expect(items[1]).toHaveTextContent(/^sneakers/);
    await user.click(screen.getByRole('button', { name: 'Fjern synonymet sneakers' }));
    expect(add).toHaveFocus();

    const direction = screen.getByRole('switch', { name: 'Begge veier' });
    expect(direction).toBeChecked();
    expect(direction).toHaveAccessibleDescription(/hvert synonym finner også ordet/);
    await user.click(direction);
    expect(direction).toHaveAccessibleDescription(/Bare ordet finner synonymene/);

    // A synonym typed but not added is saved too.
    await user.type(add, 'løpesko');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/synonyms/s3/trainers'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      word: 'trainers',
      synonyms: ['joggesko', 'løpesko'],
      two_way: false,
    });
  });

  it('needs at least one synonym before saving', async () => {
    const { calls } = mockSynonyms('search/synonyms/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Ord/ }, SLOW), 'genser');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Søkeordet og synonymet kan ikke være tomme.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's duplicate message on the word", async () => {
    mockSynonyms('search/synonyms/new?word=joggesko');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Nytt synonym' }, SLOW), 'sko{Enter}');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    const word = screen.getByRole('textbox', { name: /^Ord/ });
    await waitFor(() => expect(word).toHaveAccessibleDescription('Synonymet finnes allerede.'));
  });

  it('edits and deletes a synonym', async () => {
    const { calls, router } = mockSynonyms('search/synonyms/s1/joggesko');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fjern synonymet løpesko' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Synonymet er lagret.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      word: 'joggesko',
      synonyms: ['sneakers'],
      two_way: true,
    });

    await user.click(screen.getByRole('button', { name: 'Slett' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette synonymet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/synonyms'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
