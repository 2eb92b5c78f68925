import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const SENDER = {
  from_name: 'Demo Sko AS',
  from_email: '',
  reply_to: '',
  footer_company: 'Demo Sko AS',
  footer_address: '',
  footer_unsubscribe: '',
  double_opt_in: '0' as const,
};

const IDENTITY = {
  state: 'unverified',
  from_email: 'butikk@demosko.no',
  used_from: 'Butikkpanel <no-reply@butikkpanel.no>',
  used_reply_to: 'butikk@demosko.no',
  domain: 'demosko.no',
  txt_name: 'demosko.no',
  txt_value: 'butikkpanel-verification=abc123',
  link_pending: false,
};

function renderSender(identity: Record<string, unknown> = IDENTITY) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  const calls = mockApi({
    'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
    'GET /api/account-settings/email-sender': { body: { data: SENDER, can_manage: true } },
    'PUT /api/account-settings/email-sender': (request) => ({
      body: { data: { ...SENDER, ...(request.body as object) }, can_manage: true },
    }),
    'GET /api/account-settings/email-sender/identity': { body: { data: identity } },
    'POST /api/account-settings/email-sender/verify-address': {
      status: 202,
      body: { data: { ...identity, link_pending: true } },
    },
    'POST /api/account-settings/email-sender/verify-domain': {
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Noen felt er ikke riktig utfylt.',
          fields: { domain: 'Fant ikke TXT-posten på domenet ennå.' },
        },
      },
    },
    'POST /api/account-settings/email-sender/test': (request) => ({
      status: 202,
      body: { data: { id: 'm1', to: (request.body as { to?: string }).to || 'eier@demo.no' } },
    }),
  });
  renderApp('/7/settings/email-sender');
  return calls;
}

describe('settings/email-sender', () => {
  it('needs a valid from address, then saves', { timeout: 20_000 }, async () => {
    const calls = renderSender();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Feltet må fylles ut.')).toBeVisible();
    const from = screen.getByRole('textbox', { name: /Avsenderadresse/ });
    await ui.type(from, 'butikk@');
    await ui.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Ugyldig e-postadresse.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await ui.type(from, 'demo.no');
    await ui.type(screen.getByRole('textbox', { name: 'Tekst for avmelding' }), 'Meld deg av her');
    const doubleOptIn = screen.getByRole('switch', { name: /Dobbel bekreftelse/ });
    expect(doubleOptIn).not.toBeChecked();
    await ui.click(doubleOptIn);
    await ui.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Avsenderen er lagret.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      from_email: 'butikk@demo.no',
      footer_unsubscribe: 'Meld deg av her',
      double_opt_in: '1',
    });
  });

  it('sends a test mail to the signed-in user when no address is typed', async () => {
    const calls = renderSender();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Send testmail' }));
    expect(await screen.findByText('Testmailen til eier@demo.no er lagt i utboksen.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ to: '' });
  });

  it('says the platform sends until the address is verified, and offers a link and the TXT record', async () => {
    const calls = renderSender();
    const ui = userEvent.setup();
    expect(
      await screen.findByText(
        'E-posten sendes nå fra Butikkpanel <no-reply@butikkpanel.no> med svar til butikk@demosko.no, fordi butikk@demosko.no ikke er bekreftet ennå. Når adressen eller domenet er bekreftet, sendes den fra butikk@demosko.no.',
      ),
    ).toBeVisible();
    expect(screen.getByText('butikkpanel-verification=abc123')).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Sjekk domenet' }));
    expect(await screen.findByText('Fant ikke TXT-posten på domenet ennå.')).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Send bekreftelseslenke' }));
    expect(
      await screen.findByText(
        'En bekreftelseslenke er sendt til butikk@demosko.no. Åpne lenken i e-posten for å bekrefte adressen.',
      ),
    ).toBeVisible();
    expect(calls.filter((call) => call.path.endsWith('/verify-address'))).toHaveLength(1);
  });

  it('says the shop address is used once its domain is verified, with nothing more to do', async () => {
    renderSender({ ...IDENTITY, state: 'verified_domain', used_from: 'butikk@demosko.no' });
    expect(
      await screen.findByText('E-posten sendes fra butikk@demosko.no. Domenet demosko.no er bekreftet.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sjekk domenet' })).toBeNull();
  });
});
