import type { Contact, ContactDetail } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import {
  type Call,
  callsTo,
  contact,
  contactDetail,
  contactMail,
  contactPage,
  type Handlers,
  invalid,
  refused,
  renderEmails,
  SLOW,
  STAMP,
} from './emails-helpers';

pinClock();

const people: Contact[] = [
  contact(),
  contact({
    id: 12,
    email: 'ola@example.no',
    name: null,
    consent: 'withdrawn',
    consent_source: 'unsubscribe',
    suppressed: 'unsubscribed',
    tags: [],
  }),
  contact({
    id: 13,
    email: 'per@example.no',
    name: 'Per Borte',
    consent_source: 'import',
    suppressed: 'hard_bounce',
    tags: ['nyhetsbrev', 'vip'],
  }),
  contact({
    id: 14,
    email: 'nina@example.no',
    name: 'Nina Ny',
    consent: 'pending',
    consent_source: 'popup',
    tags: [],
  }),
];

/** The server's filter, enough to tell what the list asked for. */
const answerList = (call: Call) => {
  const q = call.query.get('q') ?? '';
  const filter = call.query.get('filter') ?? 'all';
  const rows = people.filter(
    (person) =>
      (person.email.includes(q) || (person.name ?? '').toLowerCase().includes(q)) &&
      (filter === 'all' ||
        (filter === 'subscribed' && person.consent === 'given' && person.suppressed === null) ||
        (filter === 'suppressed' && person.suppressed !== null) ||
        (filter === 'not_subscribed' && person.consent !== 'given')),
  );
  return { body: contactPage(rows) };
};

