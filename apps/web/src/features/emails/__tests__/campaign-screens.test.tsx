import type { Campaign } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinClock } from '@/test/clock';
import {
  type Call,
  callsTo,
  campaign,
  draft,
  figures,
  type Handlers,
  invalid,
  refused,
  renderEmails,
  SLOW,
  segment,
  templateSummary,
} from './emails-helpers';

// 00:30 on 29 March 2026 in Oslo, still the 28th in UTC: the schedule's day must start on the 29th.
pinClock();

afterEach(() => {
  vi.unstubAllEnvs();
});

/** What the draft form and its send panel ask for besides the campaign. */
const formData: Handlers = {
  'GET /api/emails/templates': { body: { data: [templateSummary()] } },
  'GET /api/audience/segments': { body: { data: [segment()] } },
};

/**
 * A campaign's page whose campaign changes as the actions answer: each POST to …/{action} moves it to
 * the state the server would, and the page's next GET shows it.
 */
function renderCampaign(start: Campaign, extra: Handlers = {}) {
  let current = start;
  const base = `/api/emails/campaigns/${start.id}`;
  const moveTo =
    (status: Campaign['status'], more: Partial<Campaign> = {}) =>
    () => {
      current = { ...current, status, ...more };
      return { body: { data: current } };
    };
  return renderEmails(`emails/campaigns/${start.id}`, {
    ...formData,
    [`GET ${base}`]: () => ({ body: { data: current } }),
    [`GET ${base}/audience`]: { body: { data: { count: 3, reachable: 2 } } },
    // Two days with figures and a quiet one between them.
    [`GET ${base}/daily`]: {
      body: {
        data: [
          {
            day: '2026-03-20',
            sent: 200,
            opened: 80,
            clicked: 20,
            unsubscribed: 2,
            orders: 8,
            revenue: 9990.5,
          },
          { day: '2026-03-22', sent: 0, opened: 19, clicked: 5, unsubscribed: 0, orders: 3, revenue: 3000 },
        ],
      },
    },
    [`POST ${base}/send`]: moveTo('sending', {
      started_at: '2026-03-28T23:31:00.000Z',
      figures: figures({ recipients: 2 }),
    }),
    [`POST ${base}/pause`]: moveTo('paused'),
    [`POST ${base}/resume`]: moveTo('sending'),
    [`POST ${base}/cancel`]: moveTo('cancelled'),
    [`POST ${base}/unschedule`]: moveTo('draft', { scheduled_at: null }),
    [`POST ${base}/schedule`]: (call) =>
      moveTo('scheduled', { scheduled_at: (call.body as { at: string }).at })(),
    'GET /api/emails/campaigns': () => ({ body: { data: [current] } }),
    ...extra,
  });
}

/** One card of a figure list, by its label: the label, the value and the note under it. */
const figure = (list: HTMLElement, label: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('p')?.textContent === label);

const posted = (calls: Call[], path: string) => callsTo(calls, 'POST', path);

