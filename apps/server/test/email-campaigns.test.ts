import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceSuppressions, emailCampaignRecipients, outbox } from '../src/db/schema';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { runQueuedJobs } from './support/run-queued-jobs';

/**
 * Campaigns (issue 15) against a real SMTP server on loopback: every reachable subscriber once, nobody
 * else, pacing by jobs, a worker's crash mid-batch, pause and resume, unsubscribe without login (and
 * one-click), open and click tracking without an open redirect, hard bounces suppressed.
 */
const received: Array<{ to: string; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('finnesikke')) {
      callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
    } else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      for (const to of session.envelope.rcptTo) {
        received.push({ to: to.address.toLowerCase(), raw: Buffer.concat(chunks).toString('utf8') });
      }
      callback();
    });
  },
});
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      JOB_POLL_MS: '60000',
      EMAIL_CAMPAIGN_RATE: '40',
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
    },
    undefined,
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const sendAll = () => runQueuedJobs(t, clock);

const MJML = `<mjml><mj-body><mj-section><mj-column>
  <mj-text>Hei {{ customer.first_name }}! Nyheter fra {{ shop.name }}.</mj-text>
  <mj-button href="https://butikk.example.no/salg?kampanje=1&amp;x=2">Se salget</mj-button>
</mj-column></mj-section></mj-body></mjml>`;

async function shop(subscribers: number) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_EMAIL'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const tag = `s${account.id}`;
  const rows = ['e-post;navn;samtykke'];
  for (let i = 0; i < subscribers; i++) rows.push(`kunde${i}.${tag}@example.no;Kunde ${i};ja`);
  rows.push(`nei.${tag}@example.no;Nei;nei`, `finnesikke.${tag}@example.no;Ingen;ja`);
  const imported = await panel.request('POST', '/api/audience/contacts/import', {
    rawBody: rows.join('\n'),
    headers: { 'content-type': 'text/csv' },
  });
  expect(imported.status).toBe(200);
  const template = await panel.post<{ data: { id: number } }>('/api/emails/templates', {
    name: 'Nyhetsbrev',
    subject: 'Nytt fra oss, {{ customer.first_name }}',
    mjml: MJML,
  });
  expect(template.status).toBe(201);
  const campaign = await panel.post<{ data: { id: number } }>('/api/emails/campaigns', {
    name: 'Vårsalg',
    template_id: template.body.data.id,
  });
  expect(campaign.status).toBe(201);
  return { account, owner, panel, tag, templateId: template.body.data.id, id: campaign.body.data.id };
}

const mailsTo = (tag: string) => received.filter((mail) => mail.to.endsWith(`.${tag}@example.no`));

