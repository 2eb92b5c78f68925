import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner, createUser, signedIn as signIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type Answer, type ApiError, TestClient } from './http';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const signedIn = (user: { email: string }) => signIn(t.url, user);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What an error body must never carry: stack lines, file paths, driver or SQL text. */
function expectNoLeak(answer: Answer<unknown>) {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  expect(text).not.toMatch(/\bat .+\(.*:\d+:\d+\)|\bat .+:\d+:\d+/);
  expect(text).not.toMatch(/node_modules|\/src\/|\.ts\b|\.js\b/);
  expect(text).not.toMatch(/\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b/i);
  expect(text).not.toMatch(/syntax error|sqlstate|postgres|pglite|drizzle|zod|fastify|TypeError|RangeError/i);
}

function expectErrorShape(answer: Answer<unknown>) {
  const body = answer.body as ApiError;
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  expectNoLeak(answer);
}

describe('health', () => {
  it('answers /healthz and /readyz with 200', async () => {
    const client = new TestClient(t.url);
    const health = await client.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });
});

describe('headers on every answer', () => {
  it.each([
    ['a health check', '/healthz'],
    ['an API error', '/api/accounts'],
    ['an unknown API path', '/api/finnes-ikke'],
    ['the unbuilt web app', '/pub-v2/login'],
  ])('sets the security headers on %s', async (_name, url) => {
    const answer = await new TestClient(t.url).get(url);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains/);
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it('gives every answer its own x-request-id and echoes one sent by the caller', async () => {
    const client = new TestClient(t.url);
    const answers = await Promise.all([
      client.get('/healthz'),
      client.get('/api/accounts'),
      client.get('/api/finnes-ikke'),
      client.post('/api/auth/login', {}),
      client.get('/'),
    ]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id') ?? '');
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    const echoed = await client.get('/api/accounts', { 'x-request-id': 'proxy-abc-123' });
    expect(echoed.status).toBe(401);
    expect(echoed.headers.get('x-request-id')).toBe('proxy-abc-123');
    const healthy = await client.get('/healthz', { 'x-request-id': 'lb-check-7' });
    expect(healthy.headers.get('x-request-id')).toBe('lb-check-7');
  });
});

describe('error answers', () => {
  it('answers an unknown /api path with 404 in the error shape', async () => {
    const client = new TestClient(t.url);
    for (const [method, url] of [
      ['GET', '/api/finnes-ikke'],
      ['POST', '/api/accounts/finnes-ikke'],
      ['DELETE', '/api/accounts'],
      ['GET', '/api/'],
    ] as const) {
      const answer = await client.request<ApiError>(method, url);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Fant ikke det du lette etter.' } });
    }
    const page = await client.get<ApiError>('/finnes-ikke');
    expect(page.status).toBe(404);
    expect(page.body).toEqual({ error: { code: 'page_not_found', message: 'Fant ikke siden.' } });
  });

  it.each([
    ['99999999999999999999'],
    ['1 or 1=1'],
    ["1'; drop table accounts; --"],
    ['1e3'],
    ['0x10'],
    ['-0'],
    [' 1'],
    ['NaN'],
    ['9'.repeat(2000)],
  ])('answers the absurd account header %j with 404 and leaks nothing', async (header) => {
    const { owner } = await createAccountWithOwner(t.database.db);
    const client = await signedIn(owner);
    const answer = await client.get<ApiError>('/api/accounts/current', { 'authorized-account': header });
    expect(answer.status).toBe(404);
    expectErrorShape(answer);
  });

  it('answers bad tokens, bodies and ids in the error shape without a stack or SQL', async () => {
    const staff = await signedIn(await createUser(t.database.db, { roles: ['staff'] }));
    const anonymous = new TestClient(t.url);
    const probes: Array<Promise<Answer<unknown>>> = [
      anonymous.get('/api/accounts', { authorization: 'Bearer x.y.z' }),
      anonymous.get('/api/accounts', { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' }),
      anonymous.get('/api/accounts', { authorization: `Bearer ${'a'.repeat(4000)}` }),
      anonymous.request('POST', '/api/auth/login', { rawBody: '{"email": "a@b.no", "password": ' }),
      anonymous.request('POST', '/api/auth/login', { rawBody: '[1,2,3]' }),
      anonymous.request('POST', '/api/auth/login', { rawBody: 'null' }),
      anonymous.request('POST', '/api/auth/login', {
        rawBody: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
      }),
      anonymous.request('POST', '/api/auth/login', {
        rawBody: 'email=a@b.no',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      anonymous.post('/api/auth/password/forgot', { email: "x' or '1'='1@example.no" }),
      anonymous.post('/api/auth/password/reset', {
        key: "' or 1=1 --",
        password: 'a',
        password_confirmation: 'b',
      }),
      anonymous.get(`/api/auth/password/reset/${encodeURIComponent("' or 1=1 --")}`),
      staff.get('/api/staff/outbox/not-a-uuid'),
      staff.get("/api/staff/outbox?to=%27%20or%201%3D1%20--&limit=1'"),
      staff.get('/api/staff/outbox?limit=99999999999999999999999'),
      staff.get('/api/staff/outbox?to=%00'),
      staff.post('/api/accounts/terms', { terms: { $gt: '' }, data_processing_agreement: true }),
    ];
    for (const answer of await Promise.all(probes)) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expectErrorShape(answer);
    }
  });

  it('answers an unexpected failure with the generic 500 message and nothing else', async () => {
    // A NUL character passes the query schema but not the database: the database's data exception is
    // the client's error (400), and nothing of the SQL leaks.
    const staff = await signedIn(await createUser(t.database.db, { roles: ['staff'] }));
    const answer = await staff.get<ApiError>('/api/staff/outbox?to=a%00b');
    expectErrorShape(answer);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message: 'Noen felt er ikke riktig utfylt.',
    });
  });
});

describe('the general per-IP API rate limit', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await startTestApp({ API_MAX_PER_IP_PER_MINUTE: '5' });
  });
  afterAll(() => limited.close());

  it('answers the sixth call in a minute with 429, a Norwegian message and Retry-After', async () => {
    const client = new TestClient(limited.url);
    for (let call = 1; call <= 5; call++) {
      const answer = await client.get('/api/accounts');
      expect(answer.status, `call ${call}`).toBe(401);
      expect(answer.headers.get('x-ratelimit-limit')).toBe('5');
      expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(5 - call));
    }
    const sixth = await client.get<ApiError>('/api/accounts');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      error: { code: 'too_many_requests', message: 'For mange forespørsler. Vent litt og prøv igjen.' },
    });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sixth.headers.get('x-request-id')).toMatch(UUID);
    expect(sixth.headers.get('x-content-type-options')).toBe('nosniff');
    const english = await client.get<ApiError>('/api/accounts', { 'user-language': 'en' });
    expect(english.status).toBe(429);
    expect(english.body.error.message).toBe('Too many requests. Wait a little and try again.');
    // Health checks and the front door stay open for load balancers and browsers.
    expect((await client.get('/healthz')).status).toBe(200);
    expect((await client.get('/readyz')).status).toBe(200);
    expect((await client.get('/')).status).toBe(302);
  });
});

