import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceConsentEvents, audienceContacts } from '../src/db/schema';
import { confirmLinks } from '../src/modules/audience/double-opt-in';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

/**
 * The double opt-in's confirm link (issue 29): the page's button posts a form, a script may post JSON,
 * both confirm once and say so again on a second click; a forged, changed, old or other account's link
 * confirms nothing and says why in Norwegian.
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000' }, undefined, { clock });
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };
const NOT_VALID =
  'Lenken virker ikke. Den kan være for gammel, eller påmeldingen er endret siden. Meld deg på igjen i butikken.';

/** An account asking for double opt-in, with one pending signup, and the path of its confirm link. */
async function pendingSignup(email: string) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_EMAIL'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  await panel.put('/api/account-settings/email-sender', {
    from_name: 'Bekreftbutikken',
    from_email: 'post@bekreft.example.no',
    reply_to: '',
    footer_company: '',
    footer_address: '',
    footer_unsubscribe: '',
    double_opt_in: '1',
  });
  const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
  const ingest = await new TestClient(t.url).post(
    '/api/ingest/customers',
    [{ email, name: 'Kari', marketing_consent: true }],
    { authorization: `Bearer ${key.body.data.key}` },
  );
  expect(ingest.status).toBe(200);
  await t.app.platform.jobs.runDue();
  const [contact] = await t.database.db
    .select()
    .from(audienceContacts)
    .where(and(eq(audienceContacts.accountId, account.id), eq(audienceContacts.email, email)));
  expect(contact?.consent).toBe('pending');
  const link = confirmLinks(t.config.publicUrl, t.config.jwtSecret).url(
    account.id,
    contact?.id ?? 0,
    contact?.consentAt ?? new Date(0),
  );
  const consent = async () => {
    const detail = await panel.get<{
      data: { consent: string; consent_at: string | null; history: Array<{ state: string; at: string }> };
    }>(`/api/audience/contacts/${contact?.id}`);
    return detail.body.data;
  };
  return { account, contactId: contact?.id ?? 0, path: new URL(link).pathname, consent };
}

describe('confirming a signup from the mail', () => {
  it("confirms from the page's own form post, once, and says so in bokmål again on a second click", async () => {
    const signup = await pendingSignup('skjema@example.no');
    const visitor = new TestClient(t.url);
    const asked = await visitor.request<string>('GET', signup.path);
    expect(String(asked.body)).toContain('<form method="post">');
    clock.advance(60_000);
    const confirmedAt = clock.now().toISOString();
    // What Chromium sends for the page's button: a urlencoded form with an empty body.
    const posted = await visitor.request<string>('POST', signup.path, { rawBody: '', headers: FORM });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('content-type')).toContain('text/html');
    expect(String(posted.body)).toContain('<h1 style="font-size:1.4rem">Påmeldingen er bekreftet</h1>');
    expect(String(posted.body)).toContain('skjema@example.no får nå e-post fra oss');
    const after = await signup.consent();
    expect(after).toMatchObject({ consent: 'given', consent_at: confirmedAt });
    expect(after.history.map((event) => `${event.state}@${event.at}`)[0]).toBe(`given@${confirmedAt}`);

    clock.advance(60_000);
    const again = await visitor.request<string>('POST', signup.path, { rawBody: '', headers: FORM });
    expect(again.status).toBe(200);
    expect(String(again.body)).toContain('Påmeldingen er bekreftet');
    const reopened = await visitor.request<string>('GET', signup.path);
    expect(String(reopened.body)).toContain('Påmeldingen er bekreftet');
    expect(String(reopened.body)).not.toContain('<form');
    // Nothing changed the second time: the same time, one 'given'.
    const events = await t.database.db
      .select()
      .from(audienceConsentEvents)
      .where(eq(audienceConsentEvents.contactId, signup.contactId));
    expect(events.filter((event) => event.state === 'given')).toHaveLength(1);
    expect((await signup.consent()).consent_at).toBe(confirmedAt);
  });

  it('confirms a JSON post from a script, with a JSON answer', async () => {
    const signup = await pendingSignup('json@example.no');
    const visitor = new TestClient(t.url);
    const posted = await visitor.request<{ data: { consent: string; confirmed_at: string } }>(
      'POST',
      signup.path,
      { body: {}, headers: JSON_TYPE },
    );
    expect(posted.status).toBe(200);
    expect(posted.body.data).toEqual({
      email: 'json@example.no',
      consent: 'given',
      confirmed_at: clock.now().toISOString(),
    });
    const again = await visitor.request('POST', signup.path, { body: {}, headers: JSON_TYPE });
    expect(again.status).toBe(200);
    expect((await signup.consent()).consent).toBe('given');
  });

  it('refuses a forged, changed or too old link with a Norwegian page or error, and confirms nothing', async () => {
    const signup = await pendingSignup('falsk@example.no');
    const visitor = new TestClient(t.url);
    const forged = signup.path.replace(/\/[^/]{32}$/, `/${'A'.repeat(32)}`);
    const page = await visitor.request<string>('POST', forged, { rawBody: '', headers: FORM });
    expect(page.status).toBe(404);
    expect(String(page.body)).toContain('<html lang="nb">');
    expect(String(page.body)).toContain(NOT_VALID);
    const json = await visitor.request<ApiError>('POST', forged, { body: {}, headers: JSON_TYPE });
    expect(json.status).toBe(404);
    expect(json.body.error).toMatchObject({ code: 'consent_link_invalid', message: NOT_VALID });
    // One character changed, a short one, and the GET.
    const flipped = signup.path.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a'));
    expect((await visitor.request('POST', flipped, { rawBody: '', headers: FORM })).status).toBe(404);
    expect(
      (await visitor.request('POST', signup.path.slice(0, -1), { rawBody: '', headers: FORM })).status,
    ).toBe(404);
    expect((await visitor.request('GET', forged)).status).toBe(404);
    // Eight days later the link is too old.
    clock.advance(8 * 24 * 60 * 60_000);
    expect((await visitor.request('POST', signup.path, { rawBody: '', headers: FORM })).status).toBe(404);
    // Read in the database: the panel's sign-in has run out too by now.
    const [contact] = await t.database.db
      .select()
      .from(audienceContacts)
      .where(eq(audienceContacts.id, signup.contactId));
    expect(contact?.consent).toBe('pending');
  });

  it("another account's link cannot confirm this account's contact, nor its own under this account", async () => {
    const mine = await pendingSignup('min@example.no');
    const theirs = await pendingSignup('deres@example.no');
    const visitor = new TestClient(t.url);
    // Their valid signature on my contact, and their contact under my account: neither is a link made for it.
    const onMine = `/api/audience/confirm/${mine.account.id}/${mine.contactId}/${theirs.path.split('/').pop()}`;
    const underMine = theirs.path.replace(`/confirm/${theirs.account.id}/`, `/confirm/${mine.account.id}/`);
    for (const path of [onMine, underMine]) {
      const answer = await visitor.request<string>('POST', path, { rawBody: '', headers: FORM });
      expect(answer.status).toBe(404);
      expect(String(answer.body)).toContain(NOT_VALID);
    }
    expect((await mine.consent()).consent).toBe('pending');
    expect((await theirs.consent()).consent).toBe('pending');
  });
});
