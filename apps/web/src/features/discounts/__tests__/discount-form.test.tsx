import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import { detail, page, refused, renderDiscounts, SLOW } from './discount-helpers';

pinClock();

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('discounts/codes/new', { timeout: 30_000 }, () => {
  it("keeps the input and shows the server's messages under their fields", async () => {
    const { calls } = renderDiscounts('discounts/codes/new', {
      'POST /api/discounts/codes': refused(422, 'validation_failed', 'Sjekk feltene som er merket.', {
        code: 'Koden finnes allerede på kontoen.',
        minimum_order: 'Beløpet må være et tall med høyst to desimaler.',
      }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Navn/ }, SLOW), 'Vårsalg');
    await user.type(field(/^Kode/), 'sommer20');
    await user.type(field(/^Rabatt i prosent/), '12,5');
    await user.type(field(/^Minste ordresum/), '500');
    await user.type(field(/^Kan brukes per kunde/), '1');
    // The last valid day the Norwegian way, whatever the browser's language.
    await user.type(field(/^Siste gyldige dag/), '31.8.2026');
    await user.click(screen.getByRole('button', { name: 'Opprett rabattkode' }));

    await waitFor(() =>
      expect(field(/^Kode/)).toHaveAccessibleDescription('Koden finnes allerede på kontoen.'),
    );
    expect(field(/^Kode/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Kode/)).toHaveValue('sommer20');
    expect(field(/^Minste ordresum/)).toHaveAccessibleDescription(
      'Beløpet må være et tall med høyst to desimaler.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sjekk feltene som er merket.');
    expect(field(/^Siste gyldige dag/)).toHaveValue('31.08.2026');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Vårsalg',
      code: 'sommer20',
      type: 'percent',
      amount: 12.5,
      minimum_order: 500,
      expires_on: '2026-08-31',
      usage_limit: null,
      usage_limit_per_customer: 1,
      active: true,
      auto_create_unique: false,
    });
  });

  it('checks the fields with the contracts rules before sending anything', async () => {
    const { calls } = renderDiscounts('discounts/codes/new', {});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Opprett rabattkode' }, SLOW));
    expect(await screen.findByText('Rabatten må ha et navn.')).toBeVisible();
    expect(screen.getByText('Rabatten må ha en kode.')).toBeVisible();
    expect(screen.getByText('Rabatten må ha et beløp.')).toBeVisible();

    await user.type(field(/^Rabatt i prosent/), '150');
    await user.type(field(/^Kode/), 'ikke gyldig!');
    await user.click(screen.getByRole('button', { name: 'Opprett rabattkode' }));
    expect(await screen.findByText('Prosenten kan være høyst 100.')).toBeVisible();
    expect(screen.getByText('Koden kan bare ha bokstaver, sifre, - og _, og høyst 64 tegn.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('opens prefilled from the query string and goes to the new code once created', async () => {
    const created = detail({ id: 9, name: 'SOMER20', code: 'SOMER20', type: 'sum', amount: 100 });
    const { calls, router } = renderDiscounts('discounts/codes/new?code=SOMER20&type=sum&amount=100', {
      'POST /api/discounts/codes': { status: 201, body: { data: created } },
      'GET /api/discounts/codes/9': { body: { data: created } },
      'GET /api/discounts/codes/9/daily': { body: { days: [] } },
      'GET /api/discounts/codes/9/redemptions': { body: page([]) },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /^Kode/ }, SLOW)).toHaveValue('SOMER20');
    expect(field(/^Navn/)).toHaveValue('SOMER20');
    expect(field(/^Rabatt i kr/)).toHaveValue('100');
    const form = screen.getByRole('form', { name: 'Ny rabattkode' });
    expect(within(form).getByRole('combobox', { name: /^Type rabatt/ })).toHaveTextContent('Beløp i kr');
    await user.click(screen.getByRole('button', { name: 'Opprett rabattkode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/discounts/codes/9'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      code: 'SOMER20',
      type: 'sum',
      amount: 100,
    });
    expect(await screen.findByText('Rabattkoden er opprettet.')).toBeVisible();
  });
});
