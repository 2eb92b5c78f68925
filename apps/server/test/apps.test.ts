import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appConnections,
  appDeliveries,
  audienceContacts,
  audienceSuppressions,
  jobs,
  memberships,
} from '../src/db/schema';
import { createFakeKlaviyo } from '../src/modules/apps/fakes/klaviyo';
import { createFakeMailchimp } from '../src/modules/apps/fakes/mailchimp';
import { startFakeServices } from '../src/modules/apps/fakes/server';
import { createFakeTrustpilot } from '../src/modules/apps/fakes/trustpilot';
import { suppress } from '../src/modules/audience';
import { ManualClock } from '../src/platform';
import { readCsv } from './csv-reader';
import { createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

/**
 * Apps (issue 32) through the panel's API and the job layer, against our local servers of Mailchimp and
 * Trustpilot: connecting checks and seals the key, consent changes and completed orders reach the services
 * once, their "wait" and "no" are honoured, and one account's apps are its own.
 */
const clock = new ManualClock('2026-11-02T09:00:00Z');
const mailchimp = createFakeMailchimp({ clock });
const trustpilot = createFakeTrustpilot({ clock });
const klaviyo = createFakeKlaviyo({ clock });
let fakes: Awaited<ReturnType<typeof startFakeServices>>;
let t: TestApp;
const MINUTE = 60_000;

beforeAll(async () => {
  fakes = await startFakeServices([mailchimp, trustpilot, klaviyo]);
  t = await startTestApp(
    {
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      JOB_POLL_MS: '60000',
      APPS_MAILCHIMP_URL: fakes.url('mailchimp'),
      APPS_TRUSTPILOT_URL: fakes.url('trustpilot'),
      APPS_KLAVIYO_URL: fakes.url('klaviyo'),
      APPS_TIMEOUT_MS: '1000',
    },
    undefined,
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

/** Every job due now, after the clock moved on by `ms` (schedules included). */
const runAfter = async (ms = 0) => {
  clock.advance(ms);
  await t.app.platform.jobs.runDue();
};

const mailchimpKey = () => mailchimp.state.apiKey;
const mailchimpList = () => mailchimp.state.lists[0]?.id ?? '';

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, {
    packages: ['PACKAGE_APPS', 'PACKAGE_EMAIL'],
  });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
  const ingestClient = new TestClient(t.url);
  const auth = { authorization: `Bearer ${key.body.data.key}` };
  return {
    account,
    panel,
    ingest: async (path: string, items: unknown[]) => {
      const answer = await ingestClient.post(`/api/ingest/${path}`, items, auth);
      expect(answer.status).toBe(200);
      await runAfter();
    },
    connectMailchimp: async () => {
      const answer = await panel.put<{ data: { connected: boolean } }>('/api/apps/mailchimp', {
        credentials: { api_key: mailchimpKey() },
        settings: { list_id: mailchimpList(), tags: ['Butikkpanel'] },
      });
      expect(answer.status).toBe(200);
      return answer;
    },
    connectTrustpilot: async (settings: Record<string, unknown> = {}) => {
      const answer = await panel.put('/api/apps/trustpilot', {
        credentials: {
          api_key: trustpilot.state.apiKey,
          api_secret: trustpilot.apiSecret,
          business_unit_id: trustpilot.businessUnitId,
        },
        settings: { delay_days: 3, ...settings },
      });
      expect(answer.status).toBe(200);
      return answer;
    },
  };
}

const deliveriesOf = (connectionId: number) =>
  t.database.db.select().from(appDeliveries).where(eq(appDeliveries.connectionId, connectionId));

async function connectionOf(accountId: number, service: string) {
  const rows = await t.database.db
    .select()
    .from(appConnections)
    .where(eq(appConnections.accountId, accountId));
  const row = rows.find((candidate) => candidate.service === service);
  if (!row) throw new Error(`${service} not connected`);
  return row;
}

describe('connecting an app', () => {
  it('lists six services, refuses an empty key with the spec message and a wrong one with the service’s reason', async () => {
    const { panel } = await shop();
    const list = await panel.get<{ data: Array<{ service: string; connected: boolean }> }>('/api/apps');
    expect(list.body.data.map((app) => app.service)).toEqual([
      'mailchimp',
      'klaviyo',
      'rule',
      'trustpilot',
      'reviews-io',
      'judge-me',
    ]);
    expect(list.body.data.every((app) => !app.connected)).toBe(true);

    const empty = await panel.post<ApiError>('/api/apps/mailchimp/check', { credentials: { api_key: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.['credentials.api_key']).toBe('API-nøkkelen kan ikke være tom.');

    const wrong = await panel.post<ApiError>('/api/apps/mailchimp/check', {
      credentials: { api_key: 'feil-nokkel-us1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('app_key_rejected');
    expect(wrong.body.error.message).toMatch(/^Mailchimp godtok ikke nøkkelen: .+/);

    const right = await panel.post<{ data: { lists: Array<{ id: string }> } }>('/api/apps/mailchimp/check', {
      credentials: { api_key: mailchimpKey() },
    });
    expect(right.status).toBe(200);
    expect(right.body.data.lists.map((list) => list.id)).toContain(mailchimpList());

    expect((await panel.get('/api/apps/ukjent')).status).toBe(404);
  });

  it('seals the key: no answer holds it, the database only sealed', async () => {
    const { panel, account, connectMailchimp } = await shop();
    const answers = [await connectMailchimp()];
    answers.push(await panel.get('/api/apps'), await panel.get('/api/apps/mailchimp'));
    answers.push(await panel.put('/api/apps/mailchimp/settings', { settings: { list_id: mailchimpList() } }));
    answers.push(await panel.put('/api/apps/mailchimp/status', { status: 'paused' }));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(mailchimpKey());
    }
    const detail = await panel.get<{ data: { key_hint: string; status: string } }>('/api/apps/mailchimp');
    expect(detail.body.data.key_hint).toBe(`••••${mailchimpKey().slice(-4)}`);
    expect(detail.body.data.status).toBe('paused');
    const row = await connectionOf(account.id, 'mailchimp');
    expect(JSON.stringify(row)).not.toContain(mailchimpKey());
  });

  it('lets only the owner and staff connect; a member reads', async () => {
    const { account, connectMailchimp } = await shop();
    await connectMailchimp();
    const member = await createUser(t.database.db, {});
    await t.database.db
      .insert(memberships)
      .values({ accountId: account.id, userId: member.id, role: 'member' });
    const client = await signedIn(t.url, member);
    client.account = account.id;
    const read = await client.get<{ data: { can_manage: boolean } }>('/api/apps/mailchimp');
    expect(read.status).toBe(200);
    // The page shows a member the app without the owner's forms.
    expect(read.body.data.can_manage).toBe(false);
    expect((await client.put('/api/apps/mailchimp/settings', { settings: {} })).status).toBe(403);
    expect((await client.post('/api/apps/mailchimp/check', { credentials: { api_key: 'x' } })).status).toBe(
      403,
    );
    expect((await client.put('/api/apps/mailchimp/status', { status: 'paused' })).status).toBe(403);
    expect((await client.delete('/api/apps/mailchimp')).status).toBe(403);
  });

  it('keeps another account’s apps, keys and history out of sight and out of reach', async () => {
    const first = await shop();
    const connected = await first.connectMailchimp();
    expect(connected.body.data).toMatchObject({ can_manage: true });
    await first.ingest('customers', [{ email: 'kari@example.no', marketing_consent: true }]);
    await runAfter(MINUTE);
    const other = await shop();
    const list = await other.panel.get<{ data: Array<{ connected: boolean }> }>('/api/apps');
    expect(list.body.data.every((app) => !app.connected)).toBe(true);
    const detail = await other.panel.get<{ data: { connected: boolean; deliveries: unknown[] } }>(
      '/api/apps/mailchimp',
    );
    expect(detail.body.data).toMatchObject({ connected: false, deliveries: [] });
    expect((await other.panel.put('/api/apps/mailchimp/settings', { settings: {} })).status).toBe(404);
    expect((await other.panel.put('/api/apps/mailchimp/status', { status: 'paused' })).status).toBe(404);
    expect((await other.panel.delete('/api/apps/mailchimp')).status).toBe(404);
    // The header names the other account: not theirs, so not found, before any app is looked at.
    const crossed = await other.panel.get('/api/apps/mailchimp', {
      'authorized-account': String(first.account.id),
    });
    expect(crossed.status).toBe(404);
    expect(JSON.stringify(crossed.body)).not.toContain('kari@example.no');
    expect(
      (await first.panel.get<{ data: { connected: boolean } }>('/api/apps/mailchimp')).body.data.connected,
    ).toBe(true);
  });
});

describe('a newsletter app gets every consent change once', () => {
  it('sends only the chosen segments, and those newly chosen when the choice changes', async () => {
    const { panel, ingest, connectMailchimp } = await shop();
    const segment = async (name: string, city: string) => {
      const made = await panel.post<{ data: { id: number } }>('/api/audience/segments', {
        name,
        definition: { rules: [{ field: 'city', value: city }] },
      });
      expect(made.status).toBe(201);
      return made.body.data.id;
    };
    const oslo = await segment('Oslo', 'Oslo');
    const bergen = await segment('Bergen', 'Bergen');
    await ingest('customers', [
      { email: 'oslo@example.no', marketing_consent: true, city: 'Oslo' },
      { email: 'bergen@example.no', marketing_consent: true, city: 'Bergen' },
    ]);
    await connectMailchimp();
    await runAfter();
    expect(mailchimp.state.members.get('bergen@example.no')?.status).toBe('subscribed');
    const limited = await panel.put<{ data: { segments: Array<{ id: number; name: string }> } }>(
      '/api/apps/mailchimp/settings',
      { settings: { list_id: mailchimpList(), segment_ids: [oslo] } },
    );
    expect(limited.status).toBe(200);
    expect(limited.body.data.segments.map((item) => item.name).sort()).toEqual(['Bergen', 'Oslo']);
    await runAfter();
    // The export for the choice: Oslo again (an upsert), no one new; Bergen stays where it was.
    expect(mailchimp.state.members.get('oslo@example.no')?.status).toBe('subscribed');

    await ingest('customers', [
      { email: 'ny-oslo@example.no', marketing_consent: true, city: 'Oslo' },
      { email: 'ny-bergen@example.no', marketing_consent: true, city: 'Bergen' },
    ]);
    await runAfter(MINUTE);
    expect(mailchimp.state.members.get('ny-oslo@example.no')?.status).toBe('subscribed');
    expect(mailchimp.state.members.has('ny-bergen@example.no')).toBe(false);
    // A withdrawal goes whatever the segment: Bergen, already at the service, is taken off.
    await ingest('customers', [{ email: 'bergen@example.no', marketing_consent: false }]);
    await runAfter(MINUTE);
    expect(mailchimp.state.members.get('bergen@example.no')?.status).toBe('unsubscribed');

    // Bergen chosen too: the consenting Bergen contact who was held back goes over now.
    const widened = await panel.put('/api/apps/mailchimp/settings', {
      settings: { list_id: mailchimpList(), segment_ids: [oslo, bergen] },
    });
    expect(widened.status).toBe(200);
    await runAfter();
    expect(mailchimp.state.members.get('ny-bergen@example.no')?.status).toBe('subscribed');
    expect(mailchimp.state.members.get('bergen@example.no')?.status).toBe('unsubscribed');

    // Another account's segment (or one that does not exist) is refused on the field, nothing saved.
    const other = await shop();
    const foreign = await other.panel.post<{ data: { id: number } }>('/api/audience/segments', {
      name: 'Deres',
      definition: { rules: [] },
    });
    const refused = await panel.put<ApiError>('/api/apps/mailchimp/settings', {
      settings: { list_id: mailchimpList(), segment_ids: [foreign.body.data.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.['settings.segment_ids']).toBe('Velg blant kontoens segmenter.');
    const kept = await panel.get<{ data: { settings: { segment_ids: number[] } } }>('/api/apps/mailchimp');
    expect(kept.body.data.settings.segment_ids).toEqual([oslo, bergen]);
  });

  it('exports the audience at the first connection, then subscribes and unsubscribes with evidence', async () => {
    const { account, ingest, connectMailchimp, panel } = await shop();
    await ingest('customers', [{ email: 'for@example.no', name: 'Før Tilkobling', marketing_consent: true }]);
    await connectMailchimp();
    await runAfter();
    expect(mailchimp.state.members.get('for@example.no')?.status).toBe('subscribed');

    await ingest('customers', [{ email: 'ny@example.no', name: 'Ny Kunde', marketing_consent: true }]);
    await runAfter(MINUTE);
    const member = mailchimp.state.members.get('ny@example.no');
    expect(member?.status).toBe('subscribed');
    expect(member?.tags).toContain('Butikkpanel');

    await ingest('customers', [{ email: 'ny@example.no', name: 'Ny Kunde', marketing_consent: false }]);
    await runAfter(MINUTE);
    expect(mailchimp.state.members.get('ny@example.no')?.status).toBe('unsubscribed');

    // A yes again after the no: Mailchimp asks the person to confirm (pending), not a silent failure.
    await ingest('customers', [{ email: 'ny@example.no', name: 'Ny Kunde', marketing_consent: true }]);
    await runAfter(MINUTE);
    expect(mailchimp.state.members.get('ny@example.no')?.status).toBe('pending');
    const connection = await connectionOf(account.id, 'mailchimp');
    const rows = await deliveriesOf(connection.id);
    expect(rows.map((row) => `${row.kind}:${row.subject}:${row.state}`).sort()).toEqual([
      'export:audience:sent',
      'subscribe:ny@example.no:pending',
      'subscribe:ny@example.no:sent',
      'unsubscribe:ny@example.no:sent',
    ]);
    const health = await panel.get<{ data: { health: { pending: number; last_success_at: string } } }>(
      '/api/apps/mailchimp',
    );
    expect(health.body.data.health.pending).toBe(1);
    expect(health.body.data.health.last_success_at).toBe(clock.now().toISOString());

    // Scanning again sends nothing twice.
    const before = mailchimp.requests.length;
    await runAfter(MINUTE);
    expect(mailchimp.requests.length).toBe(before);
  });

  it('waits as long as Retry-After says, retries a 5xx, and reports a 400 without retrying', async () => {
    const { account, ingest, connectMailchimp } = await shop();
    await connectMailchimp();
    await runAfter();
    mailchimp.faults.push({ status: 429, retryAfter: '600' });
    await ingest('customers', [{ email: 'vent@example.no', marketing_consent: true }]);
    await runAfter(MINUTE);
    const connection = await connectionOf(account.id, 'mailchimp');
    const waiting = (await deliveriesOf(connection.id)).find((row) => row.subject === 'vent@example.no');
    expect(waiting?.state).toBe('retrying');
    expect(waiting?.error).toMatch(/for mange forespørsler/);
    await runAfter(5 * MINUTE);
    expect(mailchimp.state.members.has('vent@example.no')).toBe(false);
    await runAfter(6 * MINUTE);
    expect(mailchimp.state.members.get('vent@example.no')?.status).toBe('subscribed');

    mailchimp.faults.push({ status: 503 });
    await ingest('customers', [{ email: 'feil@example.no', marketing_consent: true }]);
    await runAfter(MINUTE);
    await runAfter(MINUTE);
    expect(mailchimp.state.members.get('feil@example.no')?.status).toBe('subscribed');

    mailchimp.faults.push({
      status: 400,
      body: { title: 'Invalid Resource', status: 400, detail: 'Ugyldig adresse.' },
    });
    await ingest('customers', [{ email: 'avvist@example.no', marketing_consent: true }]);
    await runAfter(MINUTE);
    const refused = (await deliveriesOf(connection.id)).find((row) => row.subject === 'avvist@example.no');
    expect(refused?.state).toBe('failed');
    expect(refused?.error).toMatch(/^Tjenesten avviste endringen \(400\)/);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'apps.deliver'));
    expect(queued.filter((job) => job.state === 'queued')).toEqual([]);
  });

  it('counts a 202 as sent only once the service shows it, and takes back the service’s own unsubscribes', async () => {
    const { account, ingest, panel, connectMailchimp } = await shop();
    const connected = await panel.put('/api/apps/klaviyo', {
      credentials: { api_key: klaviyo.state.apiKey },
      settings: { list_id: klaviyo.state.lists[0]?.id },
    });
    expect(connected.status).toBe(200);
    await connectMailchimp();
    await runAfter();
    await ingest('customers', [{ email: 'jobb@example.no', marketing_consent: true }]);
    await runAfter(MINUTE);
    const connection = await connectionOf(account.id, 'klaviyo');
    const stateOf = async () =>
      (await deliveriesOf(connection.id)).find((row) => row.subject === 'jobb@example.no')?.state;
    expect(await stateOf()).toBe('pending');
    // Read back before Klaviyo ran its job: still pending (a 202 that changed nothing is not "sent").
    await runAfter(15 * MINUTE);
    expect(await stateOf()).toBe('pending');
    klaviyo.settle();
    await runAfter(15 * MINUTE);
    expect(await stateOf()).toBe('sent');

    // The person unsubscribes at Mailchimp: the next read takes it back here, as a withdrawal and a suppression.
    const member = mailchimp.state.members.get('jobb@example.no');
    if (!member) throw new Error('not at Mailchimp');
    member.status = 'unsubscribed';
    member.changedAt = clock.now();
    await runAfter(15 * MINUTE);
    const [contact] = await t.database.db
      .select()
      .from(audienceContacts)
      .where(eq(audienceContacts.email, 'jobb@example.no'));
    expect(contact?.consent).toBe('withdrawn');
    const suppressions = await t.database.db
      .select()
      .from(audienceSuppressions)
      .where(eq(audienceSuppressions.accountId, account.id));
    expect(suppressions.map((row) => `${row.email}:${row.reason}`)).toContain('jobb@example.no:unsubscribed');
  });

  it('asks the service to erase a person erased here, and keeps no address once it is done', async () => {
    const { account, ingest, panel, connectMailchimp } = await shop();
    await connectMailchimp();
    await ingest('customers', [{ email: 'glem@example.no', marketing_consent: true }]);
    await runAfter(MINUTE);
    expect(mailchimp.state.members.get('glem@example.no')?.status).toBe('subscribed');
    const erased = await panel.post('/api/privacy/erase', {
      email: 'glem@example.no',
      confirm_email: 'glem@example.no',
    });
    expect(erased.status).toBe(200);
    expect((erased.body as { removed: Record<string, number> }).removed.app_erasures_asked).toBe(1);
    await runAfter(MINUTE);
    expect(mailchimp.state.members.has('glem@example.no')).toBe(false);
    const rows = await t.database.db
      .select()
      .from(appDeliveries)
      .where(eq(appDeliveries.accountId, account.id));
    expect(JSON.stringify(rows)).not.toContain('glem@example.no');
    expect(rows.filter((row) => row.kind === 'erase').map((row) => row.state)).toEqual(['sent']);
  });

  it('stops at once when disconnected and keeps nothing queued', async () => {
    const { account, ingest, connectMailchimp, panel } = await shop();
    await connectMailchimp();
    await runAfter();
    await panel.put('/api/apps/mailchimp/status', { status: 'paused' });
    await ingest('customers', [{ email: 'pause@example.no', marketing_consent: true }]);
    await runAfter(MINUTE);
    expect(mailchimp.state.members.has('pause@example.no')).toBe(false);
    expect((await panel.delete('/api/apps/mailchimp')).status).toBe(204);
    expect(
      await t.database.db.select().from(appDeliveries).where(eq(appDeliveries.accountId, account.id)),
    ).toEqual([]);
    await runAfter(MINUTE);
    expect(mailchimp.state.members.has('pause@example.no')).toBe(false);
  });
});

describe('a review app invites completed orders once', () => {
  const order = (id: string, email: string, total = 1000) => ({
    type: 'created',
    order_id: id,
    created_at: clock.now().toISOString(),
    lines: [{ product_id: 'SKU-1', name: 'Joggesko', quantity: 1, price: total }],
    subtotal: total,
    total,
    customer_email: email,
  });

  it('invites after the chosen days, never a cancelled order or an address that opted out, and once', async () => {
    const { account, ingest, connectTrustpilot } = await shop();
    await connectTrustpilot();
    await ingest('orders', [
      order('A-1', 'kunde@example.no'),
      { type: 'completed', order_id: 'A-1' },
      order('A-2', 'angrer@example.no'),
      { type: 'completed', order_id: 'A-2' },
    ]);
    await ingest('orders', [{ type: 'cancelled', order_id: 'A-2' }]);
    // An address that opted out of the shop's mail is never invited.
    await suppress(t.database.db, account.id, 'nei@example.no', 'unsubscribed', clock.now());
    await ingest('orders', [order('A-3', 'nei@example.no'), { type: 'completed', order_id: 'A-3' }]);
    await runAfter(2 * 24 * 60 * MINUTE);
    expect(trustpilot.state.invitations.filter((invite) => invite.reference === 'A-1')).toEqual([]);
    await runAfter(24 * 60 * MINUTE);
    const invited = trustpilot.state.invitations.filter((invite) => invite.reference.startsWith('A-'));
    expect(invited.map((invite) => `${invite.reference}:${invite.email}`)).toEqual(['A-1:kunde@example.no']);
    // The shop reports the order completed again: no second invitation.
    await ingest('orders', [{ ...order('A-1', 'kunde@example.no'), type: 'updated' }]);
    await runAfter(4 * 24 * 60 * MINUTE);
    expect(trustpilot.state.invitations.filter((invite) => invite.reference === 'A-1')).toHaveLength(1);
  });

  it('repeats a call whose answer was lost with the same reference, and the service invites once', async () => {
    const { account, ingest, connectTrustpilot } = await shop();
    await connectTrustpilot({ delay_days: 0 });
    await ingest('orders', [order('K-1', 'krasj@example.no'), { type: 'completed', order_id: 'K-1' }]);
    await runAfter();
    const connection = await connectionOf(account.id, 'trustpilot');
    const [sent] = await deliveriesOf(connection.id);
    expect(sent?.state).toBe('sent');
    // As if the worker died after the call and before recording it: the job runs the delivery again.
    await t.database.db
      .update(appDeliveries)
      .set({ state: 'queued' })
      .where(eq(appDeliveries.id, sent?.id ?? 0));
    await t.app.platform.jobs.enqueue('apps.deliver', { delivery_id: sent?.id ?? 0 });
    await runAfter();
    const calls = trustpilot.requests.filter((request) => request.path.includes('email-invitations'));
    expect(calls.filter((request) => String(JSON.stringify(request.body)).includes('K-1'))).toHaveLength(2);
    expect(trustpilot.state.invitations.filter((invite) => invite.reference === 'K-1')).toHaveLength(1);
  });

  it('sends one invitation from the flows’ review step, once per order', async () => {
    const { account, panel, ingest, connectTrustpilot } = await shop();
    await connectTrustpilot({ delay_days: 30 });
    const created = await panel.post<{ data: { id: number } }>('/api/flows', {
      name: 'Anmeldelse',
      template: null,
    });
    expect(created.status).toBe(201);
    const flowId = created.body.data.id;
    const saved = await panel.put(`/api/flows/${flowId}`, {
      name: 'Anmeldelse',
      definition: {
        start: { kind: 'event', event: 'order_completed' },
        first: 'r',
        steps: [{ id: 'r', type: 'review_service', next: null }],
      },
      reentry: { mode: 'once' },
    });
    expect(saved.status).toBe(200);
    expect((await panel.post(`/api/flows/${flowId}/activate`)).status).toBe(200);
    await ingest('orders', [order('F-1', 'flyt@example.no'), { type: 'completed', order_id: 'F-1' }]);
    await runAfter(MINUTE);
    await runAfter(MINUTE);
    // The flow's step invites at once, in place of the app's own invitation waiting for its 30 days.
    const invited = trustpilot.state.invitations.filter((invite) => invite.reference === 'F-1');
    expect(invited.map((invite) => invite.email)).toEqual(['flyt@example.no']);
    const connection = await connectionOf(account.id, 'trustpilot');
    const rows = (await deliveriesOf(connection.id)).filter((row) => row.subject === 'F-1');
    expect(rows.map((row) => `${row.changeKey}:${row.state}`).sort()).toEqual([
      `flow:${flowId}:sent`,
      'order:cancelled',
    ]);
    await runAfter(31 * 24 * 60 * MINUTE);
    expect(
      trustpilot.requests.filter((request) => String(JSON.stringify(request.body)).includes('F-1')),
    ).toHaveLength(1);
  });

  it('exports six months of reviews as a CSV, every page', async () => {
    const { panel, connectTrustpilot } = await shop();
    await connectTrustpilot();
    const answer = await panel.request<string>('GET', '/api/apps/trustpilot/reviews.csv');
    expect(answer.status).toBe(200);
    const rows = readCsv(answer.body, ';');
    expect(rows[0]).toEqual(['dato', 'vurdering', 'tittel', 'tekst', 'forfatter', 'produkt']);
    const sixMonthsAgo = new Date(clock.now());
    sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - 6);
    const expected = trustpilot.state.reviews.filter((review) => review.createdAt >= sixMonthsAgo);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(trustpilot.state.reviews.length);
    expect(rows.length - 1).toBe(expected.length);
  });
});
