import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const CHAT = {
  title: 'Chat med oss',
  greeting: 'Hei! Hva kan vi hjelpe deg med?',
  offline: 'Vi er ikke på nett.',
  placeholder: 'Skriv en melding…',
  button: 'Åpne chat',
  primary_color: '#1f6feb',
  text_color: '#ffffff',
  opening_hours: null,
};

const FRAKT = { id: '11111111-1111-4111-8111-111111111111', title: 'Frakt', text: 'Fri frakt over 500 kr.' };

function renderCanned(canManage = true, templates?: { status: number; body: unknown }) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  let responses = [FRAKT];
  const calls = mockApi({
    'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
    'GET /api/account-settings/chat': { body: { data: CHAT, can_manage: canManage } },
    'GET /api/chat/templates': () => templates ?? { body: { data: responses, can_manage: canManage } },
    'POST /api/chat/templates': (request) => {
      const body = request.body as { title: string; text: string };
      if (body.title.trim().toLowerCase() === 'frakt') {
        return {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'Noen felt er ikke fylt ut riktig.',
              fields: { title: 'Det finnes allerede et hurtigsvar med denne tittelen.' },
            },
          },
        };
      }
      const created = { id: '22222222-2222-4222-8222-222222222222', ...body };
      responses = [...responses, created];
      return { status: 201, body: created };
    },
    [`PUT /api/chat/templates/${FRAKT.id}`]: (request) => {
      const updated = { id: FRAKT.id, ...(request.body as { title: string; text: string }) };
      responses = responses.map((response) => (response.id === FRAKT.id ? updated : response));
      return { body: updated };
    },
    [`DELETE /api/chat/templates/${FRAKT.id}`]: () => {
      responses = responses.filter((response) => response.id !== FRAKT.id);
      return { body: { ok: true } };
    },
  });
  renderApp('/7/settings/chat');
  return calls;
}

describe('settings/chat: canned responses', () => {
  it('adds one, refusing an empty form and a title already used', { timeout: 30_000 }, async () => {
    const calls = renderCanned();
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Hurtigsvar' });
    expect(await within(section).findByText('Fri frakt over 500 kr.')).toBeVisible();
    await ui.click(within(section).getByRole('button', { name: 'Nytt hurtigsvar' }));
    const form = within(section).getByRole('form', { name: 'Nytt hurtigsvar' });
    await ui.click(within(form).getByRole('button', { name: 'Lagre' }));
    expect(await within(form).findAllByText('Feltet må fylles ut.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await ui.type(within(form).getByRole('textbox', { name: /Tittel/ }), 'frakt');
    await ui.type(within(form).getByRole('textbox', { name: /Tekst/ }), 'Igjen');
    await ui.click(within(form).getByRole('button', { name: 'Lagre' }));
    expect(
      await within(form).findByText('Det finnes allerede et hurtigsvar med denne tittelen.'),
    ).toBeVisible();

    const title = within(form).getByRole('textbox', { name: /Tittel/ });
    await ui.clear(title);
    await ui.type(title, 'Retur');
    await ui.click(within(form).getByRole('button', { name: 'Lagre' }));
    expect(await within(section).findByRole('heading', { name: 'Retur' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      title: 'Retur',
      text: 'Igjen',
    });
  });

  it('edits and deletes one', { timeout: 30_000 }, async () => {
    const calls = renderCanned();
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Hurtigsvar' });
    await ui.click(await within(section).findByRole('button', { name: 'Endre hurtigsvaret «Frakt»' }));
    const text = within(section).getByRole('textbox', { name: /Tekst/ });
    await ui.clear(text);
    await ui.type(text, 'Alltid fri frakt.');
    await ui.click(within(section).getByRole('button', { name: 'Lagre' }));
    expect(await within(section).findByText('Alltid fri frakt.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Frakt',
      text: 'Alltid fri frakt.',
    });

    await ui.click(within(section).getByRole('button', { name: 'Slett hurtigsvaret «Frakt»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette hurtigsvaret?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Slett' }));
    expect(await within(section).findByText('Ingen hurtigsvar ennå.')).toBeVisible();
  });

  it('lists them in a table whose row actions a keyboard reaches', { timeout: 30_000 }, async () => {
    renderCanned();
    const ui = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Hurtigsvar' });
    const row = within(table).getByRole('row', { name: /Frakt/ });
    expect(within(row).getByRole('heading', { level: 3, name: 'Frakt' })).toBeVisible();
    expect(within(row).getByText('Fri frakt over 500 kr.')).toBeVisible();
    // From the sortable title header the next tab stops are the row's own buttons.
    within(table).getByRole('button', { name: 'Tittel' }).focus();
    await ui.tab();
    expect(within(row).getByRole('button', { name: 'Endre hurtigsvaret «Frakt»' })).toHaveFocus();
    await ui.tab();
    expect(within(row).getByRole('button', { name: 'Slett hurtigsvaret «Frakt»' })).toHaveFocus();
    await ui.tab({ shift: true });
    await ui.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Endre hurtigsvaret' });
    expect(within(form).getByRole('textbox', { name: /Tittel/ })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: /Tittel/ })).toHaveValue('Frakt');
  });

  it("shows the server's refusal instead of the list", { timeout: 30_000 }, async () => {
    renderCanned(true, {
      status: 403,
      body: { error: { code: 'forbidden', message: 'Du har ikke tilgang til hurtigsvarene.' } },
    });
    const section = await screen.findByRole('region', { name: 'Hurtigsvar' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Du har ikke tilgang til hurtigsvarene.');
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByText('Ingen hurtigsvar ennå.')).toBeNull();
  });

  it('shows them read-only to a user who may not change them', { timeout: 30_000 }, async () => {
    renderCanned(false);
    const section = await screen.findByRole('region', { name: 'Hurtigsvar' });
    expect(await within(section).findByText('Fri frakt over 500 kr.')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Nytt hurtigsvar' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /Endre/ })).toBeNull();
    expect(within(section).getByText(/Bare kontoens eier/)).toBeVisible();
  });
});
