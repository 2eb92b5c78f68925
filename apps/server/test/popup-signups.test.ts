import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceConsentEvents, audienceContacts, outbox, popupSubmissions } from '../src/db/schema';
import { getEmailSender } from '../src/modules/account-settings';
import { confirmLinks } from '../src/modules/audience/double-opt-in';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

/**
 * Popup signups from the shop's public side (issue 30): one code per address and popup whatever the number
 * of submits (even racing ones), limits per address, IP and network answered 429 in Norwegian, double
 * opt-in on for a new account with the code mailed after the confirmation, and consent kept with the IP and
 * browser it came from. The proxy's X-Forwarded-For names the visitor's IP (TRUST_PROXY=1).
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp(
    { LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000', TRUST_PROXY: '1' },
    undefined,
    { clock },
  );
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Testleser/1.0';

/** An account with an active popup handing out unique codes from a template code. */
async function popupWithCodes(doubleOptIn: '0' | '1') {
  const { account, owner } = await createAccountWithOwner(t.database.db, {
    packages: ['PACKAGE_POPUPS', 'PACKAGE_DISCOUNTS', 'PACKAGE_EMAIL'],
  });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const sender = await panel.put('/api/account-settings/email-sender', {
    from_name: 'Sokkebutikken',
    from_email: 'post@sokk.example.no',
    reply_to: '',
    footer_company: '',
    footer_address: '',
    footer_unsubscribe: '',
    double_opt_in: doubleOptIn,
  });
  expect(sender.status).toBe(200);
  const template = await panel.post<{ data: { id: number } }>('/api/discounts/codes', {
    name: 'Velkommen',
    code: `VELKOMMEN${account.id}`,
    type: 'percent',
    amount: 10,
    auto_create_unique: true,
  });
  const created = await panel.post<{ data: { id: number } }>('/api/popups', { name: 'Velkommen' });
  const popupId = created.body.data.id;
  await panel.put(`/api/popups/${popupId}`, {
    name: 'Velkommen',
    settings: { max_width: 800 },
    discount_template_id: template.body.data.id,
  });
  expect((await panel.post(`/api/popups/${popupId}/activate`)).status).toBe(200);
  const list = await new TestClient(t.url).get<{
    data: { popups: Array<{ variants: Array<{ id: number }> }> };
  }>(`/api/widget/${account.id}/popups?visitor=besokende-1`);
  const variantId = list.body.data.popups[0]?.variants[0]?.id;
  let n = 0;
  const submit = (email: string, ip: string) =>
    new TestClient(t.url).post<{ data: { code: string; confirm: boolean } }>(
      `/api/widget/${account.id}/popups/${popupId}/submit`,
      {
        visitor_id: 'besokende-1',
        variant_id: variantId,
        submit_id: `innsending-${++n}`,
        fields: { email },
      },
      { 'x-forwarded-for': ip, 'user-agent': BROWSER },
    );
  return { account, panel, popupId, submit };
}

async function contactOf(accountId: number, email: string) {
  const [contact] = await t.database.db
    .select()
    .from(audienceContacts)
    .where(and(eq(audienceContacts.accountId, accountId), eq(audienceContacts.email, email)));
  return contact;
}

const mailsTo = (accountId: number, to: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.accountId, accountId), eq(outbox.to, to)));

