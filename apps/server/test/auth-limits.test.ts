import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '3' });
});
afterAll(() => t.close());

describe('per-IP limits on the sign-in calls', () => {
  it('answers 429 with a Norwegian message and Retry-After once an IP has used its minute', async () => {
    const client = new TestClient(t.url);
    const body = { email: 'hvem@example.no', password: 'gjetter', token: 'x' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await client.post('/api/auth/login', body)).status).toBe(403);
    }
    const limited = await client.post<ApiError>('/api/auth/login', body);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({
      code: 'too_many_requests',
      message: 'For mange forespørsler. Vent litt og prøv igjen.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits the mail-sending call as well, so it cannot be used to flood an inbox', async () => {
    const client = new TestClient(t.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await client.post('/api/auth/password/forgot', { email: 'offer@example.no' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('cross-origin requests', () => {
  it('gives no CORS permission to a foreign origin', async () => {
    const client = new TestClient(t.url);
    const preflight = await client.request('OPTIONS', '/api/auth/me', {
      headers: {
        origin: 'https://ond.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await client.get('/healthz', { origin: 'https://ond.example.com' });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});
