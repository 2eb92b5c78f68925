import type { AppDetail } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connected, invalid, notConnected, refused, renderApps, SLOW } from './apps-helpers';

const GOOD_KEY = 'riktig-nokkel-1234-us21';
const LISTS = [
  { id: 'l1', name: 'Alle kunder' },
  { id: 'l2', name: 'Nyhetsbrev' },
];

/** Mailchimp, not connected: the check answers by the key typed; the connect makes it connected. */
function renderMailchimp() {
  let detail: AppDetail = notConnected('mailchimp');
  return renderApps('apps/mailchimp', {
    'GET /api/apps/mailchimp': () => ({ body: { data: detail } }),
    'GET /api/apps': { body: { data: [] } },
    'POST /api/apps/mailchimp/check': (call) => {
      const { api_key } = (call.body as { credentials: { api_key: string } }).credentials;
      // The server's shape (the body's path), and the bare field name.
      if (api_key === 'tom') return invalid({ 'credentials.api_key': 'API-nøkkelen kan ikke være tom.' });
      if (api_key === 'blank') return invalid({ api_key: 'Nøkkelen er blank.' }, 422);
      if (api_key !== GOOD_KEY)
        return refused(422, 'app_key_rejected', 'Mailchimp godtok ikke nøkkelen: API Key Invalid');
      return { body: { data: { account_name: 'Demo Sko', lists: LISTS } } };
    },
    'PUT /api/apps/mailchimp': (call) => {
      const body = call.body as { settings: { list_id: string } };
      detail = connected('mailchimp', { lists: LISTS, settings: body.settings, key_hint: '••••us21' });
      return { body: { data: detail } };
    },
  });
}

const keyField = () => screen.findByLabelText(/^API-nøkkel/, {}, SLOW);

