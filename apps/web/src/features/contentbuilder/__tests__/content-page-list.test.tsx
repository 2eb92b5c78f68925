import type { ContentPageAnswer } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refused, renderSignedIn } from '@/test/render-signed-in';
import { pageItem, SLOW, STAMP, text } from './content-helpers';

const banner = pageItem();
const christmas = pageItem({
  id: 4,
  name: 'Julekampanje',
  placement_key: 'jul',
  from: '2026-11-30T23:00:00.000Z',
  to: '2026-12-24T23:00:00.000Z',
  draft_html: '',
  published_version: 0,
  live: false,
  versions: [],
});
const changed = pageItem({
  id: 5,
  name: 'Fri frakt',
  placement_key: 'fri-frakt',
  from: '2026-03-31T22:00:00.000Z',
  published_version: 1,
  live: false,
  versions: [{ version: 1, published_at: STAMP }],
  updated_at: '2026-03-21T09:00:00.000Z',
});
const takenDown = pageItem({
  id: 6,
  name: 'Vintersalg',
  placement_key: 'vinter',
  published_version: 0,
  live: false,
});

describe('content builder list', { timeout: 30_000 }, () => {
  it('shows each page with its key, status, days, last publish, code and a way into the builder', async () => {
    renderSignedIn('contentbuilder', {
      'GET /api/content-pages': { body: { data: [banner, christmas, changed, takenDown] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Innholdsbygger' }, SLOW)).toBeVisible();
    // The list lives in the shell, with the navigation.
    expect(screen.getByRole('navigation', { name: 'Hovednavigasjon' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Sider og blokker' }, SLOW);

    const bannerRow = within(table).getByRole('row', { name: /Forside-banner/ });
    expect(text(bannerRow)).toContain('forside-banner');
    expect(text(bannerRow)).toContain('Publisert');
    expect(text(bannerRow)).toContain('Standard (uten tidsrom)');
    expect(text(bannerRow)).toContain('20.03.2026, 11:00');
    expect(within(bannerRow).getByRole('button', { name: 'Kopier kode for «Forside-banner»' })).toBeVisible();
    expect(
      within(bannerRow).getByRole('link', { name: 'Åpne byggeren for «Forside-banner»' }),
    ).toHaveAttribute('href', '/7/contentbuilder/3');
    expect(within(bannerRow).getByRole('button', { name: 'Avpubliser «Forside-banner»' })).toBeVisible();
    // Published and unchanged: nothing new to publish.
    expect(within(bannerRow).queryByRole('button', { name: 'Publiser «Forside-banner»' })).toBeNull();

    const christmasRow = within(table).getByRole('row', { name: /Julekampanje/ });
    expect(text(christmasRow)).toContain('Utkast');
    expect(text(christmasRow)).toContain('01.12.2026 00:00 – 25.12.2026 00:00');
    expect(text(christmasRow)).toContain('Aldri');
    expect(within(christmasRow).getByRole('button', { name: 'Publiser «Julekampanje»' })).toBeVisible();
    expect(within(christmasRow).queryByRole('button', { name: 'Avpubliser «Julekampanje»' })).toBeNull();

    const changedRow = within(table).getByRole('row', { name: /Fri frakt/ });
    expect(text(changedRow)).toContain('Endret siden publisering');
    expect(text(changedRow)).toContain('Fra 01.04.2026 00:00');
    expect(text(changedRow)).toContain('Vises ikke nå');

    expect(text(within(table).getByRole('row', { name: /Vintersalg/ }))).toContain('Avpublisert');
  });

  it('explains blocks when there are none and offers a new one', async () => {
    renderSignedIn('contentbuilder', { 'GET /api/content-pages': { body: { data: [] } } });
    expect(
      await screen.findByRole('heading', { name: 'Ingen sider eller blokker ennå' }, SLOW),
    ).toBeVisible();
    expect(screen.getByText(/En blokk er et stykke innhold/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    const buttons = screen.getAllByRole('button', { name: 'Ny side eller blokk' });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Ny side eller blokk' })).toBeVisible();
  });

  it("creates a page, with the server's field message under the placement key", async () => {
    let pages: ContentPageAnswer[] = [];
    const taken = 'En annen side bruker allerede denne plasseringsnøkkelen.';
    const { calls } = renderSignedIn('contentbuilder', {
      'GET /api/content-pages': () => ({ body: { data: pages } }),
      'POST /api/content-pages': (call) => {
        const body = call.body as {
          name: string;
          placement_key: string;
          from: string | null;
          to: string | null;
        };
        if (body.placement_key === 'forside')
          return refused(422, 'validation_failed', 'Noe er feil.', { placement_key: taken });
        const created = pageItem({ id: 9, ...body, published_version: 0, live: false, versions: [] });
        pages = [created];
        return { status: 201, body: { data: created } };
      },
    });
    await screen.findByRole('heading', { name: 'Ingen sider eller blokker ennå' }, SLOW);
    await userEvent.click(screen.getAllByRole('button', { name: 'Ny side eller blokk' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Ny side eller blokk' });

    // Nothing is sent without a name and a valid key.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    expect(within(dialog).getByText('Siden må ha et navn.')).toBeVisible();
    const key = within(dialog).getByRole('textbox', { name: 'Plasseringsnøkkel' });
    await userEvent.type(key, 'Store Bokstaver');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    expect(key).toHaveAccessibleDescription(/bare ha små bokstaver/);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Navn' }), 'Forside');
    await userEvent.clear(key);
    await userEvent.type(key, 'forside');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Vises fra' }),
      '01.04.2026 00:00{Enter}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    expect(await within(dialog).findByText(taken)).toBeVisible();
    expect(key).toHaveAccessibleDescription(taken);
    expect(key).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(key);
    await userEvent.type(key, 'forside-topp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    const table = await screen.findByRole('table', { name: 'Sider og blokker' });
    expect(within(table).getByRole('row', { name: /Forside/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Forside', placement_key: 'forside', from: '2026-03-31T22:00:00.000Z', to: null },
      { name: 'Forside', placement_key: 'forside-topp', from: '2026-03-31T22:00:00.000Z', to: null },
    ]);
  });

  it('edits the settings in the same dialog', async () => {
    const { calls } = renderSignedIn('contentbuilder', {
      'GET /api/content-pages': { body: { data: [banner] } },
      'PUT /api/content-pages/3': (call) => ({ body: { data: { ...banner, ...(call.body as object) } } }),
    });
    const table = await screen.findByRole('table', { name: 'Sider og blokker' }, SLOW);
    await userEvent.click(within(table).getByRole('button', { name: 'Innstillinger for «Forside-banner»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Innstillinger for «Forside-banner»' });
    expect(within(dialog).getByRole('textbox', { name: 'Plasseringsnøkkel' })).toHaveValue('forside-banner');
    // The shop's code, whole, to copy from the settings too.
    expect(within(dialog).getByText('<div data-butikkpanel-block="forside-banner"></div>')).toBeVisible();
    const until = within(dialog).getByRole('textbox', { name: 'Vises til' });
    // A date the picker cannot read is refused with its reason, and nothing is sent.
    await userEvent.type(until, '2026-05-31{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(until).toHaveAccessibleDescription(/Skriv dato og tid som dd.mm.åååå tt:mm/);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.clear(until);
    await userEvent.type(until, '1.6.2026 00:00{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Innstillingene er lagret.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { name: 'Forside-banner', placement_key: 'forside-banner', from: null, to: '2026-05-31T22:00:00.000Z' },
    ]);
  });

  it("publishes, says the server's reason when there is nothing to publish, and unpublishes", async () => {
    let pages: ContentPageAnswer[] = [banner, christmas, changed];
    const { calls } = renderSignedIn('contentbuilder', {
      'GET /api/content-pages': () => ({ body: { data: pages } }),
      'POST /api/content-pages/4/publish': refused(
        422,
        'content_nothing_to_publish',
        'Siden har ikke noe innhold å publisere.',
      ),
      'POST /api/content-pages/5/publish': () => {
        const published = {
          ...changed,
          published_version: 2,
          versions: [{ version: 2, published_at: '2026-03-22T09:00:00.000Z' }, ...changed.versions],
          updated_at: '2026-03-22T09:00:00.000Z',
        };
        pages = [banner, christmas, published];
        return { body: { data: published } };
      },
      'POST /api/content-pages/3/unpublish': () => {
        const down = { ...banner, published_version: 0, live: false };
        pages = [down, christmas, pages[2] as ContentPageAnswer];
        return { body: { data: down } };
      },
    });
    const table = await screen.findByRole('table', { name: 'Sider og blokker' }, SLOW);
    await userEvent.click(within(table).getByRole('button', { name: 'Publiser «Julekampanje»' }));
    expect(await screen.findByText('Siden har ikke noe innhold å publisere.')).toBeVisible();

    await userEvent.click(within(table).getByRole('button', { name: 'Publiser «Fri frakt»' }));
    expect(await screen.findByText('«Fri frakt» er publisert.')).toBeVisible();
    await waitFor(() =>
      expect(text(within(table).getByRole('row', { name: /Fri frakt/ }))).toContain('Publisert'),
    );
    expect(text(within(table).getByRole('row', { name: /Fri frakt/ }))).toContain('22.03.2026, 10:00');

    await userEvent.click(within(table).getByRole('button', { name: 'Avpubliser «Forside-banner»' }));
    expect(await screen.findByText('«Forside-banner» er tatt av nettbutikken.')).toBeVisible();
    await waitFor(() =>
      expect(text(within(table).getByRole('row', { name: /Forside-banner/ }))).toContain('Avpublisert'),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/content-pages/4/publish',
      '/api/content-pages/5/publish',
      '/api/content-pages/3/unpublish',
    ]);
  });

  it('lists the versions with their dates and restores an earlier one', async () => {
    let pages: ContentPageAnswer[] = [banner];
    const { calls } = renderSignedIn('contentbuilder', {
      'GET /api/content-pages': () => ({ body: { data: pages } }),
      'POST /api/content-pages/3/rollback': (call) => {
        const restored = { ...banner, published_version: (call.body as { version: number }).version };
        pages = [restored];
        return { body: { data: restored } };
      },
    });
    const table = await screen.findByRole('table', { name: 'Sider og blokker' }, SLOW);
    await userEvent.click(within(table).getByRole('button', { name: 'Versjoner av «Forside-banner»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versjoner av «Forside-banner»' });
    const items = within(within(dialog).getByRole('list', { name: 'Publiserte versjoner' })).getAllByRole(
      'listitem',
    );
    expect(items.map(text)).toEqual([
      'Versjon 2Vises nåPublisert 20.03.2026, 11:00',
      'Versjon 1Publisert 01.03.2026, 09:30Gjenopprett',
    ]);
    // The version on the shop cannot be restored again.
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gjenopprett versjon 1' }));
    expect(await screen.findByText('Versjon 1 vises nå i nettbutikken.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(text(within(table).getByRole('row', { name: /Forside-banner/ }))).toContain(
        'Endret siden publisering',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/content-pages/3/rollback', body: { version: 1 } },
    ]);
  });

  it("copies the block's code for the shop", async () => {
    const user = userEvent.setup();
    renderSignedIn('contentbuilder', { 'GET /api/content-pages': { body: { data: [banner] } } });
    const table = await screen.findByRole('table', { name: 'Sider og blokker' }, SLOW);
    await user.click(within(table).getByRole('button', { name: 'Kopier kode for «Forside-banner»' }));
    expect(await navigator.clipboard.readText()).toBe('<div data-butikkpanel-block="forside-banner"></div>');
    expect(within(table).getByRole('button', { name: /^Kopiert/ })).toBeVisible();
    // How the code looks, said once above the list.
    expect(screen.getByText('<div data-butikkpanel-block="NØKKEL"></div>')).toBeVisible();
    expect(within(table).getByRole('status')).toHaveTextContent('Kopiert');
  });

  it('deletes only after asking', async () => {
    let pages: ContentPageAnswer[] = [banner, christmas];
    const { calls } = renderSignedIn('contentbuilder', {
      'GET /api/content-pages': () => ({ body: { data: pages } }),
      'DELETE /api/content-pages/4': () => {
        pages = [banner];
        return { status: 204 };
      },
    });
    const table = await screen.findByRole('table', { name: 'Sider og blokker' }, SLOW);
    await userEvent.click(within(table).getByRole('button', { name: 'Slett «Julekampanje»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slette siden?' });
    expect(confirm).toHaveAccessibleDescription(/«Julekampanje» og alle versjonene slettes/);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Julekampanje/ })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/content-pages/4',
    ]);
  });
});

describe('content builder list on a phone', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card per page with its code and named actions instead of a wide table', async () => {
    // Every max-width query matches: the width of a phone.
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      })),
    );
    renderSignedIn('contentbuilder', { 'GET /api/content-pages': { body: { data: [banner] } } });
    const list = await screen.findByRole('list', { name: 'Sider og blokker' }, SLOW);
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    const only = card as HTMLElement;
    expect(within(only).getByText('Plasseringsnøkkel')).toBeVisible();
    expect(within(only).getByRole('button', { name: 'Kopier kode for «Forside-banner»' })).toBeVisible();
    expect(within(only).getByRole('link', { name: 'Åpne byggeren for «Forside-banner»' })).toBeVisible();
    expect(within(only).getByRole('button', { name: 'Versjoner av «Forside-banner»' })).toBeVisible();
  });
});
