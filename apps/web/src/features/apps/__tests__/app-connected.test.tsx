import type { AppDetail, AppService } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connected, health, notConnected, renderApps, SLOW, STAMP } from './apps-helpers';

const mailchimp = connected('mailchimp', {
  health: health({ queued: 3, pending: 1, retrying: 2, failed: 4, last_error: 'Invalid Resource: kari@' }),
  lists: [
    { id: 'l1', name: 'Alle kunder' },
    { id: 'l2', name: 'Nyhetsbrev' },
  ],
  settings: {
    list_id: 'l1',
    tags: ['Butikkpanel'],
    sources: ['checkout', 'club', 'popup', 'import', 'panel'],
    segment_ids: [],
    read_back_unsubscribes: true,
  },
  segments: [
    { id: 4, name: 'Faste kunder' },
    { id: 9, name: 'Oslo' },
  ],
  deliveries: [
    {
      id: 1,
      kind: 'subscribe',
      subject: 'kari@example.no',
      state: 'sent',
      attempts: 1,
      error: null,
      created_at: STAMP,
      updated_at: STAMP,
    },
    {
      id: 2,
      kind: 'unsubscribe',
      subject: 'ola@example.no',
      state: 'failed',
      attempts: 8,
      error: 'Tjenesten svarte 400: Invalid Resource',
      created_at: STAMP,
      updated_at: STAMP,
    },
  ],
});

