import type { PopupAnswer } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupItem, refused, renderPopups, rowAction, SLOW } from './popups-helpers';

const settings = popupItem().settings;
const welcome = popupItem({
  settings: {
    ...settings,
    placement: 'corner',
    frequency: { mode: 'days', days: 7 },
    rules: {
      groups: [
        [
          { kind: 'page', match: 'contains', value: '/sko' },
          { kind: 'delay', seconds: 5 },
        ],
      ],
    },
  },
  discount_template_id: 12,
});

/** Intl's spaces (no-break and narrow no-break) read as plain spaces. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function openRules(name = 'Velkommen') {
  const table = await screen.findByRole('table', { name: 'Popups' }, SLOW);
  await rowAction(table, name, 'Regler');
  return screen.findByRole('dialog', { name: `Regler for «${name}»` });
}

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function addRule(dialog: HTMLElement, group: number, kind: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: `Legg til regel i gruppe ${group}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: kind }));
}

const rule = (dialog: HTMLElement, number: number, group: number) =>
  within(dialog).getByRole('group', { name: `Regel ${number} i gruppe ${group}` });

const puts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]);

describe('popup rules', { timeout: 60_000 }, () => {
  it('shows the rules in a line on the row, and the groups and their rules in the dialog', async () => {
    renderPopups('popups', { 'GET /api/popups': { body: { data: [welcome] } } });
    const table = await screen.findByRole('table', { name: 'Popups' }, SLOW);
    expect(text(within(table).getByRole('row', { name: /Velkommen/ }))).toContain(
      'Adresse med «/sko» · Etter 5 s',
    );
    const dialog = await openRules();
    const group = within(dialog).getByRole('region', { name: 'Gruppe 1: Vis når alt dette stemmer' });
    expect(within(group).getAllByRole('group')).toHaveLength(2);
    const page = rule(dialog, 1, 1);
    expect(within(page).getByRole('combobox', { name: 'Regel' })).toHaveTextContent('Side');
    expect(within(page).getByRole('combobox', { name: 'Adressen' })).toHaveTextContent('inneholder');
    expect(within(page).getByRole('textbox', { name: 'Side' })).toHaveValue('/sko');
    const delay = within(rule(dialog, 2, 1)).getByRole('spinbutton', { name: 'Etter' });
    expect(delay).toHaveValue(5);
    expect(delay).toHaveAccessibleDescription('Sekunder på siden før popupen vises');
  });

  it('adds and removes rules and groups, and saves them with the other settings unchanged', async () => {
    let popups: PopupAnswer[] = [welcome];
    const { calls } = renderPopups('popups', {
      'GET /api/popups': () => ({ body: { data: popups } }),
      'PUT /api/popups/3': (call) => {
        const saved = { ...welcome, ...(call.body as object) };
        popups = [saved];
        return { body: { data: saved } };
      },
    });
    const dialog = await openRules();
    // Group 1: the delay goes, a device rule comes (mobile first) and becomes a tablet.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern regel 2 i gruppe 1' }));
    await addRule(dialog, 1, 'Enhet');
    // The new rule takes the focus, so the keyboard goes on from there.
    await waitFor(() =>
      expect(within(rule(dialog, 2, 1)).getByRole('combobox', { name: 'Regel' })).toHaveFocus(),
    );
    await choose(within(rule(dialog, 2, 1)).getByRole('combobox', { name: 'Enhet' }), 'Nettbrett');
    // Group 2 (or): leaving the page, and a cart of at least 500 kr, and the UTM campaign.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til gruppe (eller)' }));
    expect(within(dialog).getByText('eller')).toBeVisible();
    await addRule(dialog, 2, 'På vei ut av siden');
    await addRule(dialog, 2, 'Verdi i handlekurven');
    await userEvent.type(within(rule(dialog, 2, 2)).getByRole('spinbutton', { name: 'Minst' }), '500');
    await addRule(dialog, 2, 'Trafikkilde eller UTM');
    const source = rule(dialog, 3, 2);
    await choose(within(source).getByRole('combobox', { name: 'Kilde' }), 'UTM-kampanje');
    await userEvent.type(within(source).getByRole('textbox', { name: 'Inneholder' }), 'jul');
    // Group 3 is added, then removed again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til gruppe (eller)' }));
    await addRule(dialog, 3, 'Datoer (norsk tid)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern gruppe 3' }));
    expect(within(dialog).queryByRole('region', { name: /Gruppe 3/ })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre regler' }));
    expect(await screen.findByText('Reglene er lagret.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(calls)).toEqual([
      [
        '/api/popups/3',
        {
          name: 'Velkommen',
          settings: {
            ...welcome.settings,
            rules: {
              groups: [
                [
                  { kind: 'page', match: 'contains', value: '/sko' },
                  { kind: 'device', device: 'tablet' },
                ],
                [
                  { kind: 'exit_intent' },
                  { kind: 'cart_value', at_least: 500, below: null },
                  { kind: 'source', field: 'utm_campaign', value: 'jul' },
                ],
              ],
            },
          },
          discount_template_id: 12,
        },
      ],
    ]);
    const table = screen.getByRole('table', { name: 'Popups' });
    await waitFor(() =>
      expect(text(within(table).getByRole('row', { name: /Velkommen/ }))).toContain(
        'Adresse med «/sko» · Nettbrett eller På vei ut · Handlekurv minst 500 kr · UTM-kampanje med «jul»',
      ),
    );
  });

  it('warns about a regular expression that does not work while it is typed, and does not send it', async () => {
    const { calls } = renderPopups('popups', { 'GET /api/popups': { body: { data: [welcome] } } });
    const dialog = await openRules();
    const page = rule(dialog, 1, 1);
    await choose(within(page).getByRole('combobox', { name: 'Adressen' }), 'passer med regulært uttrykk');
    const pattern = within(page).getByRole('textbox', { name: 'Regulært uttrykk' });
    await userEvent.clear(pattern);
    await userEvent.type(pattern, '^/sko/(');
    expect(pattern).toHaveAttribute('aria-invalid', 'true');
    expect(pattern).toHaveAccessibleDescription(
      'Mønsteret er ikke et gyldig regulært uttrykk (høyst 200 tegn).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre regler' }));
    expect(puts(calls)).toEqual([]);
    await userEvent.type(pattern, ')');
    expect(pattern).toHaveAttribute('aria-invalid', 'false');
  });

  it('checks the fields before sending: an empty group, a missing value and a cart range the wrong way', async () => {
    const { calls } = renderPopups('popups', { 'GET /api/popups': { body: { data: [welcome] } } });
    const dialog = await openRules();
    const delay = within(rule(dialog, 2, 1)).getByRole('spinbutton', { name: 'Etter' });
    await userEvent.clear(delay);
    await addRule(dialog, 1, 'Verdi i handlekurven');
    const cart = rule(dialog, 3, 1);
    await userEvent.type(within(cart).getByRole('spinbutton', { name: 'Minst' }), '1000');
    const below = within(cart).getByRole('spinbutton', { name: 'Under' });
    await userEvent.type(below, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til gruppe (eller)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre regler' }));

    expect(delay).toHaveAccessibleDescription('Feltet må fylles ut.');
    expect(below).toHaveAccessibleDescription('Øvre grense må være høyere enn nedre grense.');
    const second = within(dialog).getByRole('region', { name: 'Gruppe 2: Vis når alt dette stemmer' });
    expect(within(second).getByRole('alert')).toHaveTextContent(
      'Legg til minst én regel i gruppen, eller fjern gruppen.',
    );
    expect(puts(calls)).toEqual([]);
    // An edit clears that field's message only.
    await userEvent.type(delay, '10');
    expect(delay).toHaveAttribute('aria-invalid', 'false');
    expect(below).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's field error under the rule's field it names", async () => {
    const { calls } = renderPopups('popups', {
      'GET /api/popups': { body: { data: [welcome] } },
      'PUT /api/popups/3': refused(400, 'validation_failed', 'Sjekk feltene som er merket.', {
        'settings.rules.groups.1.0.to': 'Sluttdatoen kan ikke være før startdatoen.',
      }),
    });
    const dialog = await openRules();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til gruppe (eller)' }));
    await addRule(dialog, 2, 'Datoer (norsk tid)');
    const schedule = rule(dialog, 1, 2);
    const from = within(schedule).getByLabelText('Første dag');
    const to = within(schedule).getByLabelText('Siste dag');
    await userEvent.type(from, '1.12.2026');
    await userEvent.type(to, '24.12.2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre regler' }));
    await waitFor(() => expect(to).toHaveAccessibleDescription('Sluttdatoen kan ikke være før startdatoen.'));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAttribute('aria-invalid', 'false');
    // Under its field, so no general alert repeats it; the dialog stays open.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const body = puts(calls)[0]?.[1] as { settings: { rules: unknown } };
    expect(body.settings.rules).toEqual({
      groups: [
        [
          { kind: 'page', match: 'contains', value: '/sko' },
          { kind: 'delay', seconds: 5 },
        ],
        [{ kind: 'schedule', from: '2026-12-01', to: '2026-12-24' }],
      ],
    });
  });

  it('starts from no rules: the popup shows always, and the first group is added from the empty state', async () => {
    const { calls } = renderPopups('popups', {
      'GET /api/popups': { body: { data: [popupItem()] } },
      'PUT /api/popups/3': (call) => ({ body: { data: { ...popupItem(), ...(call.body as object) } } }),
    });
    const dialog = await openRules();
    expect(within(dialog).getByText(/Ingen regler ennå: popupen vises på alle sider/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til regler' }));
    await addRule(dialog, 1, 'Rullet ned');
    expect(within(rule(dialog, 1, 1)).getByRole('spinbutton', { name: 'Rullet minst' })).toHaveValue(50);
    await addRule(dialog, 1, 'Ny eller tilbakevendende besøkende');
    await choose(
      within(rule(dialog, 2, 1)).getByRole('combobox', { name: 'Besøkende' }),
      'Tilbakevendende besøkende',
    );
    // The kind of a rule can change: the inactivity rule starts at 30 seconds.
    await addRule(dialog, 1, 'Tid på siden');
    await choose(within(rule(dialog, 3, 1)).getByRole('combobox', { name: 'Regel' }), 'Inaktiv');
    expect(within(rule(dialog, 3, 1)).getByRole('spinbutton', { name: 'Inaktiv i' })).toHaveValue(30);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre regler' }));
    expect(await screen.findByText('Reglene er lagret.')).toBeVisible();
    const body = puts(calls)[0]?.[1] as { settings: { rules: unknown } };
    expect(body.settings.rules).toEqual({
      groups: [
        [
          { kind: 'scroll', percent: 50 },
          { kind: 'visitor', visitor: 'returning' },
          { kind: 'inactivity', seconds: 30 },
        ],
      ],
    });
  });
});

describe('popup rules on a phone', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the rules from the card as a full-screen dialog', async () => {
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
    expect(text(list)).toContain('Adresse med «/sko» · Etter 5 s');
    await rowAction(list, 'Velkommen', 'Regler');
    const dialog = await screen.findByRole('dialog', { name: 'Regler for «Velkommen»' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    expect(within(dialog).getByRole('button', { name: 'Lagre regler' })).toBeVisible();
  });
});
