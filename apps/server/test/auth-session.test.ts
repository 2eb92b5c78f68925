import { trialEndAfter } from '@butikkpanel/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner, createUser, PASSWORD } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LEGACY_APP_URL: 'https://gammel.butikkpanel.no/app' });
});
afterAll(() => t.close());

async function signedIn() {
  const { owner, account } = await createAccountWithOwner(t.database.db);
  const client = new TestClient(t.url);
  await client.login(owner.email, PASSWORD);
  return { client, owner, account };
}

function withToken(token: string) {
  const client = new TestClient(t.url);
  client.token = token;
  return client;
}

describe('GET /api/auth/me', () => {
  it('answers the user, the account and a renewed token', async () => {
    const { client, owner, account } = await signedIn();
    const answer = await client.get<{ account_id: number; access_token: string; user: { id: string } }>(
      '/api/auth/me',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.account_id).toBe(account.id);
    expect(answer.body.user.id).toBe(owner.id);
    const renewed = await withToken(answer.body.access_token).get('/api/auth/me');
    expect(renewed.status).toBe(200);
  });

  it('answers 401 without a token, with a malformed one, and with a foreign scheme', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer not.a.jwt', 'Basic Zm9vOmJhcg==']) {
      const client = new TestClient(t.url);
      const answer = await client.get<ApiError>(
        '/api/auth/me',
        authorization ? { authorization } : undefined,
      );
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual({ code: 'unauthorized', message: 'Du har ikke tilgang' });
    }
  });

  it('refuses a token with a changed payload, alg none and a foreign signature', async () => {
    const { client, owner } = await signedIn();
    const [header, payload, signature] = (client.token ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const other = await createUser(t.database.db, { roles: ['admin'] });
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: other.id })).toString('base64url');
    expect((await withToken(`${header}.${changed}.${signature}`).get('/api/auth/me')).status).toBe(401);

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await withToken(`${none}.${payload}.`).get('/api/auth/me')).status).toBe(401);

    const foreign = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.id)
      .setIssuer('butikkpanel')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-completely-different-secret-of-32-chars!'));
    expect((await withToken(foreign).get('/api/auth/me')).status).toBe(401);
  });

  it('answers session expired for an expired token', async () => {
    const { client } = await signedIn();
    const claims = JSON.parse(Buffer.from((client.token ?? '').split('.')[1] ?? '', 'base64url').toString());
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('butikkpanel')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.config.jwtSecret);
    const answer = await withToken(expired).get<ApiError>('/api/auth/me');
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('session_expired');
    expect(answer.body.error.message).toBe('Økten din er utløpt. Logg inn på nytt.');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session at once, server-side, and leaves other sessions alone', async () => {
    const { client, owner } = await signedIn();
    const second = new TestClient(t.url);
    await second.login(owner.email, PASSWORD);
    const token = client.token ?? '';
    expect((await client.post('/api/auth/logout')).body).toEqual({ ok: true });
    const after = await withToken(token).get<ApiError>('/api/auth/me');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('session_expired');
    expect((await second.get('/api/auth/me')).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await new TestClient(t.url).post('/api/auth/logout')).status).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  it('creates the user and an account with a 15-day trial, and signs in', async () => {
    const client = new TestClient(t.url);
    const { body: tokenAnswer } = await client.post<{ token: string }>('/api/auth/token');
    const registering = new Date();
    const answer = await client.post<{ account_id: number; access_token: string; user: { role: string[] } }>(
      '/api/auth/register',
      {
        email: 'Ny.Eier@Example.no',
        password: 'et-langt-passord',
        password_confirmation: 'et-langt-passord',
        firstname: 'Nora',
        lastname: 'Nilsen',
        company_name: 'Nye Sko AS',
        token: tokenAnswer.token,
      },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.user.role).toEqual(['user']);
    client.token = answer.body.access_token;
    client.account = answer.body.account_id;
    const account = await client.get<{ company_name: string; trial_ends_at: string }>(
      '/api/accounts/current',
    );
    expect(account.body.company_name).toBe('Nye Sko AS');
    // 15 calendar days in Norway from the day of registering (either side of a midnight the call spans).
    const ends = [registering, new Date()].map((at) => trialEndAfter(at, 15).toISOString());
    expect(ends).toContain(account.body.trial_ends_at);
    // The same e-mail cannot register twice.
    const again = await client.post<ApiError>('/api/auth/register', {
      email: 'ny.eier@example.no',
      password: 'et-langt-passord',
      password_confirmation: 'et-langt-passord',
      firstname: 'Nora',
      lastname: 'Nilsen',
      company_name: 'Nye Sko AS',
      token: tokenAnswer.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('email_taken');
  });

  it('validates every field and needs the anti-forgery token', async () => {
    const client = new TestClient(t.url);
    const bad = await client.post<ApiError>('/api/auth/register', {
      email: 'ugyldig',
      password: 'kort',
      password_confirmation: 'annet',
      firstname: '   ',
      company_name: 7,
      token: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      email: 'Ugyldig e-postadresse.',
      password: 'Passordet må ha minst 8 tegn.',
      firstname: 'Feltet må fylles ut.',
      lastname: 'Feltet må fylles ut.',
      company_name: 'Ugyldig verdi.',
    });
    const noToken = await client.post<ApiError>('/api/auth/register', {
      email: 'ok@example.no',
      password: 'et-langt-passord',
      password_confirmation: 'et-langt-passord',
      firstname: 'A',
      lastname: 'B',
      company_name: 'C AS',
      token: 'forfalsket',
    });
    expect(noToken.status).toBe(403);
    const mismatch = await client.post<ApiError>('/api/auth/register', {
      email: 'ok@example.no',
      password: 'et-langt-passord',
      password_confirmation: 'et-annet-passord',
      firstname: 'A',
      lastname: 'B',
      company_name: 'C AS',
      token: 'x',
    });
    expect(mismatch.body.error.fields?.password_confirmation).toBe('Passordene er ikke like.');
  });
});

