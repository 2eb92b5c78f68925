import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock';
import { createUser, PASSWORD, signedIn, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { latestMailTo } from './mailbox';

/** Issue 12 B2 and B6: limits per address and per (address, e-mail), the sign-in log, register. */
let t: TestApp;
const START = new Date('2031-03-10T09:00:00Z');
/** The server's "now" for the limits and the log; the tests move it instead of waiting. */
const clock = new ManualClock(START);

beforeAll(async () => {
  t = await startTestApp(
    {
      TRUST_PROXY: '1',
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      LOGIN_MAX_FAILURES_PER_EMAIL: '5',
      LOGIN_MAX_FAILURES_PER_IP: '8',
      LOGIN_FAILURE_WINDOW_MINUTES: '15',
      LOGIN_SLOWDOWN_MS: '0',
    },
    undefined,
    { clock },
  );
});
afterAll(() => t.close());

let lastAddress = 10;
/** A client that comes from its own address (the app trusts X-Forwarded-For here). */
function fromAddress(): TestClient & { ip: string } {
  lastAddress += 1;
  const ip = `203.0.113.${lastAddress}`;
  const client = new TestClient(t.url);
  const request = client.request.bind(client);
  client.request = (method, path, options = {}) =>
    request(method, path, { ...options, headers: { 'x-forwarded-for': ip, ...options.headers } });
  return Object.assign(client, { ip });
}

async function tryLogin(client: TestClient, email: string, password: string) {
  const { body } = await client.post<{ token: string }>('/api/auth/token');
  return client.post<ApiError>('/api/auth/login', { email, password, token: body.token });
}

async function tryRegister(client: TestClient, email: string) {
  const { body } = await client.post<{ token: string }>('/api/auth/token');
  return client.post<ApiError>('/api/auth/register', {
    email,
    password: 'Nytt-passord-1',
    password_confirmation: 'Nytt-passord-1',
    firstname: 'Nils',
    lastname: 'Ny',
    company_name: 'Ny Butikk AS',
    token: body.token,
  });
}

describe('sign-in limits', () => {
  it('never keeps the owner out because someone elsewhere guessed their password', async () => {
    const owner = await createUser(t.database.db);
    const attacker = fromAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await tryLogin(attacker, owner.email, 'gjetter-feil')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The attacker's address is refused for this e-mail even with the right password...
    expect((await tryLogin(attacker, owner.email, PASSWORD)).status).toBe(429);
    // ...while the owner, from another address, signs in.
    expect((await tryLogin(fromAddress(), owner.email, PASSWORD)).status).toBe(200);
  });

  it('refuses an address that guesses across many e-mails, even a right password', async () => {
    const guesser = fromAddress();
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await tryLogin(guesser, uniqueEmail('gjett'), 'gjetter-feil')).status).toBe(401);
    }
    const user = await createUser(t.database.db);
    const refused = await tryLogin(guesser, user.email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'too_many_login_attempts',
      message: 'For mange mislykkede innlogginger. Vent 15 minutter og prøv igjen.',
    });
    expect((await tryLogin(fromAddress(), user.email, PASSWORD)).status).toBe(200);
  });

  it('lets the address try again once the window has passed', async () => {
    const user = await createUser(t.database.db);
    const client = fromAddress();
    for (let attempt = 0; attempt < 5; attempt++) await tryLogin(client, user.email, 'feil-passord');
    expect((await tryLogin(client, user.email, PASSWORD)).status).toBe(429);
    clock.set(new Date(START.getTime() + 14 * 60_000));
    expect((await tryLogin(client, user.email, PASSWORD)).status).toBe(429);
    clock.set(new Date(START.getTime() + 16 * 60_000));
    expect((await tryLogin(client, user.email, PASSWORD)).status).toBe(200);
  });

  it('slows the answers down once an e-mail has many failures from everywhere', async () => {
    const slow = await startTestApp(
      { TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_EMAIL: '2', LOGIN_SLOWDOWN_MS: '300' },
      undefined,
      { clock: new ManualClock(START) },
    );
    try {
      const user = await createUser(slow.database.db);
      const client = (ip: string) => {
        const c = new TestClient(slow.url);
        const request = c.request.bind(c);
        c.request = (method, path, options = {}) =>
          request(method, path, { ...options, headers: { 'x-forwarded-for': ip, ...options.headers } });
        return c;
      };
      await tryLogin(client('198.51.100.1'), user.email, 'feil-1');
      await tryLogin(client('198.51.100.2'), user.email, 'feil-2');
      const started = performance.now();
      const owner = await tryLogin(client('198.51.100.3'), user.email, PASSWORD);
      expect(owner.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await slow.close();
    }
  });
});

describe('registration limits', () => {
  it('answers email_taken, mails the owner once an hour, and counts against the address', async () => {
    const owner = await createUser(t.database.db);
    const client = fromAddress();
    const taken = await tryRegister(client, owner.email);
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('email_taken');
    const mail = await latestMailTo(t.database.db, owner.email);
    expect(mail).toMatchObject({
      kind: 'register_attempt',
      subject: 'Noen prøvde å registrere seg med e-postadressen din',
    });
    expect(mail?.text).toContain('http://localhost:3000/pub-v2/login');
    await tryRegister(client, owner.email);
    expect((await latestMailTo(t.database.db, owner.email))?.id).toBe(mail?.id);
  });

  it('refuses an address that tests many e-mails through registration', async () => {
    const prober = fromAddress();
    const known = await Promise.all(Array.from({ length: 9 }, () => createUser(t.database.db)));
    const statuses: number[] = [];
    for (const user of known) statuses.push((await tryRegister(prober, user.email)).status);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 409, 409, 409, 429]);
    // Another address still registers.
    expect((await tryRegister(fromAddress(), uniqueEmail('ny'))).status).toBe(201);
  });
});

describe('GET /api/staff/login-attempts', () => {
  it('shows staff every attempt on an e-mail with its address and outcome', async () => {
    const user = await createUser(t.database.db);
    const client = fromAddress();
    await tryLogin(client, user.email, 'feil-passord');
    clock.advance(1000);
    await tryLogin(client, user.email.toUpperCase(), PASSWORD);
    const staff = await signedIn(t.url, await createUser(t.database.db, { roles: ['staff'] }));
    const list = await staff.get<{ data: unknown[]; total: number }>(
      `/api/staff/login-attempts?q=${encodeURIComponent(user.email)}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data).toEqual([
      expect.objectContaining({ email: user.email, ip: client.ip, outcome: 'success' }),
      expect.objectContaining({ email: user.email, ip: client.ip, outcome: 'wrong_credentials' }),
    ]);
    const byAddress = await staff.get<{ total: number }>(`/api/staff/login-attempts?q=${client.ip}`);
    expect(byAddress.body.total).toBe(2);
  });

  it('is for staff only: a shop owner gets 403, a guest 401', async () => {
    const merchant = await signedIn(t.url, await createUser(t.database.db));
    expect((await merchant.get('/api/staff/login-attempts')).status).toBe(403);
    expect((await new TestClient(t.url).get('/api/staff/login-attempts')).status).toBe(401);
  });
});