describe('codes from a popup', () => {
  it('gives at most one code per address: 36 racing submits of 3 addresses get 3 codes', async () => {
    const s = await popupWithCodes('0');
    const addresses = ['a@example.no', 'b@example.no', 'c@example.no'];
    // Each from its own network, so only the one-code rule (not a limit) stands between them and 36 codes.
    const answers = await Promise.all(
      Array.from({ length: 36 }, (_, n) => s.submit(addresses[n % 3] ?? '', `10.${n}.0.1`)),
    );
    const codes = new Map<string, Set<string>>();
    for (const [n, answer] of answers.entries()) {
      if (answer.status === 429) continue;
      expect(answer.status).toBe(200);
      const address = addresses[n % 3] ?? '';
      codes.set(address, (codes.get(address) ?? new Set()).add(answer.body.data.code));
    }
    expect([...codes.values()].map((set) => set.size)).toEqual([1, 1, 1]);
    expect(new Set([...codes.values()].flatMap((set) => [...set])).size).toBe(3);
    // A second submit of an address later: the same code again, not another.
    clock.advance(25 * 60 * 60_000);
    const again = await s.submit('b@example.no', '10.200.0.1');
    expect([...(codes.get('b@example.no') ?? [])]).toEqual([again.body.data.code]);
  });

  it('answers 429 in Norwegian when one network, one IP or one address signs up too often', async () => {
    const s = await popupWithCodes('0');
    // Many addresses from one /24, each from its own IP: the network's limit (20 an hour) stops them.
    const fromNetwork: number[] = [];
    for (let n = 1; n <= 21; n++) {
      fromNetwork.push((await s.submit(`nett${n}@example.no`, `192.0.2.${n}`)).status);
    }
    expect(fromNetwork.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await s.submit('nett22@example.no', '192.0.2.99');
    expect(refused.status).toBe(429);
    expect((refused.body as unknown as ApiError).error).toMatchObject({
      code: 'popup_submit_limit',
      message: 'Det er sendt inn for mange påmeldinger herfra. Prøv igjen senere.',
    });
    // IPv6: one /64 is one network, whatever the address inside it.
    for (let n = 1; n <= 20; n++) await s.submit(`v6-${n}@example.no`, `2001:db8:1:2::${n.toString(16)}`);
    expect((await s.submit('v6-x@example.no', '2001:db8:1:2:ffff::1')).status).toBe(429);
    expect((await s.submit('v6-y@example.no', '2001:db8:1:3::1')).status).toBe(200);
    // An hour later the network may sign up again; one address at most 5 times a day.
    clock.advance(61 * 60_000);
    const sameAddress: number[] = [];
    for (let n = 0; n < 6; n++) sameAddress.push((await s.submit('kari@example.no', `198.51.${n}.7`)).status);
    expect(sameAddress).toEqual([200, 200, 200, 200, 200, 429]);
    // Another account's popup counts for itself.
    const other = await popupWithCodes('0');
    expect((await other.submit('kari@example.no', '192.0.2.1')).status).toBe(200);
  });
});

describe('double opt-in', () => {
  it('is on for a new account', async () => {
    const client = new TestClient(t.url);
    const { body: tokenAnswer } = await client.post<{ token: string }>('/api/auth/token');
    const answer = await client.post<{ account_id: number }>('/api/auth/register', {
      email: 'ny.butikk@example.no',
      password: 'et-langt-passord',
      password_confirmation: 'et-langt-passord',
      firstname: 'Nora',
      lastname: 'Nilsen',
      company_name: 'Nye Sokker AS',
      token: tokenAnswer.token,
    });
    expect(answer.status).toBe(201);
    expect((await getEmailSender(t.database.db, answer.body.account_id)).double_opt_in).toBe('1');
    // An account from before (no setting stored) keeps it off.
    const { account } = await createAccountWithOwner(t.database.db);
    expect((await getEmailSender(t.database.db, account.id)).double_opt_in).toBe('0');
  });

  it('keeps the code out of the answer and mails it after the confirmation, with IP and browser on the consent', async () => {
    const s = await popupWithCodes('1');
    const email = 'ola@example.no';
    const answer = await s.submit(email, '203.0.113.5');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ code: '', confirm: true });
    // A second submit does not mint another code, nor show one.
    expect((await s.submit(email, '203.0.113.6')).body.data).toEqual({ code: '', confirm: true });
    await t.app.platform.jobs.runDue();
    const pending = await contactOf(s.account.id, email);
    expect(pending?.consent).toBe('pending');
    // Only the confirmation mail so far: no code before the address is confirmed.
    expect((await mailsTo(s.account.id, email)).map((mail) => mail.kind)).toEqual(['consent_confirmation']);
    const [pendingEvent] = await t.database.db
      .select()
      .from(audienceConsentEvents)
      .where(eq(audienceConsentEvents.contactId, pending?.id ?? 0));
    expect(pendingEvent).toMatchObject({ state: 'pending', ip: '203.0.113.5', userAgent: BROWSER });

    clock.advance(60_000);
    const link = confirmLinks(t.config.publicUrl, t.config.jwtSecret).url(
      s.account.id,
      pending?.id ?? 0,
      pending?.consentAt ?? new Date(0),
    );
    const confirmed = await new TestClient(t.url).request('POST', new URL(link).pathname, {
      body: {},
      headers: { 'x-forwarded-for': '203.0.113.77', 'user-agent': 'Epostleser/2.0' },
    });
    expect(confirmed.status).toBe(200);
    await t.app.platform.jobs.runDue();
    await t.app.platform.jobs.runDue();
    const mails = await mailsTo(s.account.id, email);
    const codeMail = mails.find((mail) => mail.kind === 'popup_code');
    expect(codeMail?.subject).toBe('Rabattkoden din fra Sokkebutikken');
    const code = /\n([A-Z0-9]{6,})\n/.exec(codeMail?.text ?? '')?.[1];
    expect(code).toMatch(/^[A-Z0-9]{6,}$/);
    // The code the submit minted (and no other): every submit of the address holds it.
    const stored = await t.database.db
      .select({ code: popupSubmissions.code })
      .from(popupSubmissions)
      .where(eq(popupSubmissions.popupId, s.popupId));
    expect(new Set(stored.map((row) => row.code))).toEqual(new Set([code]));
    // Once: a later signup of the confirmed address mails nothing more (the code is the same one).
    clock.advance(60_000);
    await s.submit(email, '203.0.113.8');
    await t.app.platform.jobs.runDue();
    await t.app.platform.jobs.runDue();
    expect((await mailsTo(s.account.id, email)).filter((mail) => mail.kind === 'popup_code')).toHaveLength(1);
    // The panel's contact page and the privacy export show the evidence.
    const detail = await s.panel.get<{
      data: { history: Array<{ state: string; ip: string | null; user_agent: string | null }> };
    }>(`/api/audience/contacts/${pending?.id}`);
    expect(detail.body.data.history.slice(0, 2)).toEqual([
      expect.objectContaining({ state: 'given', ip: '203.0.113.77', user_agent: 'Epostleser/2.0' }),
      expect.objectContaining({ state: 'pending', ip: '203.0.113.5', user_agent: BROWSER }),
    ]);
  });
});
