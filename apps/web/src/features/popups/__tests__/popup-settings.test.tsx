import type { Discount, PopupAnswer } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handlers, popupItem, refused, renderPopups, rowAction, SLOW, STAMP } from './popups-helpers';

/** A discount as GET /api/discounts/codes lists it; only unique-code templates may be picked. */
const discount = (overrides: Partial<Discount>): Discount => ({
  id: 1,
  name: 'Rabatt',
  code: 'RABATT',
  kind: 'template',
  type: 'percent',
  amount: 10,
  minimum_order: null,
  expires_on: null,
  usage_limit: null,
  usage_limit_per_customer: null,
  active: true,
  auto_create_unique: true,
  archived_at: null,
  created_at: STAMP,
  updated_at: STAMP,
  times_used: 0,
  last_used_at: null,
  orders: 0,
  revenue: 0,
  flagged: 0,
  ...overrides,
});
const codes = [
  discount({ id: 12, name: 'Velkomstrabatt', code: 'VELKOMMEN' }),
  discount({ id: 14, name: 'Sommerrabatt', code: 'SOMMER' }),
  discount({ id: 15, name: 'Vanlig kode', code: 'VANLIG', kind: 'code', auto_create_unique: false }),
  discount({ id: 16, name: 'Mal uten unike', code: 'FELLES', auto_create_unique: false }),
];
const codeList = { body: { data: codes, total: codes.length, total_capped: false, page: 1, per_page: 100 } };

const rules = {
  groups: [
    [
      { kind: 'page' as const, match: 'contains' as const, value: '/sko' },
      { kind: 'delay' as const, seconds: 5 },
    ],
  ],
};
const welcome = popupItem({
  settings: {
    ...popupItem().settings,
    max_width: 900,
    placement: 'corner',
    rules,
    frequency: { mode: 'days', days: 7 },
    stop_after_submit: true,
    hide_from_subscribers: false,
  },
  discount_template_id: 12,
});

async function openSettings(name = 'Velkommen') {
  const table = await screen.findByRole('table', { name: 'Popups' }, SLOW);
  await rowAction(table, name, 'Innstillinger');
  return screen.findByRole('dialog', { name: `Innstillinger for «${name}»` });
}

const withCodes = (handlers: Handlers): Handlers => ({ 'GET /api/discounts/codes': codeList, ...handlers });