describe('POST /api/auth/user/update and PUT /api/auth/user/data', () => {
  it('updates the own name and image, and refuses unknown or bad fields', async () => {
    const { client } = await signedIn();
    const answer = await client.post<{ user: { firstname: string; image: string } }>(
      '/api/auth/user/update',
      {
        firstname: 'Ola',
        image: 'https://bilder.example.no/ola.png',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ firstname: 'Ola', image: 'https://bilder.example.no/ola.png' });
    const bad = await client.post<ApiError>('/api/auth/user/update', { firstname: '', role: ['admin'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      firstname: 'Feltet må fylles ut.',
      role: 'Feltet er ikke tillatt.',
    });
    const me = await client.get<{ user: { role: string[]; firstname: string } }>('/api/auth/me');
    expect(me.body.user).toMatchObject({ role: ['user'], firstname: 'Ola' });
  });

  it('saves settings and shortcuts, keeping the part not sent', async () => {
    const { client } = await signedIn();
    const first = await client.put<{ data: unknown }>('/api/auth/user/data', {
      settings: { layout: { navbar: 'left' } },
      shortcuts: ['chat', 'dashboard'],
    });
    expect(first.status).toBe(200);
    const second = await client.put<{ data: unknown }>('/api/auth/user/data', { shortcuts: ['income'] });
    expect(second.body.data).toEqual({ settings: { layout: { navbar: 'left' } }, shortcuts: ['income'] });
    const me = await client.get<{ user: { data: unknown } }>('/api/auth/me');
    expect(me.body.user.data).toEqual(second.body.data);
    const bad = await client.put<ApiError>('/api/auth/user/data', { shortcuts: 'chat' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['shortcuts']);
  });

  it("keeps one user out of another user's data", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.client.put('/api/auth/user/data', { shortcuts: ['chat'] });
    const meB = await b.client.get<{ user: { id: string; data: { shortcuts: string[] } } }>('/api/auth/me');
    expect(meB.body.user.id).toBe(b.owner.id);
    expect(meB.body.user.data.shortcuts).toEqual([]);
  });
});

describe('GET /api/me/token and POST /api/auth/login/token', () => {
  it('gives a short-lived single-use token that signs in once', async () => {
    const { client, account, owner } = await signedIn();
    const answer = await client.get<{ token: string; expires_at: string; url: string }>('/api/me/token');
    expect(answer.status).toBe(200);
    const lifetime = Date.parse(answer.body.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    const url = new URL(answer.body.url);
    expect(url.origin + url.pathname).toBe('https://gammel.butikkpanel.no/app');
    expect(url.searchParams.get('token')).toBe(answer.body.token);
    expect(url.searchParams.get('account_id')).toBe(String(account.id));

    const guest = new TestClient(t.url);
    const first = await guest.post<{ access_token: string; user: { id: string } }>('/api/auth/login/token', {
      token: answer.body.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.user.id).toBe(owner.id);
    const second = await guest.post<ApiError>('/api/auth/login/token', { token: answer.body.token });
    expect(second.status).toBe(401);
    expect(second.body.error.code).toBe('invalid_one_time_token');
  });

  it('refuses a token for an account the user may not open', async () => {
    const { client } = await signedIn();
    const other = await createAccountWithOwner(t.database.db);
    client.account = other.account.id;
    const answer = await client.get<ApiError>('/api/me/token');
    expect(answer.status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(t.url).get('/api/me/token')).status).toBe(401);
  });
});
