import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../src/db/schema';
import { createAccountWithOwner, createUser, signedIn as signIn, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { latestOneTimeLink } from './mailbox';

interface OutboxMail {
  id: string;
  account_id: number | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

interface OutboxList {
  data: OutboxMail[];
  total: number;
}

const RESET_LINK = /http:\/\/localhost:3000\/pub-v2\/reset\/([\w-]{20,})/;

const signedIn = (t: TestApp, user: { email: string }) => signIn(t.url, user);

async function forgotPassword(t: TestApp, email: string) {
  const answer = await new TestClient(t.url).post('/api/auth/password/forgot', { email });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ ok: true });
}

async function outboxRowsTo(t: TestApp, email: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.to, email));
}

describe('the outbox without SMTP_URL', () => {
  let t: TestApp;
  let staff: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
    staff = await signedIn(t, await createUser(t.database.db, { roles: ['staff'] }));
  });
  afterAll(() => t.close());

  it('stores a forgot-password mail with status stored, readable by staff in list and detail', async () => {
    const user = await createUser(t.database.db);
    await forgotPassword(t, user.email.toUpperCase());
    const list = await staff.get<OutboxList>(`/api/staff/outbox?to=${encodeURIComponent(user.email)}`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    const [mail] = list.body.data;
    expect(mail).toMatchObject({
      account_id: null,
      to: user.email,
      subject: 'Tilbakestill passordet ditt i Butikkpanel',
      kind: 'password_reset',
      status: 'stored',
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
    // Issue 12 B1: staff read the mail, but never the live link (it would reset anyone's password).
    const link = await latestOneTimeLink(t, user.email);
    const key = RESET_LINK.exec(link)?.[1] ?? '';
    expect(key).not.toBe('');
    expect(mail?.text).not.toContain(key);
    expect(mail?.html).not.toContain(key);
    expect(mail?.text).toContain('[engangslenke: vises bare for mottakeren]');
    expect(mail?.html).toContain('href="[engangslenke: vises bare for mottakeren]"');
    const [row] = await outboxRowsTo(t, user.email);
    expect(`${row?.text}${row?.html}${row?.secret}`).not.toContain(key);
    const reset = await new TestClient(t.url).get(`/api/auth/password/reset/${key}`);
    expect(reset.status).toBe(200);

    const detail = await staff.get<OutboxMail>(`/api/staff/outbox/${mail?.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(mail);
  });

  it('shows no live invitation link in the mailbox either, to staff or to partners', async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db);
    const client = await signedIn(t, owner);
    client.account = account.id;
    const email = uniqueEmail('invitert');
    const invited = await client.post('/api/accounts/invitations', {
      email,
      firstname: 'Ida',
      lastname: 'Inv',
    });
    expect(invited.status).toBe(201);
    const key = (await latestOneTimeLink(t, email)).split('/pub-v2/invitation/')[1] ?? '';
    expect(key.length).toBeGreaterThan(20);
    const partner = await signedIn(t, await createUser(t.database.db, { roles: ['partner'] }));
    for (const reader of [staff, partner]) {
      const list = await reader.get<OutboxList>(`/api/staff/outbox?to=${encodeURIComponent(email)}`);
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).not.toContain(key);
      expect(list.body.data[0]?.kind).toBe('invitation');
    }
  });

  it('stores no mail for an unknown e-mail and answers the same', async () => {
    const email = uniqueEmail('ukjent');
    await forgotPassword(t, email);
    const list = await staff.get<OutboxList>(`/api/staff/outbox?to=${encodeURIComponent(email)}`);
    expect(list.body).toEqual({ data: [], total: 0 });
  });

  it('filters by recipient in any case and pages with limit and offset, newest first', async () => {
    const email = uniqueEmail('mottaker');
    for (const number of [1, 2, 3]) {
      await t.app.outbox.enqueue({
        accountId: null,
        to: email,
        subject: `Nr ${number}`,
        text: 'Hei',
        kind: 'sender_test',
      });
    }
    await t.app.outbox.enqueue({
      accountId: null,
      to: uniqueEmail('annen'),
      subject: 'Annen',
      text: 'Hei',
      kind: 'sender_test',
    });
    const to = encodeURIComponent(email.toUpperCase());
    const all = await staff.get<OutboxList>(`/api/staff/outbox?to=${to}`);
    expect(all.body.total).toBe(3);
    expect(all.body.data.map((mail) => mail.subject)).toEqual(['Nr 3', 'Nr 2', 'Nr 1']);
    const first = await staff.get<OutboxList>(`/api/staff/outbox?to=${to}&limit=2`);
    expect(first.body.total).toBe(3);
    expect(first.body.data.map((mail) => mail.subject)).toEqual(['Nr 3', 'Nr 2']);
    const second = await staff.get<OutboxList>(`/api/staff/outbox?to=${to}&limit=2&offset=2`);
    expect(second.body.total).toBe(3);
    expect(second.body.data.map((mail) => mail.subject)).toEqual(['Nr 1']);
    const beyond = await staff.get<OutboxList>(`/api/staff/outbox?to=${to}&offset=3`);
    expect(beyond.body).toEqual({ data: [], total: 3 });
    const unfiltered = await staff.get<OutboxList>('/api/staff/outbox?limit=1');
    expect(unfiltered.body.data).toHaveLength(1);
    expect(unfiltered.body.total).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    [`to=${'a'.repeat(255)}`, 'to'],
  ])('refuses the query %s with 400 on the field', async (query, field) => {
    const answer = await staff.get<ApiError>(`/api/staff/outbox?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(answer.body.error.message).toBe('Noen felt er ikke riktig utfylt.');
    expect(Object.keys(answer.body.error.fields ?? {})).toEqual([field]);
  });

  it.each([['partner'], ['admin']])('lets %s read the outbox too', async (role) => {
    const client = await signedIn(t, await createUser(t.database.db, { roles: [role] }));
    const answer = await client.get<OutboxList>('/api/staff/outbox?limit=1');
    expect(answer.status).toBe(200);
  });

  it('refuses a merchant with 403 and shows no mail', async () => {
    const { owner } = await createAccountWithOwner(t.database.db);
    const secret = await t.app.outbox.enqueue({
      accountId: null,
      to: uniqueEmail('hemmelig'),
      subject: 'Hemmelig emne',
      text: 'Hemmelig innhold',
      kind: 'sender_test',
    });
    const merchant = await signedIn(t, owner);
    const forbidden = { error: { code: 'forbidden', message: 'Du har ikke tilgang' } };
    const list = await merchant.get<ApiError>('/api/staff/outbox');
    expect(list.status).toBe(403);
    expect(list.body).toEqual(forbidden);
    const detail = await merchant.get<ApiError>(`/api/staff/outbox/${secret.id}`);
    expect(detail.status).toBe(403);
    expect(detail.body).toEqual(forbidden);
    const anonymous = await new TestClient(t.url).get<ApiError>(`/api/staff/outbox/${secret.id}`);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain('Hemmelig');
  });

  it('answers 404 for an unknown or malformed mail id', async () => {
    const notFound = { error: { code: 'not_found', message: 'Fant ikke det du lette etter.' } };
    const unknown = await staff.get<ApiError>('/api/staff/outbox/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(notFound);
    const malformed = await staff.get<ApiError>("/api/staff/outbox/1'%20or%20'1'='1");
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual(notFound);
  });
});

/** A real SMTP peer: records every RCPT attempt and every accepted message, and refuses on request. */
async function startSmtpPeer() {
  const attempts: Array<{ to: string; at: number }> = [];
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  const refuseRcpt = new Map<string, number>();
  const refuseData = new Map<string, number>();

  function takeRefusal(rules: Map<string, number>, address: string): boolean {
    const left = rules.get(address) ?? 0;
    if (left <= 0) return false;
    rules.set(address, left - 1);
    return true;
  }
  const temporaryFailure = (text: string) => Object.assign(new Error(text), { responseCode: 451 });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      attempts.push({ to, at: Date.now() });
      if (takeRefusal(refuseRcpt, to)) return callback(temporaryFailure('Mailbox busy, try again later'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        if (to.some((address) => takeRefusal(refuseData, address))) {
          return callback(temporaryFailure('Queue full, try again later'));
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    attempts,
    received,
    refuseRcpt,
    refuseData,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a MIME message (every leaf part, quoted-printable or base64). */
function mimeText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (/^content-type:\s*multipart\//im.test(head) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => mimeText(part.replace(/^\r\n/, '')))
      .join('\n');
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('the outbox with SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_MS: '50',
      JOB_POLL_MS: '20',
      MAIL_MAX_ATTEMPTS: '3',
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const attemptsTo = (email: string) => smtp.attempts.filter((attempt) => attempt.to === email);
  const receivedBy = (email: string) => smtp.received.filter((message) => message.to.includes(email));

  async function waitForRow(email: string, status: string) {
    return vi.waitFor(
      async () => {
        const [row] = await outboxRowsTo(t, email);
        expect(row?.status).toBe(status);
        return row;
      },
      { timeout: 15_000, interval: 20 },
    );
  }

  it('delivers a forgot-password mail with its reset link and marks it sent', async () => {
    const user = await createUser(t.database.db);
    await forgotPassword(t, user.email);
    const row = await waitForRow(user.email, 'sent');
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);

    const [message, ...more] = receivedBy(user.email);
    expect(more).toEqual([]);
    expect(message?.from).toBe('no-reply@butikkpanel.no');
    expect(message?.to).toEqual([user.email]);
    expect(message?.raw).toMatch(new RegExp(`^X-Butikkpanel-Mail-Id: ${row?.id}\\r$`, 'im'));
    const text = mimeText(message?.raw ?? '');
    expect(text).toContain('Noen har bedt om å tilbakestille passordet');
    const key = RESET_LINK.exec(text)?.[1];
    expect(key).toBeDefined();
    expect(text).toContain(`href="http://localhost:3000/pub-v2/reset/${key}"`);
    // The link in the delivered mail is the one that works.
    const reset = await new TestClient(t.url).get(`/api/auth/password/reset/${key}`);
    expect(reset.status).toBe(200); // Once sent, the outbox no longer holds the link even in its sealed form.
    expect(row?.secret).toBeNull();
    expect(`${row?.text}${row?.html}`).not.toContain(key ?? 'no key');
  });

  it('retries a refused mail with growing backoff and delivers it later, counting the attempts', async () => {
    const user = await createUser(t.database.db);
    smtp.refuseData.set(user.email, 2);
    await forgotPassword(t, user.email);
    const row = await waitForRow(user.email, 'sent');
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(receivedBy(user.email)).toHaveLength(1);
    const times = attemptsTo(user.email).map((attempt) => attempt.at);
    expect(times).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = times;
    // retry base 50 ms: the second try waits at least 50 ms, the third at least 100 ms.
    expect(second - first).toBeGreaterThanOrEqual(45);
    expect(third - second).toBeGreaterThanOrEqual(95);
  });

  it('gives up after MAIL_MAX_ATTEMPTS with status failed and the last error', async () => {
    const user = await createUser(t.database.db);
    smtp.refuseRcpt.set(user.email, Number.POSITIVE_INFINITY);
    await forgotPassword(t, user.email);
    const row = await waitForRow(user.email, 'failed');
    expect(row?.attempts).toBe(3);
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toContain('451');
    expect(row?.lastError).toContain('Mailbox busy, try again later');
    expect(attemptsTo(user.email)).toHaveLength(3);
    expect(receivedBy(user.email)).toEqual([]);
    // A failed mail stays failed: no attempt after the last, even well past the next backoff.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(attemptsTo(user.email)).toHaveLength(3);
    const [after] = await outboxRowsTo(t, user.email);
    expect(after?.status).toBe('failed');
  });
});