describe('the web app entry', () => {
  it('redirects / to /pub-v2/', async () => {
    const answer = await new TestClient(t.url).get('/');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/pub-v2/');
  });

  it.each([['/pub-v2/login'], ['/pub-v2'], ['/pub-v2/12/dashboard']])(
    'answers %s with a 503 text while the web app is not built',
    async (url) => {
      const answer = await new TestClient(t.url).get<string>(url);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(answer.body).toBe('The web app is not built: run npm run build.');
    },
  );

  describe('once built', () => {
    let dist: string;
    let built: TestApp;

    beforeAll(async () => {
      dist = mkdtempSync(path.join(tmpdir(), 'butikkpanel-web-'));
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Butikkpanel</title>');
      writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
      built = await startTestApp({ WEB_DIST_DIR: dist });
    });
    afterAll(async () => {
      await built.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('serves index.html for client routes and the assets, but never index.html for a missing asset', async () => {
      const client = new TestClient(built.url);
      for (const url of ['/pub-v2/login', '/pub-v2/12/dashboard', '/pub-v2/']) {
        const answer = await client.get<string>(url);
        expect(answer.status, url).toBe(200);
        expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
        expect(answer.body).toContain('<title>Butikkpanel</title>');
      }
      const asset = await client.get<string>('/pub-v2/assets/app-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.body).toBe('console.log(1);');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const missing = await client.get<ApiError>('/pub-v2/assets/finnes-ikke.js');
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('page_not_found');
      const api = await client.get<ApiError>('/api/finnes-ikke');
      expect(api.status).toBe(404);
      expect(api.body.error.code).toBe('not_found');
    });

    it('marks the index.html shell no-cache so a new deploy is picked up at once', async () => {
      const answer = await new TestClient(built.url).get('/pub-v2/login');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    });
  });
});
