import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettings } from './settings-helpers';

const entry = (id: string, kind: 'email' | 'ip', value: string) => ({
  id,
  kind,
  value,
  created_at: '2025-03-10T10:00:00.000Z',
});

function mockList() {
  let entries = [entry('e1', 'email', 'test@butikk.no')];
  const { calls } = renderSettings('ignore-lists', {
    'GET /api/settings/ignore-list': () => ({ body: { data: entries } }),
    'POST /api/settings/ignore-list': (request) => {
      const body = request.body as { kind: 'email' | 'ip'; value: string };
      const added = entry('e2', body.kind, body.value.trim().toLowerCase());
      entries = [...entries, added];
      return { status: 201, body: { data: added } };
    },
    'DELETE /api/settings/ignore-list/e1': () => {
      entries = entries.filter((item) => item.id !== 'e1');
      return { status: 204 };
    },
    'POST /api/settings/ignore-list/csv': {
      body: {
        added: 2,
        unchanged: 1,
        errors: [{ row: 3, code: 'invalid_email', message: 'Ugyldig e-postadresse.' }],
      },
    },
  });
  return calls;
}

describe('settings/ignore-lists', () => {
  it('checks the value with the catalogue texts before sending, then adds it', async () => {
    const calls = mockList();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Ignorerliste' });
    const form = screen.getByRole('form', { name: 'Legg til' });
    await user.type(within(form).getByRole('textbox', { name: /E-post eller IP-adresse/ }), 'ikke-epost');
    await user.click(within(form).getByRole('button', { name: 'Legg til' }));
    expect(await within(form).findByText('Ugyldig e-postadresse.')).toBeVisible();

    await user.click(within(form).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'IP-adresse' }));
    await user.click(within(form).getByRole('button', { name: 'Legg til' }));
    expect(await within(form).findByText('Ugyldig IP-adresse.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const field = within(form).getByRole('textbox', { name: /E-post eller IP-adresse/ });
    await user.clear(field);
    await user.type(field, '10.0.0.1');
    await user.click(within(form).getByRole('button', { name: 'Legg til' }));
    expect(await screen.findByRole('row', { name: /10\.0\.0\.1/ })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'ip', value: '10.0.0.1' });
  });

  it('removes an entry after confirmation', async () => {
    const calls = mockList();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Ignorerliste' });
    await user.click(screen.getByRole('button', { name: 'Fjern test@butikk.no' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fjerne fra ignorerlisten?' });
    await user.click(within(dialog).getByRole('button', { name: 'Fjern' }));
    expect(await screen.findByText('Ignorerlisten er tom.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('uploads a CSV file and lists the rows that were not added', async () => {
    const calls = mockList();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Ignorerliste' });
    const file = new File(['kunde@butikk.no\n10.0.0.1\nikke-epost@\n'], 'liste.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Velg CSV-fil'), file);
    const status = await screen.findByText('2 lagt til, 1 fantes fra før.');
    expect(status).toBeVisible();
    expect(screen.getByRole('list', { name: 'Rader som ikke ble lagt til' })).toHaveTextContent(
      'Rad 3: Ugyldig e-postadresse.',
    );
    const upload = calls.find((call) => call.path === '/api/settings/ignore-list/csv');
    expect(upload?.headers.get('content-type')).toBe('text/csv');
    expect(upload?.headers.get('authorized-account')).toBe('7');
  });

  it('refuses other file types with the catalogue text, without sending', async () => {
    const calls = mockList();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('table', { name: 'Ignorerliste' });
    const file = new File(['{}'], 'liste.xlsx', { type: 'application/vnd.ms-excel' });
    await user.upload(screen.getByLabelText('Velg CSV-fil'), file);
    expect(await screen.findByText('Ulovlig filtype.')).toBeVisible();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/csv'))).toBe(false));
  });
});