describe('campaigns', () => {
  it('validates a draft with the catalogue texts and shows the audience it would reach', async () => {
    const s = await shop(3);
    const empty = await s.panel.post('/api/emails/campaigns', {});
    expect((empty.body as unknown as ApiError).error.fields).toEqual({
      name: 'Kampanjen må ha et navn.',
      template_id: 'Velg en mal.',
    });
    const badTag = await s.panel.put(`/api/emails/campaigns/${s.id}`, {
      name: 'Vårsalg',
      template_id: s.templateId,
      subject: 'Hei {{ kunde.navn }}',
    });
    expect((badTag.body as unknown as ApiError).error.fields).toEqual({
      subject: 'Malen bruker en flettekode som ikke finnes.',
    });
    const audience = await s.panel.get<{ data: { count: number; reachable: number } }>(
      `/api/emails/campaigns/${s.id}/audience`,
    );
    // Three who said yes, one who did not; the bouncing address said yes too.
    expect(audience.body.data).toEqual({ count: 5, reachable: 4 });
  });

  it('sends every reachable subscriber exactly once, paced, even when a worker dies mid-batch', async () => {
    const s = await shop(100);
    const started = await s.panel.post<{ data: { status: string } }>(`/api/emails/campaigns/${s.id}/send`);
    expect(started.body.data.status).toBe('sending');
    const again = await s.panel.post(`/api/emails/campaigns/${s.id}/send`);
    expect(again.status).toBe(409);
    // The recipients and the first paced batch; then a worker takes 30 more and dies before sending them.
    await t.app.platform.jobs.runDue();
    await t.database.db.execute(sql`
      update email_campaign_recipients set status = 'sending', claimed_at = ${new Date(clock.now().getTime() - 600_000)}
      where id in (select id from email_campaign_recipients where campaign_id = ${s.id} and status = 'queued'
        order by id limit 30)`);
    await sendAll();
    const mails = mailsTo(s.tag);
    const addresses = mails.map((mail) => mail.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toHaveLength(100);
    expect(addresses).not.toContain(`nei.${s.tag}@example.no`);
    const campaign = await s.panel.get<{ data: { status: string; figures: Record<string, number> } }>(
      `/api/emails/campaigns/${s.id}`,
    );
    expect(campaign.body.data.status).toBe('sent');
    expect(campaign.body.data.figures).toMatchObject({ recipients: 101, sent: 100, failed: 1 });
    // The address the SMTP server refused for good is suppressed.
    const suppressed = await t.database.db
      .select()
      .from(audienceSuppressions)
      .where(eq(audienceSuppressions.accountId, s.account.id));
    expect(suppressed).toEqual([
      expect.objectContaining({ email: `finnesikke.${s.tag}@example.no`, reason: 'hard_bounce' }),
    ]);
    const raw = mails[0]?.raw ?? '';
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/[^>]+\/api\/e\/u\/[A-Za-z0-9_-]{22}>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toMatch(/^Subject: Nytt fra oss, Kunde/m);
  });

  it('sends a scheduled campaign when its time comes, not before; a time in the past is refused', async () => {
    const s = await shop(5);
    const past = await s.panel.post(`/api/emails/campaigns/${s.id}/schedule`, {
      at: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect((past.body as unknown as ApiError).error.message).toBe('Tidspunktet må være fram i tid.');
    const at = new Date(clock.now().getTime() + 3_600_000);
    const scheduled = await s.panel.post<{ data: { status: string; scheduled_at: string } }>(
      `/api/emails/campaigns/${s.id}/schedule`,
      { at: at.toISOString() },
    );
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', scheduled_at: at.toISOString() });
    await t.app.platform.jobs.runDue();
    expect(mailsTo(s.tag)).toHaveLength(0);
    clock.set(new Date(at.getTime() + 1000).toISOString());
    await sendAll();
    expect(mailsTo(s.tag)).toHaveLength(5);
    const done = await s.panel.get<{ data: { status: string } }>(`/api/emails/campaigns/${s.id}`);
    expect(done.body.data.status).toBe('sent');
  });

  it('finishes when a worker died just now holding a batch: its recipients go once, when abandoned', async () => {
    const s = await shop(20);
    await s.panel.post(`/api/emails/campaigns/${s.id}/send`);
    await sendAll();
    // Back to the middle of sending: a worker took the first ten just now and died, ten are still queued.
    received.splice(
      0,
      received.length,
      ...received.filter((mail) => !mail.to.endsWith(`.${s.tag}@example.no`)),
    );
    await t.database.db.execute(sql`
      update email_campaigns set status = 'sending', sent_count = 0, failed_count = 0 where id = ${s.id}`);
    await t.database.db.execute(sql`
      update email_campaign_recipients set status = 'queued', claimed_at = null, sent_at = null
      where campaign_id = ${s.id}`);
    await t.database.db.execute(sql`
      update email_campaign_recipients set status = 'sending', claimed_at = ${clock.now()}
      where id in (select id from email_campaign_recipients where campaign_id = ${s.id} order by id limit 10)`);
    await t.app.platform.jobs.enqueue('email.campaign_send', { campaign_id: s.id });
    await sendAll();
    const addresses = mailsTo(s.tag).map((mail) => mail.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toHaveLength(20);
    const done = await s.panel.get<{ data: { status: string; figures: { sent: number } } }>(
      `/api/emails/campaigns/${s.id}`,
    );
    expect(done.body.data).toMatchObject({ status: 'sent', figures: { sent: 20 } });
  });

  it('pauses and resumes; a paused campaign sends nothing', async () => {
    const s = await shop(60);
    await s.panel.post(`/api/emails/campaigns/${s.id}/send`);
    await t.app.platform.jobs.runDue(); // recipients, and the first paced batch of 40
    await t.app.platform.jobs.runDue();
    const paused = await s.panel.post<{ data: { status: string } }>(`/api/emails/campaigns/${s.id}/pause`);
    expect(paused.body.data.status).toBe('paused');
    const before = mailsTo(s.tag).length;
    expect(before).toBeLessThan(61);
    await sendAll();
    expect(mailsTo(s.tag).length).toBe(before);
    expect((await s.panel.post(`/api/emails/campaigns/${s.id}/pause`)).status).toBe(409);
    await s.panel.post(`/api/emails/campaigns/${s.id}/resume`);
    await sendAll();
    expect(
      mailsTo(s.tag)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(Array.from({ length: 60 }, (_, i) => `kunde${i}.${s.tag}@example.no`).sort());
  });
});

describe('the links in a campaign mail', () => {
  it('unsubscribes without login (GET asks, POST and one-click do it), tracks opens and signed clicks only', async () => {
    const s = await shop(2);
    await s.panel.post(`/api/emails/campaigns/${s.id}/send`);
    await sendAll();
    const [first] = await t.database.db
      .select()
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.email, `kunde0.${s.tag}@example.no`));
    const token = first?.token as string;
    const raw = mailsTo(s.tag).find((mail) => mail.to === `kunde0.${s.tag}@example.no`)?.raw ?? '';
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const click = /href="(http[^"]+\/api\/e\/c\/[^"]+)"/.exec(decoded)?.[1]?.replaceAll('&amp;', '&');
    expect(click).toBeDefined();
    const visitor = new TestClient(t.url);
    const path = (click as string).replace(/^https?:\/\/[^/]+/, '');
    const redirected = await visitor.request('GET', path);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('https://butikk.example.no/salg?kampanje=1&x=2');
    // The same token with another target: refused, no redirect anywhere.
    const forged = path.replace(
      encodeURIComponent('https://butikk.example.no/salg?kampanje=1&x=2'),
      encodeURIComponent('https://ond.example.com/'),
    );
    const refused = await visitor.request('GET', forged);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect((await visitor.request('GET', `/api/e/o/${token}.gif`)).headers.get('content-type')).toBe(
      'image/gif',
    );
    const asks = await visitor.request<string>('GET', `/api/e/u/${token}`);
    expect(String(asks.body)).toContain('Meld meg av');
    const still = await s.panel.get<{ data: Array<{ email: string; consent: string }> }>(
      '/api/audience/contacts?q=kunde0',
    );
    expect(still.status, JSON.stringify(still.body)).toBe(200);
    expect(still.body.data[0]?.consent).toBe('given');
    // RFC 8058: the mail client's one-click POST, no session, no cookie.
    const oneClick = await visitor.request('POST', `/api/e/u/${token}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    const after = await s.panel.get<{ data: Array<{ consent: string; suppressed: string | null }> }>(
      '/api/audience/contacts?q=kunde0',
    );
    expect(after.body.data[0]).toMatchObject({ consent: 'withdrawn', suppressed: 'unsubscribed' });
    expect((await visitor.request('POST', '/api/e/u/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const other = await s.panel.get<{ data: Array<{ consent: string }> }>('/api/audience/contacts?q=kunde1');
    expect(other.body.data[0]?.consent).toBe('given');
    // Orders the clicking recipient placed within 5 days of the click are the campaign's; later ones are not.
    const key = await s.panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
    const clickedAt = clock.now().getTime();
    const order = (id: string, afterMs: number, total: number) => ({
      type: 'created',
      order_id: id,
      created_at: new Date(clickedAt + afterMs).toISOString(),
      subtotal: total,
      total,
      customer_email: `kunde0.${s.tag}@example.no`,
      lines: [],
    });
    const ingested = await visitor.post(
      '/api/ingest/orders',
      [order('K-1', 3_600_000, 500), order('K-2', 6 * 86_400_000, 900)],
      { authorization: `Bearer ${key.body.data.key}` },
    );
    expect(ingested.status).toBe(200);
    const figures = await s.panel.get<{ data: { figures: Record<string, number> } }>(
      `/api/emails/campaigns/${s.id}`,
    );
    expect(figures.body.data.figures).toMatchObject({
      opened: 1,
      clicked: 1,
      unsubscribed: 1,
      orders: 1,
      revenue: 500,
    });
    // The same over time, per Oslo day: everything happened on 10 June.
    const daily = await s.panel.get<{ data: unknown[] }>(`/api/emails/campaigns/${s.id}/daily`);
    expect(daily.body.data).toEqual([
      {
        day: '2026-06-10',
        sent: figures.body.data.figures.sent,
        opened: 1,
        clicked: 1,
        unsubscribed: 1,
        orders: 1,
        revenue: 500,
      },
    ]);
  });

  it('puts the campaign mails a person got in their privacy export, and erases them', async () => {
    const s = await shop(2);
    await s.panel.post(`/api/emails/campaigns/${s.id}/send`);
    await sendAll();
    const email = `kunde1.${s.tag}@example.no`;
    const exported = await s.panel.post<{ campaign_mails: Array<{ campaign: string; status: string }> }>(
      '/api/privacy/export',
      { email },
    );
    expect(exported.body.campaign_mails).toEqual([
      expect.objectContaining({ campaign: 'Vårsalg', status: 'sent' }),
    ]);
    const erased = await s.panel.post<{ removed: Record<string, number> }>('/api/privacy/erase', {
      email,
      confirm_email: email,
    });
    expect(erased.body.removed).toMatchObject({ campaign_mails: 1, email_contacts: 1 });
    const left = await t.database.db
      .select()
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.email, email));
    expect(left).toHaveLength(0);
  });

  it('sends a test of a campaign, with its own subject, to its own user; only its own account may', async () => {
    const s = await shop(1);
    const other = await shop(1);
    const path = `/api/emails/campaigns/${s.id}`;
    expect(
      (
        await s.panel.put(path, {
          name: 'Vårsalg',
          template_id: s.templateId,
          subject: 'Salg for {{ shop.name }}',
        })
      ).status,
    ).toBe(200);
    // To the account's own user (a stranger is refused: mail-limits.test.ts).
    const sent = await s.panel.post<{ data: { id: string } }>(`${path}/test-send`, {
      to: s.owner.email.toUpperCase(),
    });
    expect(sent.status).toBe(200);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.id, sent.body.data.id));
    expect(mail).toMatchObject({ to: s.owner.email, kind: 'template_test', accountId: s.account.id });
    expect(mail?.subject).toMatch(/^\[Test\] Salg for /);
    expect(mail?.html).toContain('Se salget');
    const bad = await s.panel.post(`${path}/test-send`, { to: 'nei' });
    expect((bad.body as unknown as ApiError).error.fields).toEqual({ to: 'Ugyldig e-postadresse.' });
    expect((await other.panel.post(`${path}/test-send`, { to: 'a@example.no' })).status).toBe(404);
  });

  it("lists the campaign mails on a contact's page, with opens; never to another account", async () => {
    const s = await shop(1);
    const other = await shop(1);
    expect((await s.panel.post(`/api/emails/campaigns/${s.id}/send`)).status).toBe(200);
    await sendAll();
    const contacts = await s.panel.get<{ data: Array<{ id: number; email: string }> }>(
      `/api/audience/contacts?q=kunde0.${s.tag}`,
    );
    const contact = contacts.body.data[0];
    if (!contact) throw new Error('the contact is missing');
    const mails = await s.panel.get<{ data: Array<Record<string, unknown>> }>(
      `/api/emails/contacts/${contact.id}/mails`,
    );
    expect(mails.body.data).toEqual([
      expect.objectContaining({
        campaign_id: s.id,
        campaign_name: 'Vårsalg',
        status: 'sent',
        opened_at: null,
      }),
    ]);
    expect((await other.panel.get(`/api/emails/contacts/${contact.id}/mails`)).status).toBe(404);
    expect((await s.panel.get('/api/emails/contacts/0/mails')).status).toBe(404);
  });

  it('another account cannot see, change, send, pause or delete a campaign', async () => {
    const mine = await shop(1);
    const other = await shop(1);
    const path = `/api/emails/campaigns/${mine.id}`;
    expect((await other.panel.get(path)).status).toBe(404);
    expect((await other.panel.get(`${path}/audience`)).status).toBe(404);
    expect((await other.panel.get(`${path}/daily`)).status).toBe(404);
    expect((await other.panel.put(path, { name: 'x', template_id: other.templateId })).status).toBe(404);
    expect((await other.panel.post(`${path}/send`)).status).toBe(404);
    expect((await other.panel.post(`${path}/cancel`)).status).toBe(404);
    expect((await other.panel.post(`${path}/test-send`, { to: 'a@example.no' })).status).toBe(404);
    expect((await other.panel.delete(path)).status).toBe(404);
    // Nor point a campaign of its own at this account's template.
    const borrowed = await other.panel.post('/api/emails/campaigns', {
      name: 'x',
      template_id: mine.templateId,
    });
    expect((borrowed.body as unknown as ApiError).error.fields).toEqual({ template_id: 'Velg en mal.' });
    expect((await mine.panel.get<{ data: { status: string } }>(path)).body.data.status).toBe('draft');
  });
});
