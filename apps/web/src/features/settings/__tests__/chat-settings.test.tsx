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

function renderChat() {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  const calls = mockApi({
    'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
    'GET /api/account-settings/chat': { body: { data: CHAT, can_manage: true } },
    'PUT /api/account-settings/chat': (request) => ({ body: { data: request.body, can_manage: true } }),
  });
  renderApp('/7/settings/chat');
  return calls;
}

describe('settings/chat', () => {
  it('shows typed texts in the preview at once, and saves them', { timeout: 20_000 }, async () => {
    const calls = renderChat();
    const ui = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /Tittel/ });
    await ui.clear(title);
    await ui.type(title, 'Snakk med Demo Sko');
    const preview = screen.getByTestId('chat-preview');
    expect(within(preview).getByText('Snakk med Demo Sko')).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Chatinnstillingene er lagret.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      title: 'Snakk med Demo Sko',
      opening_hours: null,
    });
  });

  it('sets opening hours per weekday and refuses a to-time before the from-time', {
    timeout: 20_000,
  }, async () => {
    const calls = renderChat();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('checkbox', { name: 'Bruk åpningstider' }));
    const monday = screen.getByRole('group', { name: 'Mandag' });
    const to = within(monday).getByLabelText('Mandag til');
    await ui.clear(to);
    await ui.type(to, '07:00');
    await ui.click(
      within(screen.getByRole('group', { name: 'Søndag' })).getByRole('checkbox', { name: 'Stengt' }),
    );
    await ui.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Fra-tiden må være før til-tiden.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await ui.clear(to);
    await ui.type(to, '17:00');
    await ui.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Chatinnstillingene er lagret.')).toBeVisible();
    const body = calls.find((call) => call.method === 'PUT')?.body as {
      opening_hours: Record<string, { closed: boolean; from: string; to: string }>;
    };
    expect(body.opening_hours.mon).toEqual({ closed: false, from: '08:00', to: '17:00' });
    expect(body.opening_hours.sun?.closed).toBe(false);
  });
});
