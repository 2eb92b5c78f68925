import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettings } from './settings-helpers';

const KEY = 'bpk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const existing = {
  id: 'k1',
  label: 'Nettbutikk',
  prefix: 'bpk_abcdefgh',
  created_at: '2025-03-10T10:00:00.000Z',
  last_used_at: null,
};

function mockKeys() {
  let keys = [existing];
  const { calls } = renderSettings('api-keys', {
    'GET /api/settings/api-keys': () => ({ body: { data: keys } }),
    'POST /api/settings/api-keys': (request) => {
      const label = (request.body as { label: string }).label;
      const created = { ...existing, id: 'k2', label, prefix: KEY.slice(0, 12) };
      keys = [created, ...keys];
      return { status: 201, body: { data: { ...created, key: KEY } } };
    },
    'DELETE /api/settings/api-keys/k1': () => {
      keys = keys.filter((key) => key.id !== 'k1');
      return { status: 204 };
    },
  });
  return calls;
}

describe('settings/api-keys', () => {
  it('lists the keys with label, prefix and never-used', { timeout: 20_000 }, async () => {
    mockKeys();
    const table = await screen.findByRole('table', { name: 'API-nøkler' });
    expect(screen.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
    const row = within(table).getByRole('row', { name: /Nettbutikk/ });
    expect(within(row).getByText('bpk_abcdefgh…')).toBeVisible();
    expect(within(row).getByText('Aldri')).toBeVisible();
  });

  it('links to the readable API description, not the raw JSON', { timeout: 30_000 }, async () => {
    mockKeys();
    const link = await screen.findByRole('link', { name: /Les API-beskrivelsen/ }, { timeout: 20_000 });
    expect(link).toHaveAttribute('href', '/api/docs/ui');
  });

  it('creates a key, shows it once with a copy button, and forgets it on close', {
    timeout: 20_000,
  }, async () => {
    const calls = mockKeys();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'API-nøkler' });
    await user.click(screen.getByRole('button', { name: 'Ny API-nøkkel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny API-nøkkel' });
    await user.click(within(dialog).getByRole('button', { name: 'Lag nøkkel' }));
    expect(await within(dialog).findByText('Feltet må fylles ut.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Navn på nøkkelen/ }), 'Lager');
    await user.click(within(dialog).getByRole('button', { name: 'Lag nøkkel' }));
    const shown = await screen.findByRole('dialog', { name: 'API-nøkkelen er laget' });
    expect(within(shown).getByRole('textbox', { name: 'API-nøkkel' })).toHaveValue(KEY);
    expect(within(shown).getByText(/vises bare denne ene gangen/)).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ label: 'Lager' });
    expect(post?.headers.get('authorized-account')).toBe('7');

    await user.click(within(shown).getByRole('button', { name: 'Kopier' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(within(shown).getByRole('button', { name: 'Kopiert' })).toBeVisible();

    await user.click(within(shown).getByRole('button', { name: 'Ferdig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /Lager/ })).toBeVisible();
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });

  it('revokes a key only after confirmation', async () => {
    const calls = mockKeys();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'API-nøkler' });
    await user.click(screen.getByRole('button', { name: 'Trekk tilbake Nettbutikk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trekk tilbake API-nøkkelen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Trekk tilbake Nettbutikk' }));
    const again = await screen.findByRole('dialog', { name: 'Trekk tilbake API-nøkkelen?' });
    await user.click(within(again).getByRole('button', { name: 'Trekk tilbake' }));
    expect(await screen.findByText('Ingen API-nøkler ennå.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/settings/api-keys/k1',
    ]);
  });

  it("shows the server's refusal to a member who may not manage keys", async () => {
    renderSettings('api-keys', {
      'GET /api/settings/api-keys': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Du har ikke tilgang' } },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Du har ikke tilgang');
  });
});