/** A Blob's text (jsdom's Blob has no `text()`). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const listCalls = (calls: Call[]) => callsTo(calls, 'GET', '/api/audience/contacts');

function renderList(extra: Handlers = {}) {
  return renderEmails('emails/subscribers', { 'GET /api/audience/contacts': answerList, ...extra });
}

describe('emails/subscribers', { timeout: 30_000 }, () => {
  it('lists the contacts with their consent, suppression first, source and tags', async () => {
    const { calls } = renderList();
    const table = await screen.findByRole('table', { name: 'Kontakter' }, SLOW);
    const kari = within(table).getByRole('row', { name: /kari@example\.no/ });
    expect(within(kari).getByRole('link', { name: 'kari@example.no' })).toHaveAttribute(
      'href',
      '/7/emails/subscribers/11',
    );
    expect(kari).toHaveTextContent('Kari Nordmann');
    expect(within(kari).getByText('Abonnerer')).toBeVisible();
    expect(kari).toHaveTextContent('Kassen');
    expect(within(kari).getByText('vip')).toBeVisible();
    expect(kari).toHaveTextContent('20.03.2026, 11:00');

    const ola = within(table).getByRole('row', { name: /ola@example\.no/ });
    expect(ola).toHaveTextContent('Ukjent');
    expect(within(ola).getByText('Sperret: meldt av')).toBeVisible();
    expect(ola).toHaveTextContent('Avmeldingslenken');
    // Consent given, but the address bounced: no campaign reaches it, and the list says so.
    const per = within(table).getByRole('row', { name: /per@example\.no/ });
    expect(within(per).getByText('Sperret: adressen finnes ikke')).toBeVisible();
    expect(within(per).queryByText('Abonnerer')).toBeNull();
    const nina = within(table).getByRole('row', { name: /nina@example\.no/ });
    expect(within(nina).getByText('Venter på bekreftelse')).toBeVisible();
    expect(nina).toHaveTextContent('Popup');

    const first = listCalls(calls)[0];
    expect(first?.query.get('filter')).toBe('all');
    expect(first?.query.get('page')).toBe('1');
    expect(first?.query.has('q')).toBe(false);
  });

  it('asks the server for the chosen filter and the typed search, from the first page', async () => {
    const { calls } = renderList();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Kontakter' }, SLOW);
    const filters = screen.getByRole('group', { name: 'Vis' });
    await user.click(within(filters).getByRole('button', { name: 'Abonnerer' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('filter')).toBe('subscribed'));
    expect(within(filters).getByRole('button', { name: 'Abonnerer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = screen.getByRole('table', { name: 'Kontakter' });
    await waitFor(() => expect(within(table).queryByRole('row', { name: /nina@example\.no/ })).toBeNull());

    await user.type(screen.getByRole('searchbox', { name: 'Søk i e-post og navn' }), 'kari');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('q')).toBe('kari'));
    expect(listCalls(calls).at(-1)?.query.get('filter')).toBe('subscribed');
    expect(listCalls(calls).at(-1)?.query.get('page')).toBe('1');
    // The search waits for the typing to pause: no call for half a word.
    expect(listCalls(calls).some((call) => call.query.get('q') === 'ka')).toBe(false);

    await user.click(within(filters).getByRole('button', { name: 'Sperret' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('filter')).toBe('suppressed'));
    expect(await screen.findByText('Ingen kontakter passer')).toBeVisible();
  });

  it('imports a CSV with the chosen consent source and lists the rows that stopped it', async () => {
    const { calls } = renderList({
      'POST /api/audience/contacts/import': {
        body: {
          data: {
            imported: 0,
            created: 0,
            updated: 0,
            errors: [
              { row: 3, message: 'Ugyldig e-postadresse.' },
              { row: 7, message: 'Samtykket må være ja eller nei.' },
            ],
          },
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Kontakter' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Importer CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer CSV' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Hvor samtykket kom fra' }));
    await user.click(await screen.findByRole('option', { name: 'Popup' }));
    const csv = 'e-post,navn,merker,samtykke\nkari@example.no,Kari,vip,ja\nikke-epost,Ola,,ja\n';
    await user.upload(
      within(dialog).getByLabelText('Velg CSV-fil'),
      new File([csv], 'kunder.csv', { type: 'text/csv' }),
    );

    expect(await within(dialog).findByText('Ingenting er lagret: 2 rader er feil.')).toBeVisible();
    const rows = within(dialog).getByRole('list', { name: 'Rader med feil' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rad 3: Ugyldig e-postadresse.', 'Rad 7: Samtykket må være ja eller nei.']);
    const [upload] = callsTo(calls, 'POST', '/api/audience/contacts/import');
    expect(upload?.query.get('source')).toBe('popup');
    expect(upload?.headers.get('content-type')).toBe('text/csv');
    expect(await textOf(upload?.raw as Blob)).toBe(csv);
  });

  it('says how many were imported from the default source, and shows them in the list', async () => {
    let imported = false;
    const { calls } = renderList({
      'GET /api/audience/contacts': (call) =>
        imported ? answerList(call) : { body: contactPage(people.slice(0, 1)) },
      'POST /api/audience/contacts/import': () => {
        imported = true;
        return { body: { data: { imported: 3, created: 2, updated: 1, errors: [] } } };
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Kontakter' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Importer CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer CSV' });
    await user.upload(
      within(dialog).getByLabelText('Velg CSV-fil'),
      new File(['e-post\na@b.no\n'], 'kunder.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '3 kontakter importert: 2 nye, 1 oppdatert.',
    );
    expect(callsTo(calls, 'POST', '/api/audience/contacts/import')[0]?.query.get('source')).toBe('import');
    await user.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Kontakter' });
    expect(await within(table).findByRole('row', { name: /nina@example\.no/ })).toBeVisible();
  });

  it("shows the server's refusal of the whole file in the dialog", async () => {
    renderList({
      'POST /api/audience/contacts/import': refused(
        422,
        'import_too_large',
        'Filen har mer enn 50 000 rader.',
      ),
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Kontakter' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Importer CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer CSV' });
    await user.upload(
      within(dialog).getByLabelText('Velg CSV-fil'),
      new File(['e-post\n'], 'kunder.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Filen har mer enn 50 000 rader.');
  });

  it("adds a contact, with the server's message under the address, and opens the new contact", async () => {
    const { calls, router } = renderList({
      'POST /api/audience/contacts': (call) => {
        const body = call.body as { email: string; name: string | null; subscribed: boolean };
        if (!body.email.includes('.')) return invalid({ email: 'Ugyldig e-postadresse.' });
        return {
          status: 201,
          body: { data: contact({ id: 15, ...body, consent: 'none', consent_source: null }) },
        };
      },
      'GET /api/audience/contacts/15': {
        body: { data: contactDetail({ id: 15, email: 'siri@example.no', name: null, history: [] }) },
      },
      'GET /api/emails/contacts/15/mails': { body: { data: [] } },
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Kontakter' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Legg til abonnent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Legg til abonnent' });
    const email = within(dialog).getByRole('textbox', { name: /E-post/ });
    await user.type(email, 'siri@example');
    await user.click(within(dialog).getByRole('button', { name: 'Legg til' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ugyldig e-postadresse.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.type(email, '.no');
    // Typed in the panel without asking: no consent.
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Har sagt ja til e-post med markedsføring' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Legg til' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/emails/subscribers/15'));
    expect(await screen.findByText('Kontakten er lagt til.')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/audience/contacts').map((call) => call.body)).toEqual([
      { email: 'siri@example', name: null, subscribed: true },
      { email: 'siri@example.no', name: null, subscribed: false },
    ]);
  });
});

/** A fact of a facts section: the value under its label. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

function renderContact(start: ContactDetail, extra: Handlers = {}) {
  let current = start;
  return renderEmails(`emails/subscribers/${start.id}`, {
    [`GET /api/audience/contacts/${start.id}`]: () => ({ body: { data: current } }),
    [`PATCH /api/audience/contacts/${start.id}`]: (call) => {
      const body = call.body as { subscribed?: boolean; tags?: string[] };
      if (body.tags?.some((tag) => tag.length > 40))
        return invalid({ tags: 'Et merke kan ha høyst 40 tegn.' });
      current = {
        ...current,
        ...(body.tags ? { tags: body.tags.map((tag) => tag.toLowerCase()).sort() } : {}),
        ...(body.subscribed === undefined
          ? {}
          : { consent: body.subscribed ? 'given' : 'withdrawn', consent_source: 'panel' }),
      };
      return { body: { data: current } };
    },
    [`GET /api/emails/contacts/${start.id}/mails`]: {
      body: {
        data: [
          contactMail(),
          contactMail({
            campaign_id: 2,
            campaign_name: 'Vintersalg',
            status: 'failed',
            sent_at: null,
            opened_at: null,
          }),
          contactMail({
            campaign_id: 1,
            campaign_name: 'Julebrev',
            sent_at: '2025-12-01T08:00:00.000Z',
            opened_at: '2025-12-01T09:00:00.000Z',
            clicked_at: '2025-12-01T09:01:00.000Z',
            unsubscribed_at: '2025-12-01T09:02:00.000Z',
          }),
        ],
      },
    },
    ...extra,
  });
}

const kari = contactDetail({
  history: [
    { state: 'given', source: 'popup', at: STAMP, ip: '203.0.113.5', user_agent: 'Testleser/1.0' },
    {
      state: 'withdrawn',
      source: 'unsubscribe',
      at: '2025-12-01T09:02:00.000Z',
      ip: null,
      user_agent: null,
    },
  ],
});

describe('emails/subscribers/{id}', { timeout: 30_000 }, () => {
  it('shows the consent and its history, what the contact bought in kr and the mails they got', async () => {
    renderContact(kari);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kari Nordmann' }, SLOW)).toBeVisible();
    expect(screen.getByText('kari@example.no')).toBeVisible();
    expect(fact('Samtykke')).toHaveTextContent('Abonnerer');
    expect(fact('Kilde')).toHaveTextContent('Kassen');
    expect(fact('Ordrer')).toHaveTextContent(/^3$/);
    expect(fact('Handlet for')).toHaveTextContent('12 990,50 kr');
    // 15:45 UTC on 27 March is 16:45 in Oslo.
    expect(fact('Siste ordre')).toHaveTextContent('27.03.2026, 16:45');

    const history = screen.getByRole('table', { name: 'Samtykkehistorikk' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('20.03.2026, 11:00');
    expect(rows[0]).toHaveTextContent('Abonnerer');
    expect(rows[0]).toHaveTextContent('Popup');
    // The evidence of a yes from the shop's side: where it came from.
    expect(rows[0]).toHaveTextContent('203.0.113.5, nettleser: Testleser/1.0');
    expect(rows[1]).toHaveTextContent('01.12.2025, 10:02');
    expect(rows[1]).toHaveTextContent('Avmeldt');
    expect(rows[1]).toHaveTextContent('Avmeldingslenken');

    const mails = await screen.findByRole('table', { name: 'E-poster mottatt' });
    const spring = within(mails).getByRole('row', { name: /Vårsalg/ });
    expect(spring).toHaveTextContent('21.03.2026, 08:00');
    expect(spring).toHaveTextContent('21.03.2026, 10:15');
    expect(spring).toHaveTextContent('Sendt');
    expect(within(mails).getByRole('row', { name: /Vintersalg/ })).toHaveTextContent('Kunne ikke leveres');
    // Unsubscribing from a mail says more than that it was sent.
    const christmas = within(mails).getByRole('row', { name: /Julebrev/ });
    expect(christmas).toHaveTextContent('Meldte seg av');
    expect(christmas).not.toHaveTextContent('Sendt');
  });

  it('unsubscribes the contact with the server, and can record the consent again', async () => {
    const { calls } = renderContact(kari);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Meld av' }, SLOW));
    expect(await screen.findByText('Kontakten er meldt av.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Registrer samtykke' })).toBeVisible();
    expect(fact('Samtykke')).toHaveTextContent('Avmeldt');
    expect(fact('Kilde')).toHaveTextContent('Panelet');

    await user.click(screen.getByRole('button', { name: 'Registrer samtykke' }));
    expect(await screen.findByText('Samtykket er registrert.')).toBeVisible();
    expect(callsTo(calls, 'PATCH', '/api/audience/contacts/11').map((call) => call.body)).toEqual([
      { subscribed: false },
      { subscribed: true },
    ]);
  });

  it('saves the tags as a list from the comma-separated field, with the server’s message under it', async () => {
    const { calls } = renderContact(kari);
    const user = userEvent.setup();
    const tags = await screen.findByRole('textbox', { name: 'Merker, skilt med komma' }, SLOW);
    expect(tags).toHaveValue('vip');
    await user.clear(tags);
    await user.type(tags, 'vip, Nyhetsbrev, , ');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Lagret.')).toBeVisible();
    expect(callsTo(calls, 'PATCH', '/api/audience/contacts/11')[0]?.body).toEqual({
      tags: ['vip', 'Nyhetsbrev'],
    });

    await user.clear(tags);
    await user.type(tags, 'x'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(tags).toHaveAccessibleDescription('Et merke kan ha høyst 40 tegn.'));
    expect(tags).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows that a contact is suppressed', async () => {
    renderContact(contactDetail({ suppressed: 'complaint', name: null }));
    // Without a name, the address is the title.
    expect(await screen.findByRole('heading', { level: 1, name: 'kari@example.no' }, SLOW)).toBeVisible();
    expect(screen.getByText('Sperret: klaget')).toBeVisible();
  });

  it('deletes the contact after asking, and goes back to the list', async () => {
    const { calls, router } = renderContact(kari, {
      'DELETE /api/audience/contacts/11': { status: 204 },
      'GET /api/audience/contacts': { body: contactPage([]) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slett' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Slette kontakten?' });
    expect(dialog).toHaveTextContent(
      'kari@example.no og samtykkehistorikken slettes. Ordrene i nettbutikken blir stående.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/emails/subscribers'));
    expect(await screen.findByText('Kontakten er slettet.')).toBeVisible();
    expect(callsTo(calls, 'DELETE', '/api/audience/contacts/11')).toHaveLength(1);
  });

  it("shows the server's message for a contact that is not there", async () => {
    renderEmails('emails/subscribers/99', {
      'GET /api/audience/contacts/99': refused(404, 'not_found', 'Fant ikke kontakten.'),
      'GET /api/emails/contacts/99/mails': { body: { data: [] } },
    });
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('Fant ikke kontakten.');
  });
});