/** A connected app whose page follows what the endpoints did: status, settings and disconnect. */
function renderConnected(start: AppDetail) {
  let detail = start;
  const service: AppService = start.service;
  const path = `/api/apps/${service}`;
  return renderApps(`apps/${service}`, {
    'GET /api/apps': { body: { data: [] } },
    [`GET ${path}`]: () => ({ body: { data: detail } }),
    [`PUT ${path}/status`]: (call) => {
      detail = { ...detail, status: (call.body as { status: 'active' | 'paused' }).status };
      return { body: { data: detail } };
    },
    [`PUT ${path}/settings`]: (call) => {
      detail = { ...detail, settings: (call.body as { settings: Record<string, unknown> }).settings };
      return { body: { data: detail } };
    },
    [`POST ${path}/check`]: { body: { data: { account_name: 'Demo Sko', lists: detail.lists } } },
    [`PUT ${path}`]: () => {
      detail = { ...detail, key_hint: '••••ny01' };
      return { body: { data: detail } };
    },
    [`DELETE ${path}`]: () => {
      detail = notConnected(service);
      return { status: 204 };
    },
    [`GET ${path}/reviews.csv`]: {
      text: 'dato;stjerner\n2026-03-01;5\n',
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="anmeldelser-${service}.csv"`,
      },
    },
  });
}

describe('/apps/{service}, connected', { timeout: 30_000 }, () => {
  it('shows the health figures, the deliveries in words and the key only as its hint', async () => {
    renderConnected(mailchimp);
    const healthPanel = await screen.findByRole('region', { name: 'Status for sendingen' }, SLOW);
    const fact = (label: string) => within(healthPanel).getByText(label).nextElementSibling;
    expect(fact('Sist synkronisert')).toHaveTextContent(/^20\.03\.2026,? 11:00$/);
    expect(fact('I kø')).toHaveTextContent('3');
    expect(fact('Venter')).toHaveTextContent('1sendt, venter på bekreftelse fra tjenesten');
    expect(fact('Prøver igjen')).toHaveTextContent('2');
    expect(fact('Feilet')).toHaveTextContent('4');
    expect(within(healthPanel).getByText('Siste feil: Invalid Resource: kari@')).toBeVisible();

    const connection = screen.getByRole('region', { name: 'Tilkobling' });
    expect(within(connection).getByText('••••abcd')).toBeVisible();
    expect(within(connection).getByText('Demo Sko')).toBeVisible();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.getByText('Tilkoblet')).toBeVisible();

    const table = screen.getByRole('table', { name: 'Siste sendinger' });
    expect(within(table).getByRole('row', { name: /Påmelding kari@example\.no Sendt 1/ })).toBeVisible();
    expect(
      within(table).getByRole('row', { name: /Avmelding ola@example\.no Feilet 8 Tjenesten svarte 400/ }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Siste sendinger' })).toHaveAttribute('tabindex', '0');
  });

  it('re-opens an empty connect form for a new key, keeping the settings', async () => {
    const { calls } = renderConnected(mailchimp);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bytt nøkkel' }, SLOW));
    let form = screen.getByRole('region', { name: 'Bytt nøkkel for Mailchimp' });
    expect(within(form).getByLabelText(/^API-nøkkel/)).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Avbryt' }));
    expect(screen.getByRole('region', { name: 'Tilkobling' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Bytt nøkkel' }));
    form = screen.getByRole('region', { name: 'Bytt nøkkel for Mailchimp' });
    await user.type(within(form).getByLabelText(/^API-nøkkel/), 'ny-nokkel-ny01');
    await user.click(within(form).getByRole('button', { name: 'Sjekk nøkkelen' }));
    // The saved list stays chosen.
    expect(await within(form).findByRole('combobox', { name: 'Liste' })).toHaveTextContent('Alle kunder');
    await user.click(within(form).getByRole('button', { name: 'Bytt nøkkel' }));
    expect(await screen.findByText('Nøkkelen for Mailchimp er byttet.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      credentials: { api_key: 'ny-nokkel-ny01' },
      settings: mailchimp.settings,
    });
    expect(await screen.findByText('••••ny01')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Bytt nøkkel for Mailchimp' })).toBeNull();
  });

  it('pauses and starts again through the status endpoint', async () => {
    const { calls } = renderConnected(mailchimp);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sett på pause' }, SLOW));
    expect(await screen.findByText(/Mailchimp er satt på pause/)).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: '/api/apps/mailchimp/status' });
    expect(calls.at(-1)?.body).toEqual({ status: 'paused' });
    expect(screen.getByText('Pause')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start igjen' }));
    expect(await screen.findByText('Mailchimp er startet igjen.')).toBeVisible();
    expect(calls.filter((call) => call.path.endsWith('/status')).map((call) => call.body)).toEqual([
      { status: 'paused' },
      { status: 'active' },
    ]);
  });

  it('disconnects only after the confirmation, then shows the connect form', async () => {
    const { calls } = renderConnected(mailchimp);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Koble fra' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Koble fra Mailchimp?' });
    expect(dialog).toHaveAccessibleDescription(
      /Nøkkelen slettes, og alt som står i kø til Mailchimp, blir ikke sendt/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Koble fra' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Koble fra Mailchimp?' })).getByRole('button', {
        name: 'Koble fra',
      }),
    );
    expect(await screen.findByText('Mailchimp er koblet fra.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/apps/mailchimp',
    ]);
    expect(await screen.findByRole('region', { name: 'Koble til Mailchimp' })).toBeVisible();
    expect(screen.getByText('Ikke tilkoblet')).toBeVisible();
  });

  it('saves the newsletter settings: list, tags, sources, segments and read-back', async () => {
    const { calls } = renderConnected(mailchimp);
    const user = userEvent.setup();
    const settings = await screen.findByRole('region', { name: 'Innstillinger' }, SLOW);
    await user.click(within(settings).getByRole('combobox', { name: 'Liste' }));
    await user.click(await screen.findByRole('option', { name: 'Nyhetsbrev' }));
    await user.type(within(settings).getByRole('combobox', { name: 'Tagger' }), 'Sko{Enter}');
    await user.click(within(settings).getByRole('checkbox', { name: 'Import' }));
    await user.click(within(settings).getByRole('combobox', { name: 'Segmenter' }));
    await user.click(await screen.findByRole('option', { name: 'Oslo' }));
    await user.click(within(settings).getByRole('switch', { name: 'Hent avmeldinger fra tjenesten' }));
    await user.click(within(settings).getByRole('button', { name: 'Lagre innstillingene' }));
    expect(await screen.findByText('Innstillingene er lagret.')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/settings'))?.body).toEqual({
      settings: {
        list_id: 'l2',
        tags: ['Butikkpanel', 'Sko'],
        sources: ['checkout', 'club', 'popup', 'panel'],
        segment_ids: [9],
        read_back_unsubscribes: false,
      },
    });
  });

  it('saves review settings with the minimum total in øre', async () => {
    const { calls } = renderConnected(
      connected('trustpilot', {
        fields: { business_unit_id: 'bu-1' },
        settings: { delay_days: 7, min_total_ore: 29_900, review_of: 'shop' },
      }),
    );
    const user = userEvent.setup();
    const settings = await screen.findByRole('region', { name: 'Innstillinger' }, SLOW);
    expect(within(screen.getByRole('region', { name: 'Tilkobling' })).getByText('bu-1')).toBeVisible();
    const days = within(settings).getByRole('spinbutton', { name: 'Dager etter ordren' });
    const total = within(settings).getByRole('textbox', { name: 'Minste ordresum' });
    expect(total).toHaveValue('299');
    await user.clear(days);
    await user.type(days, '61');
    await user.clear(total);
    await user.type(total, '4x');
    await user.click(within(settings).getByRole('button', { name: 'Lagre innstillingene' }));
    expect(
      await within(settings).findByText('Beløpet må være et tall med høyst to desimaler.'),
    ).toBeVisible();
    expect(within(settings).getByText('Ugyldig verdi.')).toBeVisible();
    expect(calls.some((call) => call.path.endsWith('/settings'))).toBe(false);

    await user.clear(days);
    await user.type(days, '14');
    await user.clear(total);
    await user.type(total, '499,50');
    await user.click(within(settings).getByRole('radio', { name: 'Begge' }));
    await user.click(within(settings).getByRole('button', { name: 'Lagre innstillingene' }));
    expect(await screen.findByText('Innstillingene er lagret.')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/settings'))?.body).toEqual({
      settings: { delay_days: 14, min_total_ore: 49_950, review_of: 'both' },
    });
    expect(total).toHaveValue('499,50');
  });

  it('downloads the review export with the session, and says it covers six months', async () => {
    const { calls } = renderConnected(
      connected('judge-me', { fields: { shop_domain: 'demo.myshopify.com' } }),
    );
    const user = userEvent.setup();
    const created = vi.fn((_blob: Blob) => 'blob:reviews');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const button = await screen.findByRole('button', { name: 'Eksporter anmeldelser' }, SLOW);
    expect(button).toHaveAccessibleDescription(/siste 6 månedene/);
    await user.click(button);
    expect(await screen.findByText('anmeldelser-judge-me.csv er lastet ned.')).toBeVisible();
    const call = calls.find((entry) => entry.path === '/api/apps/judge-me/reviews.csv');
    expect(call?.headers.get('authorization')).toBe('Bearer stored-token');
    expect(call?.headers.get('authorized-account')).toBe('7');
    expect(created).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('shows a member the app and its settings without anything to change', async () => {
    renderConnected({ ...mailchimp, can_manage: false });
    const settings = await screen.findByRole('region', { name: 'Innstillinger' }, SLOW);
    expect(within(settings).getByRole('checkbox', { name: 'Import' })).toBeDisabled();
    expect(within(settings).getByRole('combobox', { name: 'Segmenter' })).toBeDisabled();
    expect(within(settings).queryByRole('button', { name: 'Lagre innstillingene' })).toBeNull();
    expect(within(settings).getByText('Bare eieren og stab kan endre appen. Du kan se den.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Koble fra' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sett på pause' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bytt nøkkel' })).toBeNull();
    expect(screen.getByText('••••abcd')).toBeVisible();
  });
});