describe('/apps/{service}, not connected', { timeout: 30_000 }, () => {
  it('sends an unknown service to the not-found page', async () => {
    const { router } = renderApps('apps/nyhetsbrev', {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), SLOW);
  });

  it('refuses an empty key with the spec message, before and from the server', async () => {
    const { calls } = renderMailchimp();
    const user = userEvent.setup();
    const key = await keyField();
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('autocomplete', 'off');
    await user.click(screen.getByRole('button', { name: 'Sjekk nøkkelen' }));
    expect(await screen.findByText('API-nøkkelen kan ikke være tom.')).toBeVisible();
    expect(calls.some((call) => call.path.endsWith('/check'))).toBe(false);

    // The server's field error lands under the same field.
    await user.type(key, 'tom');
    await user.click(screen.getByRole('button', { name: 'Sjekk nøkkelen' }));
    await waitFor(() => expect(key).toHaveAccessibleDescription('API-nøkkelen kan ikke være tom.'));
    expect(key).toBeInvalid();
    await user.clear(key);
    await user.type(key, 'blank');
    await user.click(screen.getByRole('button', { name: 'Sjekk nøkkelen' }));
    await waitFor(() => expect(key).toHaveAccessibleDescription('Nøkkelen er blank.'));
  });

  it("shows the service's reason for a rejected key next to the form", async () => {
    renderMailchimp();
    const user = userEvent.setup();
    await user.type(await keyField(), 'feil-nokkel');
    await user.click(screen.getByRole('button', { name: 'Sjekk nøkkelen' }));
    const form = screen.getByRole('region', { name: 'Koble til Mailchimp' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Mailchimp godtok ikke nøkkelen: API Key Invalid',
    );
    expect(screen.queryByRole('button', { name: 'Koble til' })).toBeNull();
  });

  it('checks a good key, offers its lists, connects, and never shows the key again', async () => {
    const { calls } = renderMailchimp();
    const user = userEvent.setup();
    const key = await keyField();
    await user.type(key, GOOD_KEY);
    await user.click(screen.getByRole('button', { name: 'Sjekk nøkkelen' }));
    expect(await screen.findByText('Nøkkelen virker. Kontoen i Mailchimp heter «Demo Sko».')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/check'))?.body).toEqual({
      credentials: { api_key: GOOD_KEY },
    });
    const list = screen.getByRole('combobox', { name: 'Liste' });
    expect(list).toHaveTextContent('Alle kunder');
    await user.click(list);
    await user.click(await screen.findByRole('option', { name: 'Nyhetsbrev' }));

    await user.click(screen.getByRole('button', { name: 'Koble til' }));
    expect(await screen.findByText('Mailchimp er koblet til.')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      credentials: { api_key: GOOD_KEY },
      settings: {
        list_id: 'l2',
        tags: ['Butikkpanel'],
        sources: ['checkout', 'club', 'popup', 'import', 'panel'],
        segment_ids: [],
        read_back_unsubscribes: true,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Status for sendingen' })).toBeVisible();
    expect(screen.getByText('••••us21')).toBeVisible();
    expect(document.body.textContent).not.toContain(GOOD_KEY);
    const values = [...document.querySelectorAll('input')].map((input) => input.value);
    expect(values).not.toContain(GOOD_KEY);
  });

  it('asks a key changed after the check to be checked again', async () => {
    renderMailchimp();
    const user = userEvent.setup();
    const key = await keyField();
    await user.type(key, GOOD_KEY);
    await user.click(screen.getByRole('button', { name: 'Sjekk nøkkelen' }));
    await screen.findByRole('button', { name: 'Koble til' });
    await user.type(key, 'x');
    expect(screen.queryByRole('button', { name: 'Koble til' })).toBeNull();
  });

  it('asks Trustpilot for its secret and business unit, and Rule for tags instead of a list', async () => {
    const { calls } = renderApps('apps/trustpilot', {
      'GET /api/apps/trustpilot': { body: { data: notConnected('trustpilot') } },
      'POST /api/apps/trustpilot/check': { body: { data: { account_name: 'Demo Sko AS', lists: [] } } },
    });
    const user = userEvent.setup();
    await user.type(await keyField(), 'tp-key');
    const secret = screen.getByLabelText(/^API-hemmelighet/);
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAccessibleDescription(/applikasjonen du laget/);
    const unit = screen.getByRole('textbox', { name: /Business unit-ID/ });
    await user.type(secret, 'tp-secret');
    await user.click(screen.getByRole('button', { name: 'Sjekk nøkkelen' }));
    expect(await screen.findByText('Feltet må fylles ut.')).toBeVisible();
    await user.type(unit, 'bu-1');
    await user.click(screen.getByRole('button', { name: 'Sjekk nøkkelen' }));
    expect(await screen.findByText(/Kontoen i Trustpilot heter «Demo Sko AS»/)).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/check'))?.body).toEqual({
      credentials: { api_key: 'tp-key', api_secret: 'tp-secret', business_unit_id: 'bu-1' },
    });
    expect(screen.queryByRole('combobox', { name: 'Liste' })).toBeNull();
  });

  it('connects Rule with the tags typed after the check', async () => {
    const { calls } = renderApps('apps/rule', {
      'GET /api/apps/rule': { body: { data: notConnected('rule') } },
      'GET /api/apps': { body: { data: [] } },
      'POST /api/apps/rule/check': { body: { data: { account_name: null, lists: [] } } },
      'PUT /api/apps/rule': { body: { data: connected('rule') } },
    });
    const user = userEvent.setup();
    await user.type(await keyField(), 'rule-key');
    await user.click(screen.getByRole('button', { name: 'Sjekk nøkkelen' }));
    expect(await screen.findByText('Nøkkelen virker.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Liste' })).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Tagger' }), 'Nettbutikk{Enter}');
    await user.click(screen.getByRole('button', { name: 'Koble til' }));
    await screen.findByText('Rule er koblet til.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      credentials: { api_key: 'rule-key' },
      settings: { list_id: null, tags: ['Butikkpanel', 'Nettbutikk'] },
    });
  });
});
