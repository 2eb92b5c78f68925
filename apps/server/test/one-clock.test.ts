import type { ChatMessage } from '@butikkpanel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, PASSWORD, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { latestOneTimeLink, linkKey } from './mailbox';
import { ask, clientId, closeAllSockets, connectOperator, connectVisitor, nextEvent } from './sockets';

// Years from any machine's time: whatever these tests see comes from the server's clock, or they fail.
const START = '2031-05-04T10:00:00.000Z';
const TOKEN_MINUTES = 30;
const VISITOR_BURST = 3;
const MINUTE = 60_000;

const clock = new ManualClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(
    {
      ACCESS_TOKEN_TTL_MINUTES: String(TOKEN_MINUTES),
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      CHAT_VISITOR_EVENTS_BURST: String(VISITOR_BURST),
      CHAT_VISITOR_EVENTS_PER_MINUTE: '60',
      CHAT_IP_EVENTS_BURST: '1000',
      CHAT_IP_EVENTS_PER_MINUTE: '60000',
    },
    undefined,
    { clock },
  );
});
afterEach(() => {
  closeAllSockets();
  clock.set(START);
});
afterAll(() => t.close());

function claims(token: string | null): { iat: number; exp: number } {
  const payload = token?.split('.')[1];
  if (!payload) throw new Error('no access token');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iat: number; exp: number };
}

describe('one clock: sign-in', () => {
  it('issues the access token at the clock and refuses it once the clock passes its expiry', async () => {
    const { owner } = await createAccountWithOwner(t.database.db);
    const client = await signedIn(t.url, owner);
    const issuedAt = Date.parse(START) / 1000;
    expect(claims(client.token)).toMatchObject({ iat: issuedAt, exp: issuedAt + TOKEN_MINUTES * 60 });
    expect((await client.get('/api/accounts')).status).toBe(200);

    clock.advance((TOKEN_MINUTES - 1) * MINUTE);
    expect((await client.get('/api/accounts')).status).toBe(200);

    clock.advance(2 * MINUTE);
    const late = await client.get<ApiError>('/api/accounts');
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('session_expired');
  });

  it('expires a password-reset link when the clock passes its hour', async () => {
    const { owner } = await createAccountWithOwner(t.database.db);
    const forgot = await new TestClient(t.url).post('/api/auth/password/forgot', { email: owner.email });
    expect(forgot.body).toEqual({ ok: true });
    const key = linkKey(await latestOneTimeLink(t, owner.email), 'reset');
    const anyone = new TestClient(t.url);

    clock.advance(59 * MINUTE);
    expect((await anyone.get(`/api/auth/password/reset/${key}`)).status).toBe(200);

    clock.advance(2 * MINUTE);
    const checked = await anyone.get<ApiError>(`/api/auth/password/reset/${key}`);
    expect(checked.status).toBe(404);
    expect(checked.body.error.code).toBe('invalid_reset_key');
    const reset = await anyone.post<ApiError>('/api/auth/password/reset', {
      key,
      password: 'nytt-passord-1',
      password_confirmation: 'nytt-passord-1',
    });
    expect(reset.status).toBe(404);
    // The old password still signs in.
    expect((await signedIn(t.url, owner, PASSWORD)).token).toBeTruthy();
  });
});

describe('one clock: chat', () => {
  it("refills a visitor's token bucket as the clock moves, without waiting", async () => {
    const { account } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
    const visitor = connectVisitor(t.url, account.id);
    const identify = async () => {
      const answer = await ask(visitor, 'identify', { name: 'Kari' });
      return answer.ok ? 'ok' : answer.error.code;
    };
    expect((await ask(visitor, 'hello', { isMobile: 0 })).ok).toBe(true);
    // hello took one token of the burst.
    expect([await identify(), await identify(), await identify()]).toEqual(['ok', 'ok', 'too_many_requests']);

    clock.advance(1000); // one token a second
    expect([await identify(), await identify()]).toEqual(['ok', 'too_many_requests']);

    clock.advance(MINUTE); // full again, and no more than the burst
    const codes = [];
    for (let index = 0; index <= VISITOR_BURST; index++) codes.push(await identify());
    expect(codes).toEqual(['ok', 'ok', 'ok', 'too_many_requests']);
  });

  it("tells operators the server's time and stamps messages with it", async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
    const client = await signedIn(t.url, owner);
    clock.advance(5 * MINUTE);
    const operator = connectOperator(t.url);
    const ready = nextEvent<{ server_time: string }>(operator, 'ready');
    await ask(operator, 'newOperator', { token: client.token, account: account.id, isOnline: 1 });
    expect((await ready).server_time).toBe('2031-05-04T10:05:00.000Z');

    const visitor = connectVisitor(t.url, account.id);
    expect((await ask(visitor, 'hello', { isMobile: 0 })).ok).toBe(true);
    clock.advance(MINUTE);
    const seen = nextEvent<{ message: ChatMessage }>(operator, 'messageFromClient');
    expect((await ask(visitor, 'message', { client_id: clientId(), text: 'Hei' })).ok).toBe(true);
    expect((await seen).message.created_at).toBe('2031-05-04T10:06:00.000Z');
  });
});
