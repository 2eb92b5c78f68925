import { addDays, osloDay, osloMidnight } from '@butikkpanel/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceContacts, audienceSuppressions, chatVisitors, outbox } from '../src/db/schema';
import { confirmLinks } from '../src/modules/audience/double-opt-in';
import { ManualClock } from '../src/platform';
import { readCsv } from './csv-reader';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

/**
 * The e-mail audience (issue 15): contacts and consent (from ingest, the panel and CSV imports), the
 * suppression list, segments with live counts, and every account's audience its own.
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000' }, undefined, { clock });
});
afterAll(() => t.close());

const deliver = () => t.app.platform.jobs.runDue();
const fieldsOf = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

interface ContactAnswer {
  id: number;
  email: string;
  name: string | null;
  consent: string;
  consent_source: string | null;
  suppressed: string | null;
  tags: string[];
}
interface Counts {
  count: number;
  reachable: number;
}

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_EMAIL'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
  const auth = { authorization: `Bearer ${key.body.data.key}` };
  const client = new TestClient(t.url);
  return {
    account,
    panel,
    ingest: async (path: string, items: unknown[]) => {
      const answer = await client.post(`/api/ingest/${path}`, items, auth);
      expect(answer.status).toBe(200);
      await deliver();
    },
    contacts: async (query = '') =>
      (await panel.get<{ data: ContactAnswer[]; total: number }>(`/api/audience/contacts${query}`)).body,
    add: async (body: Record<string, unknown>) => {
      const answer = await panel.post<{ data: ContactAnswer }>('/api/audience/contacts', body);
      expect(answer.status).toBe(201);
      return answer.body.data;
    },
    patch: (id: number, body: unknown) =>
      panel.request<{ data: ContactAnswer }>('PATCH', `/api/audience/contacts/${id}`, { body }),
    count: async (definition: unknown) => {
      const answer = await panel.post<{ data: Counts }>('/api/audience/segments/count', definition);
      expect(answer.status).toBe(200);
      return answer.body.data;
    },
    importCsv: (csv: string, source = 'import') =>
      panel.request<{
        data: { imported: number; created: number; errors: Array<{ row: number; message: string }> };
      }>('POST', `/api/audience/contacts/import?source=${source}`, {
        rawBody: csv,
        headers: { 'content-type': 'text/csv' },
      }),
  };
}

describe('contacts and consent', () => {
  it('adds a contact in the panel, refuses a bad or known address, and keeps the consent history', async () => {
    const s = await shop();
    const bad = await s.panel.post('/api/audience/contacts', { email: 'ikke-en-adresse' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual({ email: 'Ugyldig e-postadresse.' });
    expect(fieldsOf(await s.panel.post('/api/audience/contacts', {}))).toEqual({
      email: 'Feltet må fylles ut.',
    });
    const kari = await s.add({
      email: 'Kari@Example.no',
      name: 'Kari',
      tags: ['VIP', 'vip', 'sko'],
      subscribed: true,
    });
    expect(kari).toMatchObject({
      email: 'kari@example.no',
      consent: 'given',
      consent_source: 'panel',
      tags: ['sko', 'vip'],
    });
    const again = await s.panel.post('/api/audience/contacts', { email: 'kari@example.no' });
    expect(again.status).toBe(400);
    expect(fieldsOf(again)).toEqual({ email: 'Det finnes allerede en kontakt med denne e-postadressen.' });
    clock.set('2026-06-10T10:05:00Z');
    const withdrawn = await s
      .patch(kari.id, { subscribed: false })
      .finally(() => clock.set('2026-06-10T10:00:00Z'));
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.consent).toBe('withdrawn');
    const page = await s.panel.get<{
      data: { history: Array<{ state: string; source: string; at: string }> };
    }>(`/api/audience/contacts/${kari.id}`);
    expect(page.body.data.history).toEqual([
      { state: 'withdrawn', source: 'panel', at: '2026-06-10T10:05:00.000Z', ip: null, user_agent: null },
      { state: 'given', source: 'panel', at: '2026-06-10T10:00:00.000Z', ip: null, user_agent: null },
    ]);
    expect(fieldsOf(await s.patch(kari.id, { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }))).toEqual(
      {
        tags: 'En kontakt kan ha høyst 20 stikkord.',
      },
    );
    expect((await s.panel.delete(`/api/audience/contacts/${kari.id}`)).status).toBe(204);
    expect((await s.contacts()).total).toBe(0);
  });

  it('takes customers in from ingest: a yes at checkout is consent, the shop’s later no withdraws only that', async () => {
    const s = await shop();
    await s.ingest('customers', [
      { email: 'ja@example.no', name: 'Ja', marketing_consent: true },
      { email: 'nei@example.no', name: 'Nei', marketing_consent: false },
      { email: 'klubb@example.no', club_member: true },
    ]);
    const { data } = await s.contacts();
    const byEmail = Object.fromEntries(data.map((row) => [row.email, row]));
    expect(byEmail['ja@example.no']).toMatchObject({ consent: 'given', consent_source: 'checkout' });
    expect(byEmail['nei@example.no']).toMatchObject({ consent: 'none', consent_source: null });
    expect(byEmail['klubb@example.no']).toMatchObject({ consent: 'given', consent_source: 'club' });
    // The panel's yes stands when the shop reports no; the checkout's yes does not.
    await s.patch(byEmail['nei@example.no']?.id as number, { subscribed: true });
    await s.ingest('customers', [
      { email: 'ja@example.no', name: 'Ja', marketing_consent: false },
      { email: 'nei@example.no', name: 'Nei', birthday: '1990-01-01', marketing_consent: false },
    ]);
    const after = Object.fromEntries((await s.contacts()).data.map((row) => [row.email, row.consent]));
    expect(after).toMatchObject({ 'ja@example.no': 'withdrawn', 'nei@example.no': 'given' });
    expect((await s.contacts('?filter=subscribed')).total).toBe(2);
    expect((await s.contacts('?q=klubb')).data.map((row) => row.email)).toEqual(['klubb@example.no']);
  });

  it('asks the person to confirm a yes when the account wants double opt-in, by a signed link without login', async () => {
    const s = await shop();
    const other = await shop();
    const sender = await s.panel.put('/api/account-settings/email-sender', {
      from_name: 'Dobbelbutikken',
      from_email: 'post@dobbel.example.no',
      reply_to: '',
      footer_company: '',
      footer_address: '',
      footer_unsubscribe: '',
      double_opt_in: '1',
    });
    expect(sender.body).toMatchObject({ data: { double_opt_in: '1' } });
    expect(
      (await s.panel.get<{ data: { double_opt_in: string } }>('/api/account-settings/email-sender')).body
        .data,
    ).toMatchObject({ double_opt_in: '1' });
    await s.ingest('customers', [{ email: 'dobbel@example.no', name: 'Dobbel', marketing_consent: true }]);
    await deliver();
    const [pending] = (await s.contacts()).data;
    expect(pending).toMatchObject({
      email: 'dobbel@example.no',
      consent: 'pending',
      consent_source: 'checkout',
    });
    expect(await s.count({ match: 'all', rules: [] })).toEqual({ count: 1, reachable: 0 });
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.accountId, s.account.id), eq(outbox.kind, 'consent_confirmation')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'dobbel@example.no',
      subject: 'Bekreft at du vil ha e-post fra Dobbelbutikken',
    });
    // The link is sealed in the outbox: staff reading the mailbox cannot confirm for the person.
    expect(mails[0]?.text).toContain('{{one_time_link}}');
    expect(mails[0]?.text).not.toContain('/api/audience/confirm/');
    // Another order tells the same yes again: no second mail while the link works.
    await s.ingest('customers', [{ email: 'dobbel@example.no', name: 'Dobbel', marketing_consent: true }]);
    await deliver();
    const again = await t.database.db.select().from(outbox).where(eq(outbox.accountId, s.account.id));
    expect(again.filter((mail) => mail.kind === 'consent_confirmation')).toHaveLength(1);

    const [row] = await t.database.db
      .select()
      .from(audienceContacts)
      .where(eq(audienceContacts.id, pending?.id ?? 0));
    const link = confirmLinks(t.config.publicUrl, t.config.jwtSecret).url(
      s.account.id,
      row?.id ?? 0,
      row?.consentAt ?? new Date(),
    );
    const path = new URL(link).pathname;
    const visitor = new TestClient(t.url);
    const asked = await visitor.request<string>('GET', path);
    expect(asked.status).toBe(200);
    expect(String(asked.body)).toContain('Ja, meld meg på');
    // A changed signature, or the contact under another account, is not a link this server made.
    const forged = path.replace(/\/[^/]{32}$/, `/${'A'.repeat(32)}`);
    expect((await visitor.request('POST', forged)).status).toBe(404);
    expect(
      (
        await visitor.request(
          'POST',
          path.replace(`/confirm/${s.account.id}/`, `/confirm/${other.account.id}/`),
        )
      ).status,
    ).toBe(404);
    const confirmed = await visitor.request<string>('POST', path);
    expect(confirmed.status).toBe(200);
    expect(String(confirmed.body)).toContain('Påmeldingen er bekreftet');
    const detail = await s.panel.get<{
      data: { consent: string; history: Array<{ state: string; source: string }> };
    }>(`/api/audience/contacts/${pending?.id}`);
    expect(detail.body.data.consent).toBe('given');
    expect(detail.body.data.history.map((event) => `${event.state}:${event.source}`)).toEqual([
      'given:checkout',
      'pending:checkout',
    ]);
    expect(await s.count({ match: 'all', rules: [] })).toEqual({ count: 1, reachable: 1 });
    // Used again: it says so and changes nothing (audience-confirm.test.ts has the rest).
    expect((await visitor.request('POST', path)).status).toBe(200);
  });
});

describe('CSV import and export', () => {
  it('reports every wrong row and stores nothing; a good file stores contacts with the named source', async () => {
    const s = await shop();
    const wrong = await s.importCsv(
      'e-post;navn;samtykke\nola@example.no;Ola;ja\nikke-epost;X;ja\nola@example.no;Ola;ja\nper@example.no;Per;kanskje\n',
    );
    expect(wrong.status).toBe(200);
    expect(wrong.body.data.imported).toBe(0);
    expect(wrong.body.data.errors).toEqual([
      { row: 3, message: 'Ugyldig e-postadresse.' },
      { row: 4, message: 'E-postadressen står også på rad 2.' },
      { row: 5, message: 'Samtykke må være ja eller nei.' },
    ]);
    expect((await s.contacts()).total).toBe(0);
    const noEmail = await s.importCsv('navn\nOla\n');
    expect(noEmail.status).toBe(400);
    expect((noEmail.body as unknown as ApiError).error.message).toBe(
      'Filen må ha en kolonne som heter «e-post» (eller «email»).',
    );
    const good = await s.importCsv(
      'email,name,tags,subscribed\nola@example.no,Ola,"sko|vip",ja\nper@example.no,Per,,nei\n',
      'popup',
    );
    expect(good.body.data).toMatchObject({ imported: 2, created: 2, errors: [] });
    const rows = Object.fromEntries((await s.contacts()).data.map((row) => [row.email, row]));
    expect(rows['ola@example.no']).toMatchObject({
      consent: 'given',
      consent_source: 'popup',
      tags: ['sko', 'vip'],
    });
    expect(rows['per@example.no']).toMatchObject({ consent: 'none' });
    const exported = await s.panel.request<string>('GET', '/api/audience/contacts/export');
    expect(exported.status).toBe(200);
    const lines = readCsv(String(exported.body), ';');
    expect(lines[0]).toEqual([
      'email',
      'name',
      'consent',
      'consent_source',
      'consent_at',
      'suppressed',
      'tags',
    ]);
    expect(lines).toContainEqual([
      'ola@example.no',
      'Ola',
      'given',
      'popup',
      '2026-06-10T12:00:00+02:00',
      '',
      'sko|vip',
    ]);
    expect(lines.find((row) => row[0] === 'per@example.no')?.slice(0, 3)).toEqual([
      'per@example.no',
      'Per',
      'none',
    ]);
  });
});

describe('segments', () => {
  it('counts live by orders, spending, last order, visits, products, categories, tags, place and consent', async () => {
    const s = await shop();
    await s.ingest('products', [
      { external_id: 'P1', name: 'Joggesko', price: 500, category: 'Sko' },
      { external_id: 'P2', name: 'Lue', price: 100, category: 'Tilbehør' },
    ]);
    await s.ingest('customers', [
      { email: 'a@example.no', marketing_consent: true, city: 'Oslo', postcode: '0150' },
      { email: 'b@example.no', marketing_consent: true, city: 'Bergen', postcode: '5003' },
      { email: 'c@example.no', marketing_consent: false, city: 'oslo', postcode: '0 566' },
    ]);
    // A later batch without the address keeps it.
    await s.ingest('customers', [{ email: 'b@example.no', marketing_consent: true }]);
    const order = (id: string, email: string, at: string, total: number, product: string) => ({
      type: 'created',
      order_id: id,
      created_at: at,
      subtotal: total,
      total,
      customer_email: email,
      lines: [{ product_id: product, name: product, quantity: 1, price: total }],
    });
    await s.ingest('orders', [
      order('1', 'a@example.no', '2026-05-31T22:30:00Z', 500, 'P1'), // 00:30 on 1 June in Oslo
      order('2', 'a@example.no', '2026-04-01T10:00:00Z', 300, 'P2'),
      order('3', 'b@example.no', '2026-05-31T22:00:00Z', 100, 'P2'), // Oslo midnight
      order('4', 'c@example.no', '2026-03-01T10:00:00Z', 9000, 'P1'),
    ]);
    await s.ingest('orders', [{ type: 'cancelled', order_id: '4' }]);
    const rule = (r: Record<string, unknown>) => ({ rules: [r] });
    expect(await s.count({ rules: [] })).toEqual({ count: 3, reachable: 2 });
    expect(await s.count(rule({ field: 'orders', op: 'gte', value: 2 }))).toEqual({ count: 1, reachable: 1 });
    expect(await s.count(rule({ field: 'orders', op: 'eq', value: 0 }))).toEqual({ count: 1, reachable: 0 });
    expect(await s.count(rule({ field: 'total_spent', op: 'gte', value: 800 }))).toEqual({
      count: 1,
      reachable: 1,
    });
    // Both newest orders fall on 1 June in Oslo (31 May in UTC).
    expect((await s.count(rule({ field: 'last_order', op: 'after', value: '2026-05-31' }))).count).toBe(2);
    expect((await s.count(rule({ field: 'last_order', op: 'before', value: '2026-06-01' }))).count).toBe(0);
    expect((await s.count(rule({ field: 'bought_product', value: 'P1' }))).count).toBe(1);
    expect((await s.count(rule({ field: 'bought_category', value: 'tilbehør' }))).count).toBe(2);
    expect((await s.count(rule({ field: 'subscribed', value: false }))).count).toBe(1);
    expect(
      (
        await s.count({
          match: 'any',
          rules: [
            { field: 'bought_product', value: 'P1' },
            { field: 'orders', op: 'eq', value: 0 },
          ],
        })
      ).count,
    ).toBe(2);
    const b = (await s.contacts('?q=b%40')).data[0] as ContactAnswer;
    await s.patch(b.id, { tags: ['vip'] });
    expect(await s.count(rule({ field: 'tag', value: 'VIP' }))).toEqual({ count: 1, reachable: 1 });
    // Where they live, as the shop told: the city without case, the postcode by its beginning.
    expect(await s.count(rule({ field: 'city', value: 'OSLO' }))).toEqual({ count: 2, reachable: 1 });
    expect(await s.count(rule({ field: 'postcode', value: '0' }))).toEqual({ count: 2, reachable: 1 });
    expect(await s.count(rule({ field: 'postcode', value: '05 66' }))).toEqual({ count: 1, reachable: 0 });
    expect(await s.count(rule({ field: 'postcode', value: '50' }))).toEqual({ count: 1, reachable: 1 });
    expect(await s.count(rule({ field: 'postcode', value: '%' }))).toEqual({ count: 0, reachable: 0 });
    // Seen on the shop in the last N Oslo days (today included), once the visitor told the widget their e-mail.
    const today = osloDay(clock.now());
    await t.database.db.insert(chatVisitors).values([
      {
        accountId: s.account.id,
        uid: 'v-a',
        email: 'A@example.no',
        lastSeen: new Date(osloMidnight(today).getTime() - 30 * 60_000),
      },
      {
        accountId: s.account.id,
        uid: 'v-b',
        email: 'b@example.no',
        lastSeen: new Date(osloMidnight(addDays(today, -7)).getTime() + 3_600_000),
      },
      { accountId: s.account.id, uid: 'v-x', email: null, lastSeen: clock.now() },
    ]);
    expect((await s.count(rule({ field: 'visited', value: 1 }))).count).toBe(0);
    expect((await s.count(rule({ field: 'visited', value: 2 }))).count).toBe(1);
    expect((await s.count(rule({ field: 'visited', value: 7 }))).count).toBe(1);
    expect((await s.count(rule({ field: 'visited', value: 8 }))).count).toBe(2);
    const zeroDays = await s.panel.post('/api/audience/segments/count', {
      rules: [{ field: 'visited', value: 0 }],
    });
    expect(fieldsOf(zeroDays)).toEqual({
      'rules.0.value': 'Antall dager må være et helt tall fra 1 til 3650.',
    });
    const empty = await s.panel.post('/api/audience/segments/count', {
      rules: [{ field: 'city', value: ' ' }],
    });
    expect(fieldsOf(empty)).toEqual({ 'rules.0.value': 'Regelen må ha en verdi.' });
  });

  it('saves segments with the spec’s messages, lists their counts and their contacts', async () => {
    const s = await shop();
    await s.add({ email: 'en@example.no', tags: ['vip'], subscribed: true });
    await s.add({ email: 'to@example.no', tags: ['vip'] });
    const empty = await s.panel.post('/api/audience/segments', { definition: { rules: [{ field: 'tag' }] } });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual({
      name: 'Segmentet må ha et navn.',
      'definition.rules.0.value': 'Regelen må ha en verdi.',
    });
    const unknownField = await s.panel.post('/api/audience/segments', {
      name: 'X',
      definition: { rules: [{ field: 'skostørrelse', value: 42 }] },
    });
    expect(Object.values(fieldsOf(unknownField) ?? {})).toEqual(['Velg hva regelen skal se på.']);
    const negative = await s.count({ rules: [{ field: 'orders', op: 'gte', value: -1 }] }).catch(() => null);
    expect(negative).toBeNull();
    const saved = await s.panel.post<{ data: { id: number; count: number; reachable: number } }>(
      '/api/audience/segments',
      {
        name: 'VIP',
        definition: { rules: [{ field: 'tag', value: 'vip' }] },
      },
    );
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ count: 2, reachable: 1 });
    const listed = await s.contacts(`?segment_id=${saved.body.data.id}&filter=subscribed`);
    expect(listed.data.map((row) => row.email)).toEqual(['en@example.no']);
    const renamed = await s.panel.put<{ data: { name: string } }>(
      `/api/audience/segments/${saved.body.data.id}`,
      {
        name: 'Gode kunder',
        definition: { match: 'any', rules: [] },
      },
    );
    expect(renamed.body.data.name).toBe('Gode kunder');
    expect((await s.panel.get<{ data: unknown[] }>('/api/audience/segments')).body.data).toHaveLength(1);
    expect((await s.panel.delete(`/api/audience/segments/${saved.body.data.id}`)).status).toBe(204);
  });
});

describe('one account’s audience', () => {
  it('another account cannot read, change, count or export it', async () => {
    const mine = await shop();
    const other = await shop();
    const contact = await mine.add({ email: 'hemmelig@example.no', tags: ['vip'], subscribed: true });
    const segment = await mine.panel.post<{ data: { id: number } }>('/api/audience/segments', {
      name: 'VIP',
      definition: { rules: [{ field: 'tag', value: 'vip' }] },
    });
    const id = segment.body.data.id;
    expect((await other.panel.get(`/api/audience/contacts/${contact.id}`)).status).toBe(404);
    expect((await other.patch(contact.id, { subscribed: false })).status).toBe(404);
    expect((await other.panel.delete(`/api/audience/contacts/${contact.id}`)).status).toBe(404);
    expect((await other.panel.get(`/api/audience/segments/${id}`)).status).toBe(404);
    expect(
      (await other.panel.put(`/api/audience/segments/${id}`, { name: 'x', definition: { rules: [] } }))
        .status,
    ).toBe(404);
    expect((await other.panel.delete(`/api/audience/segments/${id}`)).status).toBe(404);
    expect((await other.panel.get(`/api/audience/contacts?segment_id=${id}`)).status).toBe(404);
    expect(await other.count({ rules: [{ field: 'tag', value: 'vip' }] })).toEqual({
      count: 0,
      reachable: 0,
    });
    expect((await other.contacts()).total).toBe(0);
    expect(
      String((await other.panel.request<string>('GET', '/api/audience/contacts/export')).body),
    ).not.toContain('hemmelig');
    expect(
      (await mine.panel.get<{ data: ContactAnswer }>(`/api/audience/contacts/${contact.id}`)).body.data
        .consent,
    ).toBe('given');
    // Each account's suppression list is its own: an address suppressed elsewhere is not suppressed here.
    const twin = await other.add({ email: 'hemmelig@example.no', subscribed: true });
    await t.database.db.insert(audienceSuppressions).values([
      { accountId: mine.account.id, email: 'hemmelig@example.no', reason: 'complaint', at: clock.now() },
      { accountId: mine.account.id, email: 'annen@example.no', reason: 'hard_bounce', at: clock.now() },
    ]);
    expect((await mine.contacts()).data[0]?.suppressed).toBe('complaint');
    expect((await other.contacts()).data.map((row) => [row.id, row.suppressed])).toEqual([[twin.id, null]]);
    expect(await other.count({ rules: [{ field: 'subscribed', value: true }] })).toEqual({
      count: 1,
      reachable: 1,
    });
    expect(await mine.count({ rules: [{ field: 'subscribed', value: true }] })).toEqual({
      count: 0,
      reachable: 0,
    });
    // Without the e-mail package the audience is locked.
    const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
    const locked = await signedIn(t.url, owner);
    locked.account = account.id;
    expect((await locked.get('/api/audience/contacts')).status).toBe(403);
  });
});
