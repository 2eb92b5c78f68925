import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettings } from './settings-helpers';

const FIRST = 'a'.repeat(64);
const SECOND = 'b'.repeat(64);

function renderSecret(canManage = true) {
  let secret = FIRST;
  const { calls } = renderSettings('api-keys', {
    'GET /api/settings/api-keys': { body: { data: [] } },
    'GET /api/account-settings/carts': { body: { data: { abandoned_after_minutes: 60 }, can_manage: true } },
    'GET /api/account-settings/identity-secret': () => ({
      body: { data: { secret: canManage ? secret : null }, can_manage: canManage },
    }),
    'POST /api/account-settings/identity-secret/rotate': () => {
      secret = SECOND;
      return { body: { data: { secret }, can_manage: true } };
    },
  });
  return calls;
}

describe('settings/api-keys: the identity secret', () => {
  it('shows the key to copy, and makes a new one only after a confirmation', {
    timeout: 45_000,
  }, async () => {
    const calls = renderSecret();
    const ui = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Nøkkel for signatur' }, { timeout: 10_000 });
    expect(field).toHaveValue(FIRST);
    expect(field).toHaveAttribute('readonly');
    await ui.click(screen.getByRole('button', { name: 'Lag ny nøkkel' }));
    const again = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(again).toHaveTextContent('Lage ny nøkkel?');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await ui.click(within(again).getByRole('button', { name: 'Lag ny nøkkel' }));
    expect(
      await screen.findByText(
        'Den nye nøkkelen er laget. Den gamle virker ikke lenger.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    // The field shows the new key.
    expect(await screen.findByDisplayValue(SECOND, {}, { timeout: 10_000 })).toHaveAttribute('readonly');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('tells a member only the owner can see it', { timeout: 20_000 }, async () => {
    renderSecret(false);
    expect(
      await screen.findByText('Bare eieren av kontoen kan se nøkkelen.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Nøkkel for signatur' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lag ny nøkkel' })).toBeNull();
  });
});
