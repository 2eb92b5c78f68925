import { ERROR_MESSAGES_NB, FIELD_MESSAGES_NB, TEST_SENDS_PER_DAY } from '@butikkpanel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { latestOneTimeLink } from './mailbox';
import { startSmtpPeer } from './smtp-peer';

/**
 * Issue 30, "mail the platform sends for an account": test sends reach only the account's users and the
 * addresses it verified, within a daily quota; a From address is used only once verified (a link, or a DNS
 * TXT record through an injected resolver); and mail per account per hour has a ceiling staff can raise.
 * Mail is read where it arrives: at a real SMTP server.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const clock = new ManualClock('2026-06-10T08:00:00Z');
/** The DNS the server sees: name -> TXT records (each record as its chunks). */
const dns = new Map<string, string[][]>();

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp(
    { SMTP_URL: smtp.url, JOB_POLL_MS: '60000', LOGIN_MAX_PER_IP_PER_MINUTE: '10000' },
    undefined,
    {
      clock,
      resolveTxt: async (name) => {
        const records = dns.get(name);
        if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
        return records;
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => clock.set('2026-06-10T08:00:00Z'));

const MJML = `<mjml><mj-body><mj-section><mj-column><mj-text>Hei {{ customer.first_name }}</mj-text></mj-column></mj-section></mj-body></mjml>`;

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_EMAIL'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const template = await panel.post<{ data: { id: number } }>('/api/emails/templates', {
    name: 'Nyhetsbrev',
    subject: 'Nytt i butikken',
    mjml: MJML,
  });
  expect(template.status).toBe(201);
  const testSend = (to: string) =>
    panel.post<ApiError & { data: { id: string } }>(
      `/api/emails/templates/${template.body.data.id}/test-send`,
      {
        to,
      },
    );
  return { account, owner, panel, templateId: template.body.data.id, testSend };
}

