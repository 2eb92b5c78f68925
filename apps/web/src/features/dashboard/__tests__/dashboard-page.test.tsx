import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { busyStats, dashboardVisitor, emptyStats } from './fixtures';

const NOW = new Date('2026-03-31T10:00:30.000Z');
const statsPath = (at: Date) => `GET /api/orders/stats?date=${encodeURIComponent(at.toISOString())}`;
const SLOW = { timeout: 15_000 };

type Handlers = Parameters<typeof mockApi>[0];

function signedIn(handlers: Handlers) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  return mockApi({
    'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
    ...handlers,
  });
}

const region = (name: string) => screen.findByRole('region', { name }, SLOW);
/** Row texts with Intl's no-break spaces as plain ones. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => (row.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard of a new shop', { timeout: 30_000 }, () => {
  it('says plainly that there is nothing yet, in every widget', async () => {
    signedIn({
      [statsPath(NOW)]: { body: emptyStats() },
      'GET /api/dashboard': { body: { conversations: [], visitors: [] } },
    });
    renderApp('/7/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashbord' }, SLOW)).toBeVisible();
    expect(
      await within(await region('Omsetning siste uke')).findByText('Ingen omsetning de siste 7 dagene.'),
    ).toBeVisible();
    expect(within(await region('Omsetning siste uke')).getAllByText('0,00 kr')).toHaveLength(3);
    expect(within(await region('Sum i handlekurver')).getByText('0,00 kr')).toBeVisible();
    expect(within(await region('Besøkende nå')).getByText('0')).toBeVisible();
    expect(within(await region('Aktive handlekurver')).getByText('0')).toBeVisible();
    expect(
      within(await region('Ordre per dag siste uke')).getByText('Ingen ordre de siste 7 dagene.'),
    ).toBeVisible();
    expect(
      within(await region('Sidevisninger per minutt, siste 10 minutter')).getByText(
        'Ingen sidevisninger de siste 10 minuttene.',
      ),
    ).toBeVisible();
    for (const name of [
      'Beste kunder',
      'Besøkende på nettstedet',
      'Mest populære sider',
      'Mobil og datamaskin',
      'Kjente og ukjente besøkende',
    ]) {
      expect(within(await region(name)).getByText('Ingen besøkende på nettstedet akkurat nå.')).toBeVisible();
    }
    expect(
      within(await region('Største inntektskilder siste 30 dager')).getByText(
        'Ingen ordre de siste 30 dagene.',
      ),
    ).toBeVisible();
    expect(
      within(await region('Mest populære produkter')).getByText(
        'Ingen produkter i handlekurvene akkurat nå.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has no recommendations line when the account has no recommendations', async () => {
    signedIn({
      [statsPath(NOW)]: { body: emptyStats() },
      'GET /api/dashboard': { body: { conversations: [], visitors: [] } },
      'GET /api/dashboard/recommendations': { body: { data: null } },
    });
    renderApp('/7/dashboard');
    expect(await region('Omsetning siste uke')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Omsetning fra anbefalinger' })).toBeNull();
  });
});

describe('the recommendations line', { timeout: 30_000 }, () => {
  it('shows what the widgets brought in the last 30 days, in kroner', async () => {
    signedIn({
      [statsPath(NOW)]: { body: emptyStats() },
      'GET /api/dashboard': { body: { conversations: [], visitors: [] } },
      'GET /api/dashboard/recommendations': { body: { data: { days: 30, revenue: 12_345.5 } } },
    });
    renderApp('/7/dashboard');
    const line = await region('Omsetning fra anbefalinger');
    expect(
      (within(line).getByText(/siste 30 dager$/).textContent ?? '').replace(/[\u00a0\u202f]/g, ' '),
    ).toBe('12 345,50 kr siste 30 dager');
  });
});

describe('the dashboard of a busy shop', { timeout: 30_000 }, () => {
  const visitors = [
    dashboardVisitor({
      uid: 'kari',
      name: 'Kari',
      score: 50,
      isMobile: 1,
      page_title: 'Joggesko',
      cart: [{ id: 'sko', name: 'Joggesko', quantity: 2, price: 899.5 }],
    }),
    dashboardVisitor({
      uid: 'anon',
      score: 5,
      page_title: 'Joggesko',
      last_seen: '2026-03-31T09:59:00.000Z',
    }),
  ];

  it('shows the figures in nb formats, the live visitors with links to chat, and text for the charts', async () => {
    const calls = signedIn({
      [statsPath(NOW)]: { body: busyStats() },
      'GET /api/dashboard': { body: { conversations: [], visitors } },
    });
    renderApp('/7/dashboard');
    const revenue = await region('Omsetning siste uke');
    expect((await within(revenue).findAllByText('1 320,00 kr'))[0]).toBeVisible();
    expect(within(revenue).getByText('1 670,50 kr')).toBeVisible();
    expect(within(revenue).getByText('238,64 kr')).toBeVisible();
    // The chart's values as a table for screen readers, days in nb.
    const revenueTable = within(revenue).getByRole('table', { name: 'Omsetning siste uke' });
    expect(within(revenueTable).getByRole('rowheader', { name: 'tir. 31. mars' })).toBeInTheDocument();
    expect(within(revenueTable).getByRole('cell', { name: /^300,50\skr$/ })).toBeInTheDocument();

    expect(within(await region('Sum i handlekurver')).getByText('1 799,00 kr')).toBeVisible();
    expect(within(await region('Besøkende nå')).getByText('2')).toBeVisible();
    expect(within(await region('Aktive handlekurver')).getByText('1')).toBeVisible();

    const orders = within(await region('Ordre per dag siste uke')).getByRole('table');
    expect(rowsOf(orders)).toContain('tir. 31. mars2');
    const views = within(await region('Sidevisninger per minutt, siste 10 minutter')).getByRole('table');
    expect(within(views).getAllByRole('row')).toHaveLength(11);

    const best = within(await region('Beste kunder')).getByRole('table');
    expect(rowsOf(best)).toEqual(['NavnPoengHandlekurv', 'Kari501 799,00 kr', 'Ukjent50,00 kr']);

    const live = within(await region('Besøkende på nettstedet')).getByRole('table');
    const rows = rowsOf(live);
    expect(rows[1]).toContain('Kari');
    expect(rows[1]).toContain('Mobil');
    expect(rows[1]).toContain('Joggesko');
    expect(rows[1]).toContain('1 799,00 kr');
    expect(rows[2]).toContain('Ukjent');
    expect(rows[2]).toContain('Datamaskin');
    expect(within(live).getByRole('link', { name: 'Åpne chat med Kari' })).toHaveAttribute(
      'href',
      '/7/chat/kari',
    );
    expect(within(live).getByRole('link', { name: 'Åpne chat med Ukjent' })).toHaveAttribute(
      'href',
      '/7/chat/anon',
    );

    const sources = within(await region('Største inntektskilder siste 30 dager')).getByRole('table');
    expect(rowsOf(sources)).toEqual([
      'KildeSumOrdre',
      'Nyhetsbrev12 345,50 kr3',
      'Direkte eller ukjent300,00 kr1',
    ]);
    const products = within(await region('Mest populære produkter')).getByRole('table');
    expect(rowsOf(products)).toEqual(['ProduktAntall', 'Joggesko2']);
    const pages = within(await region('Mest populære sider')).getByRole('table');
    expect(rowsOf(pages)).toEqual(['SideBesøkende', 'Joggesko2']);

    const devices = within(await region('Mobil og datamaskin')).getByRole('table');
    expect(rowsOf(devices)).toEqual(['GruppeAndel', 'Mobil1 (50 %)', 'Datamaskin1 (50 %)']);
    const known = within(await region('Kjente og ukjente besøkende')).getByRole('table');
    expect(rowsOf(known)).toEqual(['GruppeAndel', 'Kjente1 (50 %)', 'Ukjente1 (50 %)']);
    // The call carries the client's now.
    expect(calls.some((call) => call.path === statsPath(NOW).slice(4))).toBe(true);
  });

  it('polls the visitors every 3.4 s and keeps the last order figures when a reload fails, silently', async () => {
    let polls = 0;
    const calls = signedIn({
      [statsPath(NOW)]: { body: busyStats() },
      [statsPath(new Date(NOW.getTime() + 30_000))]: {
        status: 500,
        body: { error: { code: 'generic', message: 'En feil har oppstått.' } },
      },
      'GET /api/dashboard': () => {
        polls += 1;
        return { body: { conversations: [], visitors: polls === 1 ? [] : visitors } };
      },
    });
    renderApp('/7/dashboard');
    const revenue = await region('Omsetning siste uke');
    expect((await within(revenue).findAllByText('1 320,00 kr'))[0]).toBeVisible();
    expect(within(await region('Besøkende nå')).getByText('0')).toBeVisible();

    await act(async () => {
      vi.advanceTimersByTime(3400);
    });
    expect(await within(await region('Besøkende nå')).findByText('2')).toBeVisible();

    // 30 s later the statistics reload, and the server fails.
    await act(async () => {
      vi.advanceTimersByTime(30_000 - 3400);
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith('/api/orders/stats')).length).toBeGreaterThanOrEqual(
        2,
      ),
    );
    expect(within(revenue).getAllByText('1 320,00 kr')[0]).toBeVisible();
    expect(screen.queryByText(/Ordretallene er ikke tilgjengelige/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
