import type { UnknownCode } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import {
  type Call,
  detail,
  discount,
  page,
  refused,
  renderDiscounts,
  SLOW,
  unknownCode,
} from './discount-helpers';

pinClock();

const lastList = (calls: Call[]) =>
  calls.filter((call) => call.path.startsWith('/api/discounts/unknown?')).at(-1);

function renderUnknown(extra: Parameters<typeof renderDiscounts>[1] = {}) {
  let codes: UnknownCode[] = [
    unknownCode(),
    unknownCode({ id: 6, code: 'GRATIS', attempts: 2, checks: 2, orders: 0, suggestion: null }),
  ];
  const setMapping = (id: number, mapped: UnknownCode['mapped_to']) => {
    codes = codes.map((code) => (code.id === id ? { ...code, mapped_to: mapped } : code));
    return { body: { data: codes.find((code) => code.id === id) } };
  };
  return renderDiscounts('discounts/unknown', {
    'GET /api/discounts/unknown': () => ({ body: page(codes) }),
    'PUT /api/discounts/unknown/5/mapping': (call) =>
      setMapping(5, { id: (call.body as { discount_id: number }).discount_id, code: 'SOMMER20' }),
    'DELETE /api/discounts/unknown/5/mapping': () => setMapping(5, null),
    'PUT /api/discounts/unknown/6/mapping': () => setMapping(6, { id: 2, code: 'HUNDRE' }),
    'GET /api/discounts/unknown/5': {
      body: {
        data: {
          ...unknownCode(),
          recent: [{ at: '2026-03-28T20:00:00.000Z', source: 'order', order_id: 'T-55', cart_total: 640 }],
        },
      },
    },
    'GET /api/discounts/codes': { body: page([discount({ id: 2, name: 'Hundrelapp', code: 'HUNDRE' })]) },
    'GET /api/discounts/codes/1': { body: { data: detail({ type: 'sum', amount: 150 }) } },
    'GET /api/discounts/suspects': {
      body: {
        data: [
          {
            address: '203.0.113.9',
            flagged_at: '2026-03-28T19:00:00.000Z',
            last_at: '2026-03-28T19:10:00.000Z',
            attempts: 14,
          },
        ],
      },
    },
    ...extra,
  });
}

describe('discounts/unknown', { timeout: 30_000 }, () => {
  it('lists the codes as typed with their suggestion, and the suspicious addresses', async () => {
    const { calls } = renderUnknown();
    const table = await screen.findByRole('table', { name: 'Ukjente rabattkoder' }, SLOW);
    const row = within(table).getByRole('row', { name: /SOMER20/ });
    expect(row).toHaveTextContent('Ligner på SOMMER20');
    expect(row).toHaveTextContent('5 i kassen, 2 på ordrer');
    const suspects = await screen.findByRole('table', { name: 'Mistenkelige adresser' });
    expect(suspects).toHaveTextContent('203.0.113.9');
    expect(screen.getByText(/mer enn 10 ukjente koder på 15 minutter/)).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forsøk' }));
    await waitFor(() => expect(lastList(calls)?.query.get('sort')).toBe('attempts'));
    await user.click(screen.getByRole('button', { name: 'Løste' }));
    await waitFor(() => expect(lastList(calls)?.query.get('status')).toBe('resolved'));
  });

  it('maps to the suggestion in one click, and removes the mapping again', async () => {
    const { calls } = renderUnknown();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Koble til SOMMER20' }, SLOW));
    expect(await screen.findByText('SOMER20 er koblet til SOMMER20.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ discount_id: 1 });
    await user.click(await screen.findByRole('button', { name: 'Fjern koblingen for SOMER20' }));
    expect(await screen.findByText('Koblingen for SOMER20 er fjernet.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('maps to any code picked by searching the codes', async () => {
    const { calls } = renderUnknown();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Ukjente rabattkoder' }, SLOW);
    const row = within(table).getByRole('row', { name: /GRATIS/ });
    await user.click(within(row).getByRole('button', { name: 'Koble til …' }));
    const dialog = await screen.findByRole('dialog', { name: 'Koble GRATIS til en rabattkode' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Rabattkode' }), 'hun');
    await waitFor(() =>
      expect(
        calls.some((call) => call.path.startsWith('/api/discounts/codes?') && call.query.get('q') === 'hun'),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: 'HUNDRE – Hundrelapp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Koble' }));
    expect(await screen.findByText('GRATIS er koblet til HUNDRE.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/discounts/unknown/6/mapping')?.body).toEqual({
      discount_id: 2,
    });
  });

  it("opens the create form prefilled with the code and the suggestion's amount", async () => {
    const { router } = renderUnknown();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Ukjente rabattkoder' }, SLOW);
    const row = within(table).getByRole('row', { name: /SOMER20/ });
    await user.click(within(row).getByRole('button', { name: 'Opprett som kode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/discounts/codes/new'));
    expect(router.state.location.search).toBe('?code=SOMER20&type=sum&amount=150');
    expect(await screen.findByRole('textbox', { name: /^Kode/ })).toHaveValue('SOMER20');
    expect(screen.getByRole('textbox', { name: /^Rabatt i kr/ })).toHaveValue('150');
  });

  it('shows the recent attempts of a code', async () => {
    renderUnknown();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Ukjente rabattkoder' }, SLOW);
    await user.click(
      within(within(table).getByRole('row', { name: /SOMER20/ })).getByRole('button', { name: 'Se forsøk' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Siste forsøk med SOMER20' });
    expect(await within(dialog).findByText('Ordre T-55')).toBeVisible();
    expect(dialog).toHaveTextContent('640,00 kr');
  });

  it("shows the server's refusal", async () => {
    renderUnknown({ 'GET /api/discounts/unknown': refused(403, 'forbidden', 'Du har ikke tilgang') });
    expect(await screen.findByText('Du har ikke tilgang', undefined, SLOW)).toBeVisible();
  });
});