/** Delivers every mail due now, as the job worker would. */
async function deliver() {
  for (let round = 0; round < 20; round++) {
    await t.app.platform.jobs.runDue();
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from jobs where state = 'queued' and run_at <= ${clock.now()}`,
    );
    if (Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0) === 0) return;
  }
}

const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.replace(/\r\n[ \t]+/g, ' '))?.[1] ?? null;

/** Follows a verification link as its recipient does: the page, then its button. */
async function clickLink(link: string) {
  const path = link.replace('http://localhost:3000', '');
  const page = await new TestClient(t.url).get(path);
  const confirm = await new TestClient(t.url).request('POST', path, {
    rawBody: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { page, confirm, path };
}

describe('who a test send may reach', () => {
  it('refuses a stranger on the field, takes the own user and an address verified by its link', async () => {
    const a = await shop();
    const stranger = `fremmed-${a.account.id}@example.no`;
    const refused = await a.testSend(stranger);
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields?.to).toBe(FIELD_MESSAGES_NB.test_recipient_not_allowed);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, stranger))).toEqual([]);

    expect((await a.testSend(a.owner.email.toUpperCase())).status).toBe(200);

    const asked = await a.panel.post<{ data: { addresses: Array<{ address: string; kind: string }> } }>(
      '/api/emails/test-recipients',
      { address: stranger },
    );
    expect(asked.status).toBe(202);
    expect(asked.body.data.addresses).toContainEqual({ address: stranger, kind: 'pending' });
    // Pending is not verified: still refused.
    expect((await a.testSend(stranger)).status).toBe(422);
    const link = await latestOneTimeLink(t, stranger);
    const { page, confirm } = await clickLink(link);
    expect(page.status).toBe(200);
    expect(confirm.status).toBe(200);
    expect(String(confirm.body)).toContain('er bekreftet');
    // Single use: the same link again does nothing.
    expect((await clickLink(link)).confirm.status).toBe(404);

    expect((await a.testSend(stranger)).status).toBe(200);
    await deliver();
    expect(receivedBy(stranger).map((mail) => header(mail.raw, 'Subject'))).toContain(
      '[Test] Nytt i butikken',
    );

    // The campaign's test send follows the same rule.
    const campaign = await a.panel.post<{ data: { id: number } }>('/api/emails/campaigns', {
      name: 'Juni',
      template_id: a.templateId,
    });
    const campaignTest = (to: string) =>
      a.panel.post<ApiError>(`/api/emails/campaigns/${campaign.body.data.id}/test-send`, { to });
    expect((await campaignTest(`noen-andre-${a.account.id}@example.no`)).status).toBe(422);
    expect((await campaignTest(stranger)).status).toBe(200);
  });

  it("lets another account neither use, verify nor see this account's addresses and counts", async () => {
    const a = await shop();
    const b = await shop();
    const address = `delt-${a.account.id}@example.no`;
    await a.panel.post('/api/emails/test-recipients', { address });
    const link = await latestOneTimeLink(t, address);
    // The link changed to name account b (or another row) is refused, and verifies nothing for b.
    const forged = link.replace(`/verify-address/${a.account.id}/`, `/verify-address/${b.account.id}/`);
    expect((await clickLink(forged)).confirm.status).toBe(404);
    expect((await clickLink(link)).confirm.status).toBe(200);
    expect((await a.testSend(address)).status).toBe(200);

    expect((await b.testSend(address)).status).toBe(422);
    expect((await b.testSend(a.owner.email)).status).toBe(422);
    const seen = await b.panel.get<{ data: { used: number; addresses: Array<{ address: string }> } }>(
      '/api/emails/test-recipients',
    );
    expect(seen.body.data.used).toBe(0);
    expect(seen.body.data.addresses.map((entry) => entry.address)).toEqual([b.owner.email]);
    // Naming a's account in the header does not open a's list to b's owner.
    const peek = await b.panel.get('/api/emails/test-recipients', {
      'authorized-account': String(a.account.id),
    });
    expect(peek.status).toBe(404);
  });

  it('stops links that are too old or replaced by a newer one', async () => {
    const a = await shop();
    const address = `sen-${a.account.id}@example.no`;
    await a.panel.post('/api/emails/test-recipients', { address });
    const first = await latestOneTimeLink(t, address);
    clock.advance(60_000);
    await a.panel.post('/api/emails/test-recipients', { address });
    const second = await latestOneTimeLink(t, address);
    expect(second).not.toBe(first);
    expect((await clickLink(first)).confirm.status).toBe(404);
    clock.advance(49 * 60 * 60_000);
    const late = await clickLink(second);
    expect(late.page.status).toBe(404);
    expect(late.confirm.status).toBe(404);
    expect(String(late.confirm.body)).toContain('Lenken virker ikke');
  });

  it('counts test sends per account per Oslo day, in the database, and answers 429 past the quota', async () => {
    clock.set('2026-06-10T21:30:00Z'); // 23:30 in Oslo
    const a = await shop();
    const b = await shop();
    for (let index = 0; index < TEST_SENDS_PER_DAY; index++) {
      expect((await a.testSend(a.owner.email)).status).toBe(200);
    }
    const over = await a.testSend(a.owner.email);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(
      ERROR_MESSAGES_NB.test_send_quota_reached.replace('{limit}', String(TEST_SENDS_PER_DAY)),
    );
    const count = await a.panel.get<{ data: { used: number; limit: number } }>('/api/emails/test-recipients');
    expect(count.body.data).toMatchObject({ used: TEST_SENDS_PER_DAY, limit: TEST_SENDS_PER_DAY });
    // Another account's quota is its own.
    expect((await b.testSend(b.owner.email)).status).toBe(200);
    // 00:10 in Oslo (still 10 June in UTC): a new day.
    clock.set('2026-06-10T22:10:00Z');
    const panel = await signedIn(t.url, a.owner);
    panel.account = a.account.id;
    const next = await panel.post(`/api/emails/templates/${a.templateId}/test-send`, { to: a.owner.email });
    expect(next.status).toBe(200);
  });
});

const SENDER = {
  from_name: 'Skotest AS',
  reply_to: '',
  footer_company: 'Skotest AS',
  footer_address: '',
  footer_unsubscribe: '',
};

describe('the sender address', () => {
  it('sends from the platform with the shop as Reply-To until the address is verified by its link', async () => {
    const a = await shop();
    const from = `post-${a.account.id}@skotest.no`;
    expect(
      (await a.panel.put('/api/account-settings/email-sender', { ...SENDER, from_email: from })).status,
    ).toBe(200);
    const before = await a.panel.get<{ data: Record<string, unknown> }>(
      '/api/account-settings/email-sender/identity',
    );
    expect(before.body.data).toMatchObject({
      state: 'unverified',
      used_from: t.config.mail.from,
      used_reply_to: from,
    });
    expect((await a.testSend(a.owner.email)).status).toBe(200);
    await deliver();
    const first = receivedBy(a.owner.email).at(-1)?.raw ?? '';
    expect(header(first, 'From')).toBe('Butikkpanel <no-reply@butikkpanel.no>');
    expect(header(first, 'Reply-To')).toBe(from);

    expect((await a.panel.post('/api/account-settings/email-sender/verify-address')).status).toBe(202);
    expect((await clickLink(await latestOneTimeLink(t, from))).confirm.status).toBe(200);
    const after = await a.panel.get<{ data: Record<string, unknown> }>(
      '/api/account-settings/email-sender/identity',
    );
    expect(after.body.data).toMatchObject({ state: 'verified_address', used_from: from });

    expect((await a.testSend(a.owner.email)).status).toBe(200);
    await deliver();
    const second = receivedBy(a.owner.email).at(-1)?.raw ?? '';
    expect(header(second, 'From')).toBe(`Skotest AS <${from}>`);
    expect(header(second, 'Reply-To')).toBeNull();
  });

  it('verifies a domain by its TXT record for that account only', async () => {
    const a = await shop();
    const b = await shop();
    const domain = `butikk-${a.account.id}.no`;
    await a.panel.put('/api/account-settings/email-sender', { ...SENDER, from_email: `hei@${domain}` });
    await b.panel.put('/api/account-settings/email-sender', { ...SENDER, from_email: `falsk@${domain}` });
    const identity = await a.panel.get<{ data: { txt_name: string; txt_value: string } }>(
      '/api/account-settings/email-sender/identity',
    );
    expect(identity.body.data.txt_name).toBe(domain);
    expect(identity.body.data.txt_value).toMatch(/^butikkpanel-verification=[\w-]+$/);

    const early = await a.panel.post<ApiError>('/api/account-settings/email-sender/verify-domain');
    expect(early.status).toBe(422);
    expect(early.body.error.fields?.domain).toBe(FIELD_MESSAGES_NB.sender_domain_not_verified);

    // A long record may come in chunks; they are one value.
    const value = identity.body.data.txt_value;
    dns.set(domain, [['v=spf1 -all'], [value.slice(0, 10), value.slice(10)]]);
    const verified = await a.panel.post<{ data: { state: string } }>(
      '/api/account-settings/email-sender/verify-domain',
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data.state).toBe('verified_domain');

    // b's token is its own: a's record proves nothing for b, whose mail keeps the platform's From.
    expect((await b.panel.post('/api/account-settings/email-sender/verify-domain')).status).toBe(422);
    expect((await b.testSend(b.owner.email)).status).toBe(200);
    expect((await a.testSend(a.owner.email)).status).toBe(200);
    await deliver();
    expect(header(receivedBy(a.owner.email).at(-1)?.raw ?? '', 'From')).toBe(`Skotest AS <hei@${domain}>`);
    const bMail = receivedBy(b.owner.email).at(-1)?.raw ?? '';
    expect(header(bMail, 'From')).toBe('Butikkpanel <no-reply@butikkpanel.no>');
    expect(header(bMail, 'Reply-To')).toBe(`falsk@${domain}`);
  });
});

describe('mail per account per hour', () => {
  it('holds mail past the ceiling for the next hour, lists the account for staff, and a raise releases it', async () => {
    const a = await shop();
    const staffUser = await createUser(t.database.db, { roles: ['staff'] });
    const staff = await signedIn(t.url, staffUser);
    expect(
      (await a.panel.put(`/api/staff/accounts/${a.account.id}/mail-ceiling`, { per_hour: 100 })).status,
    ).toBe(403);
    expect(
      (await staff.put(`/api/staff/accounts/${a.account.id}/mail-ceiling`, { per_hour: 3 })).status,
    ).toBe(200);
    const before = receivedBy(a.owner.email).length;
    for (let index = 0; index < 5; index++) expect((await a.testSend(a.owner.email)).status).toBe(200);
    await deliver();
    expect(receivedBy(a.owner.email).length - before).toBe(3);
    const held = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.accountId, a.account.id), eq(outbox.status, 'pending')));
    expect(held).toHaveLength(2);

    const listed = await staff.get<{
      data: Array<{ account_id: number; sent_this_hour: number; held: number }>;
    }>('/api/staff/mail-ceilings');
    expect(listed.body.data.find((row) => row.account_id === a.account.id)).toMatchObject({
      sent_this_hour: 3,
      held: 2,
    });
    expect((await a.panel.get('/api/staff/mail-ceilings')).status).toBe(403);

    // The next hour, the held ones go (the ceiling counts again from zero).
    clock.advance(60 * 60_000);
    await deliver();
    expect(receivedBy(a.owner.email).length - before).toBe(5);

    // Past the ceiling again; staff raise it and the held mail goes at once.
    for (let index = 0; index < 4; index++) expect((await a.testSend(a.owner.email)).status).toBe(200);
    await deliver();
    expect(receivedBy(a.owner.email).length - before).toBe(6);
    expect(
      (await staff.put(`/api/staff/accounts/${a.account.id}/mail-ceiling`, { per_hour: 50 })).status,
    ).toBe(200);
    await deliver();
    expect(receivedBy(a.owner.email).length - before).toBe(9);
    const bad = await staff.put<ApiError>(`/api/staff/accounts/${a.account.id}/mail-ceiling`, {
      per_hour: 0,
    });
    expect(bad.status).toBe(400);
  });

  it('lets a campaign past the ceiling wait for the next hour: still sending, every subscriber once', async () => {
    const a = await shop();
    const staffUser = await createUser(t.database.db, { roles: ['staff'] });
    const staff = await signedIn(t.url, staffUser);
    expect(
      (await staff.put(`/api/staff/accounts/${a.account.id}/mail-ceiling`, { per_hour: 3 })).status,
    ).toBe(200);
    const tag = `c${a.account.id}`;
    const rows = ['e-post;navn;samtykke'];
    for (let i = 0; i < 5; i++) rows.push(`kunde${i}.${tag}@example.no;Kunde ${i};ja`);
    const imported = await a.panel.request('POST', '/api/audience/contacts/import', {
      rawBody: rows.join('\n'),
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.status).toBe(200);
    const campaign = await a.panel.post<{ data: { id: number } }>('/api/emails/campaigns', {
      name: 'Vårsalg',
      template_id: a.templateId,
    });
    expect(campaign.status).toBe(201);
    const id = campaign.body.data.id;
    const mailsOfTag = () =>
      smtp.received.filter((mail) => mail.to.some((to) => to.endsWith(`.${tag}@example.no`)));
    const statusOf = async () =>
      (await a.panel.get<{ data: { status: string } }>(`/api/emails/campaigns/${id}`)).body.data.status;

    expect((await a.panel.post(`/api/emails/campaigns/${id}/send`)).status).toBe(200);
    await deliver();
    // Three this hour, then the campaign waits: still sending, nothing failed or dropped.
    expect(mailsOfTag()).toHaveLength(3);
    expect(await statusOf()).toBe('sending');

    clock.advance(60 * 60_000);
    for (let round = 0; round < 5; round++) {
      await deliver();
      clock.advance(2_000);
    }
    const recipients = mailsOfTag().flatMap((mail) => mail.to);
    expect(recipients).toHaveLength(5);
    expect(new Set(recipients).size).toBe(5);
    expect(await statusOf()).toBe('sent');
  });
});
