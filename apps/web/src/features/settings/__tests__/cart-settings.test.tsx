import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettings } from './settings-helpers';

function renderCarts(canManage = true) {
  let minutes = 60;
  const { calls } = renderSettings('api-keys', {
    'GET /api/settings/api-keys': { body: { data: [] } },
    'GET /api/account-settings/carts': () => ({
      body: { data: { abandoned_after_minutes: minutes }, can_manage: canManage },
    }),
    'PUT /api/account-settings/carts': (request) => {
      minutes = (request.body as { abandoned_after_minutes: number }).abandoned_after_minutes;
      return { body: { data: { abandoned_after_minutes: minutes }, can_manage: true } };
    },
  });
  return calls;
}

describe('settings/api-keys: the abandoned-cart wait', () => {
  it('shows the wait, refuses one out of range in Norwegian, then saves a number', {
    timeout: 20_000,
  }, async () => {
    const calls = renderCarts();
    const ui = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Ventetid i minutter' });
    expect(field).toHaveValue('60');
    await ui.clear(field);
    await ui.type(field, '4');
    await ui.click(screen.getByRole('button', { name: 'Lagre ventetid' }));
    expect(await screen.findByText('Skriv et helt antall minutter fra 5 til 10080 (7 dager).')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await ui.clear(field);
    await ui.type(field, '240');
    await ui.click(screen.getByRole('button', { name: 'Lagre ventetid' }));
    expect(
      await screen.findByText('Ventetiden er lagret. Den gjelder handlekurver som endres fra nå.'),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ abandoned_after_minutes: 240 });
  });

  it('is read-only for members who may not change it', async () => {
    renderCarts(false);
    expect(await screen.findByRole('textbox', { name: 'Ventetid i minutter' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lagre ventetid' })).toBeNull();
  });
});
