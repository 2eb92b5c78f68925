import type { PopupAnswer } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupItem, refused, renderPopups, rowAction, SLOW } from './popups-helpers';

const welcome = popupItem();
const summer = popupItem({
  id: 4,
  name: 'Sommersalg',
  status: 'draft',
  variants: [],
  views: 0,
  submissions: 0,
  conversion: 0,
  orders: 0,
  revenue: 0,
});

/** Intl's spaces (no-break and narrow no-break) read as plain spaces. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('popups list', { timeout: 30_000 }, () => {
  it('shows each popup with its status and figures, conversion in per cent and revenue in kroner', async () => {
    renderPopups('popups', { 'GET /api/popups': { body: { data: [welcome, summer] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Popups' }, SLOW)).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Popups' }, SLOW);
    const welcomeRow = within(table).getByRole('row', { name: /Velkommen/ });
    expect(text(welcomeRow)).toContain('Aktiv');
    expect(text(welcomeRow)).toContain('1 200');
    expect(text(welcomeRow)).toContain('150');
    expect(text(welcomeRow)).toContain('12,5 %');
    expect(text(welcomeRow)).toContain('18');
    expect(text(welcomeRow)).toContain('12 345,50 kr');
    // The other actions are in the row's menu, pausing a live one among them.
    await userEvent.click(
      within(welcomeRow).getByRole('button', { name: 'Flere handlinger for «Velkommen»' }),
    );
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Rediger design',
      'Innstillinger',
      'Regler',
      'Varianter',
      'Sett på pause',
      'Dupliser',
      'Slett',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Rediger design' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/7\/popupbuilder\/3\?variant=31$/),
    );
    await userEvent.keyboard('{Escape}');
    const summerRow = within(table).getByRole('row', { name: /Sommersalg/ });
    expect(text(summerRow)).toContain('Utkast');
    expect(text(summerRow)).toContain('0,00 kr');
    await userEvent.click(
      within(summerRow).getByRole('button', { name: 'Flere handlinger for «Sommersalg»' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Aktiver' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The name leads into the builder, on the first variant; a row also says its rules in a line (none: always).
    expect(within(welcomeRow).getByRole('link', { name: 'Velkommen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/7\/popupbuilder\/3\?variant=31$/),
    );
    expect(text(welcomeRow)).toContain('Vises alltid');
    expect(within(summerRow).getByRole('link', { name: 'Sommersalg' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/7\/popupbuilder\/4$/),
    );
  });

  it('says honestly that there are no popups yet and offers a new one', async () => {
    renderPopups('popups', { 'GET /api/popups': { body: { data: [] } } });
    expect(await screen.findByRole('heading', { name: 'Ingen popups ennå' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    const buttons = screen.getAllByRole('button', { name: 'Ny popup' });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Ny popup' })).toBeVisible();
  });

  it("creates a popup, and shows the server's field error under the name", async () => {
    let popups: PopupAnswer[] = [];
    const { calls, router } = renderPopups('popups', {
      'GET /api/popups': () => ({ body: { data: popups } }),
      'POST /api/popups': (call) => {
        const name = (call.body as { name: string }).name;
        if (name.length > 10)
          return refused(400, 'validation_failed', 'Noe er feil.', { name: 'For langt.' });
        const created = popupItem({ id: 9, name, status: 'draft' });
        popups = [created];
        return { status: 201, body: { data: created } };
      },
    });
    await screen.findByRole('heading', { name: 'Ingen popups ennå' }, SLOW);
    await userEvent.click(screen.getAllByRole('button', { name: 'Ny popup' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Ny popup' });
    // A name is required: nothing is sent without one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    expect(within(dialog).getByText('Feltet må fylles ut.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const field = within(dialog).getByRole('textbox', { name: 'Navn' });
    await userEvent.type(field, 'Altfor langt navn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    expect(await within(dialog).findByText('For langt.')).toBeVisible();
    expect(field).toHaveAccessibleDescription('For langt.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, 'Velkommen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    // The guided path goes on at its first step: the new popup's design, on its first variant.
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/7/popupbuilder/9?variant=31',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ny popup' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Altfor langt navn' },
      { name: 'Velkommen' },
    ]);
  });

  it('says why a popup without a design cannot be activated', async () => {
    const { calls } = renderPopups('popups', {
      'GET /api/popups': { body: { data: [welcome, summer] } },
      'POST /api/popups/4/activate': refused(
        422,
        'popup_no_design',
        'Popupen kan ikke aktiveres før den har et design.',
      ),
    });
    const table = await screen.findByRole('table', { name: 'Popups' }, SLOW);
    await rowAction(table, 'Sommersalg', 'Aktiver');
    expect(await screen.findByText(/Popupen kan ikke aktiveres før den har et design/)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/popups/4/activate',
    ]);
  });

  it('pauses, duplicates, and deletes only after asking', async () => {
    let popups: PopupAnswer[] = [welcome, summer];
    const { calls } = renderPopups('popups', {
      'GET /api/popups': () => ({ body: { data: popups } }),
      'POST /api/popups/3/pause': () => {
        const paused = { ...welcome, status: 'paused' as const };
        popups = [paused, summer];
        return { body: { data: paused } };
      },
      'POST /api/popups/3/duplicate': () => {
        const copy = popupItem({ id: 5, name: 'Velkommen (kopi)', status: 'draft' });
        popups = [...popups, copy];
        return { status: 201, body: { data: copy } };
      },
      'DELETE /api/popups/4': () => {
        popups = popups.filter((popup) => popup.id !== 4);
        return { status: 204 };
      },
    });
    const table = await screen.findByRole('table', { name: 'Popups' }, SLOW);
    await rowAction(table, 'Velkommen', 'Sett på pause');
    expect(await screen.findByText('Popupen er satt på pause.')).toBeVisible();
    await waitFor(() =>
      expect(text(within(table).getByRole('row', { name: /Velkommen/ }))).toContain('Pause'),
    );

    await rowAction(table, 'Velkommen', 'Dupliser');
    expect(await within(table).findByRole('row', { name: /Velkommen \(kopi\)/ })).toBeVisible();

    await rowAction(table, 'Sommersalg', 'Slett');
    const confirm = await screen.findByRole('dialog', { name: 'Slette popupen?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Sommersalg/ })).toBeNull());
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    ).toEqual(['POST /api/popups/3/pause', 'POST /api/popups/3/duplicate', 'DELETE /api/popups/4']);
  });
});

describe('popups list on a phone', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card per popup with its figures and named actions instead of a wide table', async () => {
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
    renderPopups('popups', { 'GET /api/popups': { body: { data: [welcome] } } });
    const list = await screen.findByRole('list', { name: 'Popups' }, SLOW);
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toBeDefined();
    const only = card as HTMLElement;
    expect(within(only).getByText('Konvertering')).toBeVisible();
    expect(text(only)).toContain('12,5 %');
    expect(text(only)).toContain('12 345,50 kr');
    expect(within(only).getByRole('link', { name: 'Velkommen' })).toBeVisible();
    expect(within(only).getByRole('button', { name: 'Flere handlinger for «Velkommen»' })).toBeVisible();
  });
});