describe('emails/campaigns', { timeout: 30_000 }, () => {
  it('lists the campaigns with status, shares of those sent to and revenue in kr', async () => {
    renderEmails('emails/campaigns', {
      'GET /api/emails/campaigns': {
        body: {
          data: [
            campaign(),
            draft({ id: 5, name: 'Påskesalg' }),
            draft({
              id: 6,
              name: 'Black Friday',
              status: 'scheduled',
              scheduled_at: '2026-11-27T07:00:00.000Z',
            }),
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Kampanjer' }, SLOW);
    const sent = within(table).getByRole('row', { name: /Vårsalg/ });
    expect(within(sent).getByRole('link', { name: 'Vårsalg' })).toHaveAttribute(
      'href',
      '/7/emails/campaigns/4',
    );
    expect(within(sent).getByText('Sendt')).toBeVisible();
    // Started 07:00 UTC on 21 March: 08:00 in Oslo.
    expect(sent).toHaveTextContent('21.03.2026, 08:00');
    // 99 and 25 opened and clicked of 200 sent.
    expect(sent).toHaveTextContent('49,5 %');
    expect(sent).toHaveTextContent('12,5 %');
    expect(sent).toHaveTextContent('12 990,50 kr');

    const unsent = within(table).getByRole('row', { name: /Påskesalg/ });
    expect(within(unsent).getByText('Utkast')).toBeVisible();
    // Nothing sent: no share to show, and no zero per cent that reads as a failure.
    expect(unsent).not.toHaveTextContent('%');
    expect(unsent).toHaveTextContent('0,00 kr');

    const planned = within(table).getByRole('row', { name: /Black Friday/ });
    expect(within(planned).getByText('Planlagt')).toBeVisible();
    expect(planned).toHaveTextContent('27.11.2026, 08:00');
    expect(screen.getByRole('link', { name: 'Ny kampanje' })).toHaveAttribute(
      'href',
      '/7/emails/campaigns/new',
    );
  });

  it('explains campaigns when there are none', async () => {
    renderEmails('emails/campaigns', { 'GET /api/emails/campaigns': { body: { data: [] } } });
    expect(await screen.findByText('Ingen kampanjer ennå', undefined, SLOW)).toBeVisible();
  });
});

describe('emails/campaigns/new', { timeout: 30_000 }, () => {
  it('offers marketing templates only, and asks for the code source on its field when the mail shows a code', async () => {
    const required =
      'E-posten viser en rabattkode. Velg hvor koden kommer fra: en fast rabattkode eller en mal for unike koder.';
    const { calls } = renderEmails('emails/campaigns/new', {
      'GET /api/emails/templates': {
        body: {
          data: [
            templateSummary({ id: 1, name: 'Velkomstkode', needs_discount_code: true }),
            templateSummary({
              id: 2,
              name: 'Ordrebekreftelse',
              type: 'ORDER_CONFIRMATION',
              transactional: true,
            }),
          ],
        },
      },
      'GET /api/audience/segments': { body: { data: [segment()] } },
      'GET /api/emails/discount-sources': {
        body: { data: [{ id: 9, name: 'Velkomst', code: 'VELKOMST', unique: true }] },
      },
      'POST /api/emails/campaigns': (call) =>
        (call.body as { discount_id: number | null }).discount_id === null
          ? invalid({ discount_id: required })
          : { status: 201, body: { data: draft({ id: 5, name: 'Velkommen' }) } },
      'GET /api/emails/campaigns/5': { body: { data: draft({ id: 5, name: 'Velkommen' }) } },
      'GET /api/emails/campaigns/5/audience': { body: { data: { count: 3, reachable: 2 } } },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ny kampanje' }, SLOW)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Navn/ }), 'Velkommen');
    await user.click(screen.getByRole('combobox', { name: /Mal/ }));
    expect(await screen.findByRole('option', { name: 'Velkomstkode' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Ordrebekreftelse' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Velkomstkode' }));
    const source = await screen.findByRole('combobox', { name: 'Rabattkode i e-posten' });
    expect(source).toHaveAccessibleDescription('Malen viser en rabattkode: velg hvor koden kommer fra.');
    await user.click(screen.getByRole('button', { name: 'Lagre utkast' }));
    await waitFor(() => expect(source).toHaveAccessibleDescription(required));
    await user.click(source);
    await user.click(await screen.findByRole('option', { name: 'Velkomst: unik kode til hver mottaker' }));
    await user.click(screen.getByRole('button', { name: 'Lagre utkast' }));
    await waitFor(() =>
      expect(posted(calls, '/api/emails/campaigns')[1]?.body).toMatchObject({
        template_id: 1,
        discount_id: 9,
      }),
    );
  });

  it("shows the server's messages under the fields, then saves the draft to everyone and opens it", async () => {
    const { calls, router } = renderEmails('emails/campaigns/new', {
      ...formData,
      'POST /api/emails/campaigns': (call) => {
        const body = call.body as { name: string; template_id?: number; segment_id: number | null };
        if (body.name === '' || body.template_id === undefined)
          return invalid({
            ...(body.name === '' ? { name: 'Kampanjen må ha et navn.' } : {}),
            ...(body.template_id === undefined ? { template_id: 'Velg en mal.' } : {}),
          });
        if (body.segment_id !== null) return invalid({ segment_id: 'Segmentet finnes ikke lenger.' });
        return { status: 201, body: { data: draft({ id: 5, name: body.name }) } };
      },
      'GET /api/emails/campaigns/5': { body: { data: draft({ id: 5, name: 'Påskesalg' }) } },
      'GET /api/emails/campaigns/5/audience': { body: { data: { count: 3, reachable: 2 } } },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ny kampanje' }, SLOW)).toBeVisible();
    const name = screen.getByRole('textbox', { name: /Navn/ });
    const template = screen.getByRole('combobox', { name: /Mal/ });
    const audience = screen.getByRole('combobox', { name: 'Mottakere' });
    expect(audience).toHaveTextContent('Alle som kan nås');

    await user.click(screen.getByRole('button', { name: 'Lagre utkast' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Kampanjen må ha et navn.'));
    expect(template).toHaveAccessibleDescription('Velg en mal.');
    // The messages are at their fields; the summary is not repeated above the button.
    expect(screen.queryByRole('alert')).toBeNull();
    // A template not chosen goes as missing, so the server names it.
    expect(posted(calls, '/api/emails/campaigns')[0]?.body).toEqual({
      name: '',
      segment_id: null,
      subject: '',
      preview_text: '',
      discount_id: null,
    });

    await user.type(name, 'Påskesalg');
    expect(name).not.toHaveAccessibleDescription('Kampanjen må ha et navn.');
    await user.click(template);
    await user.click(await screen.findByRole('option', { name: 'Nyhetsbrev mars' }));
    expect(screen.getByText('Tomt: malens emne, «Nytt i mars».')).toBeVisible();
    await user.click(audience);
    await user.click(await screen.findByRole('option', { name: 'Storkunder (31 kan nås)' }));
    await user.click(screen.getByRole('button', { name: 'Lagre utkast' }));
    await waitFor(() => expect(audience).toHaveAccessibleDescription('Segmentet finnes ikke lenger.'));
    expect(posted(calls, '/api/emails/campaigns')[1]?.body).toMatchObject({ template_id: 1, segment_id: 3 });

    await user.click(audience);
    await user.click(await screen.findByRole('option', { name: 'Alle som kan nås' }));
    await user.type(screen.getByRole('textbox', { name: 'Emne' }), 'Påske!');
    await user.click(screen.getByRole('button', { name: 'Lagre utkast' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/emails/campaigns/5'));
    expect(posted(calls, '/api/emails/campaigns')[2]?.body).toEqual({
      name: 'Påskesalg',
      template_id: 1,
      segment_id: null,
      subject: 'Påske!',
      preview_text: '',
      discount_id: null,
    });
    expect(await screen.findByText('Utkastet er lagret.')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Påskesalg' })).toBeVisible();
  });
});

describe('emails/campaigns/{id}', { timeout: 30_000 }, () => {
  it("sends a test to one of the account's addresses, with the day's count beside the button", async () => {
    let used = 3;
    const recipients = () => ({
      body: {
        data: {
          used,
          limit: 50,
          day: '2026-03-21',
          addresses: [
            { address: 'eier@demo.no', kind: 'user' },
            { address: 'eva@demo.no', kind: 'verified' },
            { address: 'ny@demo.no', kind: 'pending' },
          ],
        },
      },
    });
    const { calls } = renderCampaign(draft(), {
      'GET /api/emails/test-recipients': recipients,
      'POST /api/emails/test-recipients': () => ({ status: 202, ...recipients() }),
      'POST /api/emails/campaigns/4/test-send': (call) => {
        const { to } = call.body as { to: string };
        if (to === 'eier@demo.no') {
          return {
            status: 422,
            body: {
              error: {
                code: 'test_recipient_not_allowed',
                message:
                  'Testutsendelser kan bare gå til kontoens brukere og adresser kontoen har bekreftet.',
                fields: { to: 'Adressen er ikke bekreftet for kontoen.' },
              },
            },
          };
        }
        used += 1;
        return { body: { data: { id: 'outbox-1', to } } };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vårsalg' }, SLOW)).toBeVisible();
    expect(await screen.findByText('Når 2 av 3 kontakter nå.')).toBeVisible();

    const form = screen.getByRole('form', { name: 'Send test' });
    const send = within(form).getByRole('button', { name: 'Send test' });
    expect(await within(form).findByText('3 av 50 testutsendelser i dag')).toBeVisible();
    expect(send).toHaveAccessibleDescription('3 av 50 testutsendelser i dag');
    const to = within(form).getByRole('combobox', { name: 'Send test til' });
    expect(to).toHaveTextContent('eier@demo.no');
    // The server's refusal shows under the field.
    await user.click(send);
    expect(await within(form).findByText('Adressen er ikke bekreftet for kontoen.')).toBeVisible();

    // A pending address is told, not offered.
    expect(screen.getByText('Venter på bekreftelse: ny@demo.no')).toBeVisible();
    await user.click(to);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['eier@demo.no', 'eva@demo.no']);
    await user.click(screen.getByRole('option', { name: 'eva@demo.no' }));
    await user.click(send);
    expect(await screen.findByText('Testen er sendt til eva@demo.no.')).toBeVisible();
    expect(await within(form).findByText('4 av 50 testutsendelser i dag')).toBeVisible();
    expect(posted(calls, '/api/emails/campaigns/4/test-send').map((call) => call.body)).toEqual([
      { to: 'eier@demo.no' },
      { to: 'eva@demo.no' },
    ]);
    // A test does not send the campaign.
    expect(posted(calls, '/api/emails/campaigns/4/send')).toHaveLength(0);

    // A new address gets a verification link.
    await user.click(screen.getByRole('button', { name: 'Legg til mottaker' }));
    await user.type(screen.getByRole('textbox', { name: 'Ny mottakeradresse' }), 'Kari@Demo.no');
    await user.click(screen.getByRole('button', { name: 'Send bekreftelseslenke' }));
    expect(await screen.findByText('Vi har sendt en bekreftelseslenke til kari@demo.no.')).toBeVisible();
    expect(posted(calls, '/api/emails/test-recipients').map((call) => call.body)).toEqual([
      { address: 'Kari@Demo.no' },
    ]);
  });

  it('asks before sending now, with the number it goes to, and then shows the sending campaign', async () => {
    const { calls } = renderCampaign(draft());
    const user = userEvent.setup();
    await screen.findByText('Når 2 av 3 kontakter nå.', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Send nå' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sende kampanjen nå?' });
    expect(dialog).toHaveTextContent(
      'Kampanjen sendes til 2 mottakere. Det kan ikke angres, men du kan sette den på pause.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(calls, '/api/emails/campaigns/4/send')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send nå' }));
    dialog = await screen.findByRole('dialog', { name: 'Sende kampanjen nå?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send nå' }));
    expect(await screen.findByText('Kampanjen sendes.')).toBeVisible();
    expect(posted(calls, '/api/emails/campaigns/4/send')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Sett på pause' })).toBeVisible();
    expect(screen.getByText('Sendes', { selector: '.MuiChip-label' })).toBeVisible();
    // A campaign on its way is no longer a form.
    expect(screen.queryByRole('button', { name: 'Send nå' })).toBeNull();
  });

  it("keeps the send dialog open with the server's reason when sending is refused", async () => {
    renderCampaign(draft(), {
      'POST /api/emails/campaigns/4/send': refused(
        409,
        'campaign_template_empty',
        'Malen er tom. Lag innholdet i malbyggeren først.',
      ),
    });
    const user = userEvent.setup();
    await screen.findByText('Når 2 av 3 kontakter nå.', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Send nå' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sende kampanjen nå?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send nå' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Malen er tom. Lag innholdet i malbyggeren først.',
    );
    expect(screen.queryByText('Kampanjen sendes.')).toBeNull();
  });

  it('offers neither sending nor scheduling when nobody can get the campaign', async () => {
    renderCampaign(draft(), {
      'GET /api/emails/campaigns/4/audience': { body: { data: { count: 3, reachable: 0 } } },
    });
    expect(await screen.findByText('Når 0 av 3 kontakter nå.', undefined, SLOW)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send nå' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Planlegg' })).toBeDisabled();
  });

  it('schedules at a Norwegian wall-clock time, whatever zone the machine is in', async () => {
    // Far from Oslo: a schedule read in the machine's zone would be off by half a day.
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(new Date(2026, 10, 26, 8).getTimezoneOffset()).toBe(-14 * 60);
    const { calls } = renderCampaign(draft());
    const user = userEvent.setup();
    const schedule = await screen.findByRole('form', { name: 'Planlegg sending' }, SLOW);
    const at = within(schedule).getByRole('textbox', { name: 'Tidspunkt' });
    // Today at 08:00 in Oslo, though it is still yesterday in UTC; written the Norwegian way.
    expect(at).toHaveValue('29.03.2026 08:00');
    expect(at).toHaveAccessibleDescription(/Norsk tid/);
    await screen.findByText('Når 2 av 3 kontakter nå.');

    // 02:30 does not exist in Norway that night: the clocks go from 02:00 to 03:00.
    await user.clear(at);
    await user.type(at, '29.03.2026 02:30');
    await user.click(within(schedule).getByRole('button', { name: 'Planlegg' }));
    expect(await within(schedule).findByText(/finnes ikke/)).toBeVisible();
    expect(posted(calls, '/api/emails/campaigns/4/schedule')).toHaveLength(0);

    await user.clear(at);
    await user.type(at, '26.11.2026 08:00');
    await user.click(within(schedule).getByRole('button', { name: 'Planlegg' }));
    expect(await screen.findByText('Kampanjen er planlagt.')).toBeVisible();
    // 08:00 in Oslo's winter time is 07:00 UTC.
    expect(posted(calls, '/api/emails/campaigns/4/schedule').map((call) => call.body)).toEqual([
      { at: '2026-11-26T07:00:00.000Z' },
    ]);
    expect(await screen.findByText('Sendes 26.11.2026, 08:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gjør om til utkast' })).toBeVisible();
  });

  it('makes a scheduled campaign a draft again', async () => {
    const { calls } = renderCampaign(
      draft({ status: 'scheduled', scheduled_at: '2026-11-26T07:00:00.000Z' }),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Sendes 26.11.2026, 08:00', undefined, SLOW)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Gjør om til utkast' }));
    expect(await screen.findByText('Kampanjen er et utkast igjen.')).toBeVisible();
    expect(posted(calls, '/api/emails/campaigns/4/unschedule')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Send nå' })).toBeVisible();
  });

  it('shows a sending campaign’s progress and pauses it', async () => {
    const sending = campaign({
      status: 'sending',
      finished_at: null,
      figures: figures({ recipients: 1000, sent: 400, failed: 10, opened: 120, clicked: 30 }),
    });
    const { calls } = renderCampaign(sending);
    const user = userEvent.setup();
    expect(await screen.findByText('410 av 1 000 sendt', undefined, SLOW)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Sendt så langt' })).toHaveAttribute(
      'aria-valuenow',
      '41',
    );
    expect(screen.getByText('Startet 21.03.2026, 08:00')).toBeVisible();
    const reach = screen.getByRole('list', { name: 'Utsending' });
    // 120 of the 400 sent opened it.
    expect(figure(reach, 'Åpnet')).toHaveTextContent(/^Åpnet12030 %$/);

    await user.click(screen.getByRole('button', { name: 'Sett på pause' }));
    expect(await screen.findByText('Kampanjen er satt på pause.')).toBeVisible();
    expect(posted(calls, '/api/emails/campaigns/4/pause')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Fortsett sendingen' })).toBeVisible();
    expect(screen.getByText('På pause', { selector: '.MuiChip-label' })).toBeVisible();
  });

  it('tells why a pause was refused, as the server wrote it', async () => {
    renderCampaign(campaign({ status: 'sending', finished_at: null }), {
      'POST /api/emails/campaigns/4/pause': refused(
        409,
        'campaign_not_sending',
        'Kampanjen er alt ferdig sendt.',
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sett på pause' }, SLOW));
    expect(await screen.findByText('Kampanjen er alt ferdig sendt.')).toBeVisible();
  });

  it('resumes a paused campaign', async () => {
    const { calls } = renderCampaign(campaign({ status: 'paused', finished_at: null }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fortsett sendingen' }, SLOW));
    expect(await screen.findByText('Sendingen fortsetter.')).toBeVisible();
    expect(posted(calls, '/api/emails/campaigns/4/resume')).toHaveLength(1);
    expect(posted(calls, '/api/emails/campaigns/4/cancel')).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Sett på pause' })).toBeVisible();
  });

  it('asks before cancelling a paused campaign, and keeps it when the user regrets', async () => {
    const { calls } = renderCampaign(campaign({ status: 'paused', finished_at: null }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Avbryt kampanjen' }, SLOW));
    let dialog = await screen.findByRole('dialog', { name: 'Avbryte kampanjen?' });
    expect(dialog).toHaveTextContent('Ingen flere får kampanjen. De som alt har fått den, telles fortsatt.');
    await user.click(within(dialog).getByRole('button', { name: 'Behold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(calls, '/api/emails/campaigns/4/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Avbryt kampanjen' }));
    dialog = await screen.findByRole('dialog', { name: 'Avbryte kampanjen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt kampanjen' }));
    expect(await screen.findByText('Kampanjen er avbrutt.')).toBeVisible();
    expect(posted(calls, '/api/emails/campaigns/4/cancel')).toHaveLength(1);
    expect(await screen.findByText('Avbrutt', { selector: '.MuiChip-label' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fortsett sendingen' })).toBeNull());
  });

  it("shows a sent campaign's figures: shares of those sent to, orders and revenue", async () => {
    renderCampaign(campaign());
    const reach = await screen.findByRole('list', { name: 'Utsending' }, SLOW);
    expect(figure(reach, 'Mottakere')).toHaveTextContent(/^Mottakere200$/);
    expect(figure(reach, 'Åpnet')).toHaveTextContent(/^Åpnet9949,5 %$/);
    expect(figure(reach, 'Klikket')).toHaveTextContent(/^Klikket2512,5 %$/);
    const results = screen.getByRole('list', { name: 'Resultat' });
    expect(figure(results, 'Meldte seg av')).toHaveTextContent(/^Meldte seg av2$/);
    expect(figure(results, 'Ordrer')).toHaveTextContent(/^Ordrer11Innen 5 dager etter et klikk$/);
    expect(figure(results, 'Omsetning')).toHaveTextContent(/^Omsetning12 990,50 kr$/);
    // Over time, per Oslo day, the quiet day at zero; the same figures as a table.
    const table = await screen.findByRole('table', { name: 'Tallene per dag' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DagSendtÅpnetKlikketMeldte seg avOrdrerOmsetning',
      '22. mars 20260195033\u00a0000,00\u00a0kr',
      '21. mars 2026000000,00\u00a0kr',
      '20. mars 20262008020289\u00a0990,50\u00a0kr',
    ]);
    // Done: nothing to do with it any more.
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: /pause|Avbryt|Slett/ })).toBeNull();
  });

  it('deletes a draft after asking, and goes back to the list', async () => {
    const { calls, router } = renderCampaign(draft(), {
      'DELETE /api/emails/campaigns/4': { status: 204 },
      'GET /api/emails/campaigns': { body: { data: [] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slett' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Slette utkastet?' });
    expect(dialog).toHaveTextContent('«Vårsalg» slettes.');
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/emails/campaigns'));
    expect(await screen.findByText('Utkastet er slettet.')).toBeVisible();
    expect(callsTo(calls, 'DELETE', '/api/emails/campaigns/4')).toHaveLength(1);
  });
});
