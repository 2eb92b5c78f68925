import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner, PASSWORD } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

let t: TestApp;
let ownerEmail: string;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_PER_IP_PER_MINUTE: '40' });
  const { owner, account } = await createAccountWithOwner(t.database.db);
  ownerEmail = owner.email;
  accountId = account.id;
});
afterAll(() => t.close());

async function formToken(client: TestClient): Promise<string> {
  const answer = await client.post<{ token: string }>('/api/auth/token');
  expect(answer.status).toBe(200);
  return answer.body.token;
}

describe('POST /api/auth/token', () => {
  it('answers a token and sets it as an httpOnly, SameSite cookie for 3 hours', async () => {
    const client = new TestClient(t.url);
    const answer = await client.post<{ token: string }>('/api/auth/token');
    expect(answer.body.token).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('bp_login_token='));
    expect(cookie).toContain(answer.body.token);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(2.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(3 * 3600_000 + 1000);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in and answers account_id and access_token', async () => {
    const client = new TestClient(t.url);
    const token = await formToken(client);
    const answer = await client.post<{ account_id: number; access_token: string; user: { email: string } }>(
      '/api/auth/login',
      { email: ownerEmail.toUpperCase(), password: PASSWORD, token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.account_id).toBe(accountId);
    expect(answer.body.access_token.split('.')).toHaveLength(3);
    expect(answer.body.user.email).toBe(ownerEmail);
    expect(JSON.stringify(answer.body)).not.toContain('password');
  });

  it('gives the same error for an unknown e-mail and a wrong password', async () => {
    const client = new TestClient(t.url);
    const token = await formToken(client);
    const wrong = await client.post<ApiError>('/api/auth/login', {
      email: ownerEmail,
      password: 'feil-passord',
      token,
    });
    const unknown = await client.post<ApiError>('/api/auth/login', {
      email: 'finnes.ikke@example.no',
      password: 'feil-passord',
      token,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toEqual({
      code: 'wrong_credentials',
      message: 'Feil brukernavn eller passord.',
    });
  });

  it('refuses a login without the matching anti-forgery cookie', async () => {
    const first = new TestClient(t.url);
    const token = await formToken(first);
    const other = new TestClient(t.url);
    await formToken(other);
    const answer = await other.post<ApiError>('/api/auth/login', {
      email: ownerEmail,
      password: PASSWORD,
      token,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('invalid_login_token');
    const noCookie = new TestClient(t.url);
    const missing = await noCookie.post<ApiError>('/api/auth/login', {
      email: ownerEmail,
      password: PASSWORD,
      token,
    });
    expect(missing.status).toBe(403);
  });

  it('refuses a tampered anti-forgery token even when cookie and body agree', async () => {
    const client = new TestClient(t.url);
    const token = await formToken(client);
    const [, nonce, signature] = token.split('.');
    const forged = `${Date.now() + 10 * 3600_000}.${nonce}.${signature}`;
    const answer = await client.request<ApiError>('POST', '/api/auth/login', {
      body: { email: ownerEmail, password: PASSWORD, token: forged },
      headers: { cookie: `bp_login_token=${forged}` },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('invalid_login_token');
  });

  it('reports missing and wrong-typed fields on their fields, in Norwegian', async () => {
    const client = new TestClient(t.url);
    const missing = await client.post<ApiError>('/api/auth/login', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('validation_failed');
    expect(missing.body.error.message).toBe('Noen felt er ikke riktig utfylt.');
    expect(missing.body.error.fields).toEqual({
      email: 'Feltet må fylles ut.',
      password: 'Skriv inn et passord.',
      token: 'Feltet må fylles ut.',
    });
    const typed = await client.post<ApiError>('/api/auth/login', { email: 42, password: ['x'], token: 'x' });
    expect(typed.status).toBe(400);
    expect(typed.body.error.fields?.email).toBe('Ugyldig verdi.');
    expect(typed.body.error.fields?.password).toBe('Ugyldig verdi.');
    const short = await client.post<ApiError>('/api/auth/login', {
      email: 'a@b',
      password: 'abc',
      token: 'x',
    });
    expect(short.body.error.fields?.email).toBe('Må inneholde mer enn 3 tegn');
    expect(short.body.error.fields?.password).toBe('Må inneholde mer enn 3 tegn');
    const pattern = await client.post<ApiError>('/api/auth/login', {
      email: 'ikke-epost',
      password: 'abcd',
      token: 'x',
    });
    expect(pattern.body.error.fields?.email).toBe('Ugyldig e-postadresse.');
  });

  it('answers in English when user-language asks for it', async () => {
    const client = new TestClient(t.url);
    const answer = await client.post<ApiError>('/api/auth/login', {}, { 'user-language': 'en' });
    expect(answer.body.error.message).toBe('Some fields are not filled in correctly.');
    expect(answer.body.error.fields?.email).toBe('The field must be filled in.');
  });

  it('refuses malformed JSON and oversized bodies in the error shape', async () => {
    const client = new TestClient(t.url);
    const malformed = await client.request<ApiError>('POST', '/api/auth/login', { rawBody: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_json');
    const huge = await client.post<ApiError>('/api/auth/login', { email: 'x'.repeat(1024 * 1024 + 10) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('Forespørselen er for stor.');
  });

  it('locks an e-mail after repeated failures, also for the right password, with a Norwegian error', async () => {
    const { owner } = await createAccountWithOwner(t.database.db);
    const client = new TestClient(t.url);
    const token = await formToken(client);
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await client.post('/api/auth/login', {
        email: owner.email,
        password: 'feil-passord',
        token,
      });
      expect(answer.status).toBe(401);
    }
    const locked = await client.post<ApiError>('/api/auth/login', {
      email: owner.email,
      password: PASSWORD,
      token,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toEqual({
      code: 'too_many_login_attempts',
      message: 'For mange mislykkede innlogginger. Vent 15 minutter og prøv igjen.',
    });
    // Other e-mails are not affected.
    const other = await client.post('/api/auth/login', { email: ownerEmail, password: PASSWORD, token });
    expect(other.status).toBe(200);
  });
});