describe('popup settings', { timeout: 30_000 }, () => {
  it('opens from the row and shows the current settings of the popup', async () => {
    renderPopups('popups', withCodes({ 'GET /api/popups': { body: { data: [welcome] } } }));
    const dialog = await openSettings();
    expect(within(dialog).getByRole('textbox', { name: 'Navn' })).toHaveValue('Velkommen');
    const width = within(dialog).getByRole('spinbutton', { name: 'Største bredde (px)' });
    expect(width).toHaveValue(900);
    expect(width).toHaveAccessibleDescription('Mellom 769 og 1300 px');
    expect(within(dialog).getByRole('combobox', { name: 'Plassering' })).toHaveTextContent('Hjørne');
    expect(within(dialog).getByRole('combobox', { name: 'Hvor ofte' })).toHaveTextContent(
      'Én gang per … dager',
    );
    expect(within(dialog).getByRole('spinbutton', { name: 'Antall dager' })).toHaveValue(7);
    expect(within(dialog).getByRole('checkbox', { name: 'Aldri igjen etter innsending' })).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Skjul for de som allerede abonnerer' }),
    ).not.toBeChecked();
    const picker = within(dialog).getByRole('combobox', { name: 'Rabattkode' });
    await waitFor(() => expect(picker).toHaveTextContent('Velkomstrabatt (VELKOMMEN)'));
    // Only templates that make unique codes are offered, after "Ingen rabattkode".
    await userEvent.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ingen rabattkode',
      'Velkomstrabatt (VELKOMMEN)',
      'Sommerrabatt (SOMMER)',
    ]);
  });

  it('saves the edited settings with the rules unchanged, says so and reads the list again', async () => {
    let popups: PopupAnswer[] = [welcome];
    const { calls } = renderPopups(
      'popups',
      withCodes({
        'GET /api/popups': () => ({ body: { data: popups } }),
        'PUT /api/popups/3': (call) => {
          const body = call.body as Pick<PopupAnswer, 'name' | 'settings' | 'discount_template_id'>;
          const saved = { ...welcome, ...body };
          popups = [saved];
          return { body: { data: saved } };
        },
      }),
    );
    const dialog = await openSettings();
    const name = within(dialog).getByRole('textbox', { name: 'Navn' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Velkommen tilbake');
    const width = within(dialog).getByRole('spinbutton', { name: 'Største bredde (px)' });
    await userEvent.clear(width);
    await userEvent.type(width, '1000');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Plassering' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Toppstripe' }));
    const days = within(dialog).getByRole('spinbutton', { name: 'Antall dager' });
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Aldri igjen etter innsending' }));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Skjul for de som allerede abonnerer' }),
    );
    const picker = within(dialog).getByRole('combobox', { name: 'Rabattkode' });
    await waitFor(() => expect(picker).toHaveTextContent('Velkomstrabatt (VELKOMMEN)'));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Sommerrabatt (SOMMER)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Innstillingene er lagret.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Popups' });
    expect(await within(table).findByRole('row', { name: /Velkommen tilbake/ })).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      [
        '/api/popups/3',
        {
          name: 'Velkommen tilbake',
          settings: {
            ...welcome.settings,
            max_width: 1000,
            placement: 'top_bar',
            rules,
            frequency: { mode: 'days', days: 30 },
            stop_after_submit: false,
            hide_from_subscribers: true,
          },
          discount_template_id: 14,
        },
      ],
    ]);
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/popups').length).toBe(2);
  });

  it('checks the width before sending, and shows the server field error under the width field', async () => {
    const { calls } = renderPopups(
      'popups',
      withCodes({
        'GET /api/popups': { body: { data: [welcome] } },
        'PUT /api/popups/3': refused(400, 'validation_failed', 'Sjekk feltene som er merket.', {
          'settings.max_width': 'Bredden passer ikke til designet.',
        }),
      }),
    );
    const dialog = await openSettings();
    const width = within(dialog).getByRole('spinbutton', { name: 'Største bredde (px)' });
    await userEvent.clear(width);
    await userEvent.type(width, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(width).toHaveAccessibleDescription('Bredden må være mellom 769 og 1300 px.');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.clear(width);
    await userEvent.type(width, '1200');
    expect(width).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(width).toHaveAccessibleDescription('Bredden passer ikke til designet.'));
    expect(width).toHaveAttribute('aria-invalid', 'true');
    // The message is under the field, so no general alert repeats it; the dialog stays open.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Innstillinger for «Velkommen»' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows the days field only for once per so many days, and requires it there', async () => {
    const { calls } = renderPopups(
      'popups',
      withCodes({
        'GET /api/popups': { body: { data: [popupItem()] } },
        'PUT /api/popups/3': (call) => ({ body: { data: { ...popupItem(), ...(call.body as object) } } }),
      }),
    );
    const dialog = await openSettings();
    const frequency = within(dialog).getByRole('combobox', { name: 'Hvor ofte' });
    expect(frequency).toHaveTextContent('Én gang');
    expect(within(dialog).queryByRole('spinbutton', { name: 'Antall dager' })).toBeNull();

    await userEvent.click(frequency);
    await userEvent.click(await screen.findByRole('option', { name: 'Én gang per … dager' }));
    const days = within(dialog).getByRole('spinbutton', { name: 'Antall dager' });
    expect(days).toHaveValue(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(days).toHaveAccessibleDescription('Feltet må fylles ut.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.click(frequency);
    await userEvent.click(await screen.findByRole('option', { name: 'Hvert besøk' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('spinbutton', { name: 'Antall dager' })).toBeNull(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Innstillingene er lagret.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        name: 'Velkommen',
        settings: {
          ...popupItem().settings,
          frequency: { mode: 'every_visit', days: null },
          stop_after_submit: true,
          hide_from_subscribers: false,
        },
        discount_template_id: null,
      },
    ]);
  });

  it('shows the discount picker disabled with a reason when the account lacks the discounts package', async () => {
    renderPopups('popups', {
      'GET /api/popups': { body: { data: [popupItem()] } },
      'GET /api/discounts/codes': refused(403, 'package_required', 'Du trenger pakken Rabatter.'),
    });
    const dialog = await openSettings();
    const picker = within(dialog).getByRole('combobox', { name: 'Rabattkode' });
    await waitFor(() => expect(picker).toHaveAccessibleDescription('Rabattkoder krever pakken Rabatter.'));
    expect(picker).toHaveAttribute('aria-disabled', 'true');
    expect(picker).toHaveTextContent('Ingen rabattkode');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('popup settings on a phone', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the settings from the card as a full-screen dialog', async () => {
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
    renderPopups('popups', withCodes({ 'GET /api/popups': { body: { data: [welcome] } } }));
    const list = await screen.findByRole('list', { name: 'Popups' }, SLOW);
    await rowAction(list, 'Velkommen', 'Innstillinger');
    const dialog = await screen.findByRole('dialog', { name: 'Innstillinger for «Velkommen»' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    expect(within(dialog).getByRole('button', { name: 'Lagre' })).toBeVisible();
  });
});
