import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSearch, SLOW } from './search-tuning-helpers';

const ROWS = [
  {
    phrase: 'joggesko',
    searches: 1234,
    last_searched_at: '2025-03-10T11:05:00.000Z',
    has_results_now: false,
  },
  { phrase: 'løpe sko', searches: 3, last_searched_at: '2025-03-09T08:00:00.000Z', has_results_now: true },
];

function mockHistory() {
  return renderSearch('search/history/noresult', {
    'GET /api/search/history/noresult': (call) => ({
      body: { data: call.query.get('days') === '7' ? [] : ROWS },
    }),
    'GET /api/search/synonyms': { body: { data: [] } },
    'GET /api/search/custom-results': { body: { data: [] } },
  });
}

describe('search/history/noresult', { timeout: 30_000 }, () => {
  it('lists the phrases with how often, when (Oslo time) and whether they find products now', async () => {
    const { calls } = mockHistory();
    const table = await screen.findByRole('table', { name: 'Søk uten resultat siste 30 dager' }, SLOW);
    const row = within(table).getByRole('row', { name: /joggesko/ });
    expect(row).toHaveTextContent(/1\s234/);
    expect(within(row).getByText('10.03.2025, 12:05')).toBeVisible();
    expect(within(row).getByText('Nei')).toBeVisible();
    expect(within(within(table).getByRole('row', { name: /løpe sko/ })).getByText('Ja')).toBeVisible();
    expect(calls.find((call) => call.path.startsWith('/api/search/history'))?.query.get('days')).toBe('30');
  });

  it('changes the period and says honestly when nothing was missed', async () => {
    const { calls } = mockHistory();
    const user = userEvent.setup();
    await screen.findByRole('table', undefined, SLOW);
    await user.click(screen.getByRole('combobox', { name: 'Periode' }));
    await user.click(await screen.findByRole('option', { name: 'Siste 7 dager' }));
    expect(await screen.findByText('Ingen søk uten resultat de siste 7 dagene')).toBeVisible();
    expect(
      calls
        .filter((call) => call.path.startsWith('/api/search/history'))
        .map((call) => call.query.get('days')),
    ).toEqual(['30', '7']);
  });

  it('"Lag synonym" opens a new synonym with the phrase as its word', async () => {
    const { router } = mockHistory();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Lag synonym for løpe sko' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/synonyms/new'));
    expect(router.state.location.search).toBe('?word=l%C3%B8pe+sko');
    expect(await screen.findByRole('textbox', { name: /^Ord/ })).toHaveValue('løpe sko');
  });

  it('"Lag egendefinert resultat" opens a new custom result with the phrase', async () => {
    const { router } = mockHistory();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('link', { name: 'Lag egendefinert resultat for joggesko' }, SLOW),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/search/custom/new'));
    expect(await screen.findByRole('textbox', { name: /^Søkefrase/ })).toHaveValue('joggesko');
  });
});
