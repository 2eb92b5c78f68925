import type { ChatMessage, Visitor } from '@butikkpanel/contracts';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopDomains } from '../src/db/schema';
import { createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import {
  ask,
  clientId,
  closeAllSockets,
  connectOperator,
  connectOutcome,
  connectVisitor,
  nextEvent,
  type OperatorClient,
  pause,
  record,
} from './sockets';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', CHAT_VISITOR_MESSAGES_PER_MINUTE: '5' });
});
afterEach(() => closeAllSockets());
afterAll(() => t.close());

async function shop(packages = ['PACKAGE_CHAT', 'PACKAGE_DASHBOARD']) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages });
  const client = await signedIn(t.url, owner);
  return { account, owner, token: client.token ?? '' };
}

async function operatorFor(token: string, account: number, isOnline: 0 | 1 = 1) {
  const socket = connectOperator(t.url);
  const ready = nextEvent<{ visitors: Visitor[]; user_id: string }>(socket, 'ready');
  const answer = await ask(socket, 'newOperator', { token, account, isOnline });
  expect(answer).toEqual({ ok: true });
  return { socket, ready: await ready };
}

async function visitorOn(account: number, origin?: string) {
  const socket = connectVisitor(t.url, account, origin ? { origin } : {});
  const hello = await ask<{ uid: string; messages: ChatMessage[]; operatorsOnline: number }>(
    socket,
    'hello',
    {
      page: { path: '/sko', url: 'https://butikk.example.no/sko', title: 'Sko' },
      isMobile: 1,
    },
  );
  if (!hello.ok || !hello.data) throw new Error('hello failed');
  return { socket, hello: hello.data };
}

describe('operator namespace: newOperator', () => {
  it('refuses a bad token, then drops the socket', async () => {
    const socket = connectOperator(t.url);
    const dropped = nextEvent(socket, 'disconnect');
    const answer = await ask(socket, 'newOperator', { token: 'ikke.en.token', account: 1, isOnline: 1 });
    expect(answer).toEqual({ ok: false, error: { code: 'unauthorized', message: 'Du har ikke tilgang' } });
    await dropped;
  });

  it('refuses an expired token with the session-expired message', async () => {
    const { owner, account } = await shop();
    const expired = await new SignJWT({ sid: '00000000-0000-0000-0000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.id)
      .setIssuer('butikkpanel')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(t.config.jwtSecret);
    const answer = await ask(connectOperator(t.url), 'newOperator', { token: expired, account: account.id });
    expect(answer).toMatchObject({ ok: false, error: { code: 'session_expired' } });
  });

  it('refuses another account, and an account without the chat package', async () => {
    const a = await shop();
    const b = await shop();
    const foreign = await ask(connectOperator(t.url), 'newOperator', {
      token: b.token,
      account: a.account.id,
    });
    expect(foreign).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const noChat = await shop(['PACKAGE_DASHBOARD']);
    const locked = await ask(connectOperator(t.url), 'newOperator', {
      token: noChat.token,
      account: noChat.account.id,
    });
    expect(locked).toEqual({
      ok: false,
      error: { code: 'package_required', message: 'Du trenger pakken Chat.' },
    });
  });

  it('refuses a handshake from a foreign origin', async () => {
    const socket = connectOperator(t.url, 'https://ond.example.com');
    expect(await connectOutcome(socket)).toBe('origin not allowed');
  });

  it('answers nothing before newOperator', async () => {
    const { account } = await shop();
    const { socket: visitor } = await visitorOn(account.id);
    const socket = connectOperator(t.url);
    const answer = await ask(socket, 'read', { uid: visitor.uid });
    expect(answer).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it("ends an operator socket's rights when its session is logged out", async () => {
    const { account, owner } = await shop();
    const client = await signedIn(t.url, owner);
    const { socket } = await operatorFor(client.token ?? '', account.id);
    const { socket: visitor } = await visitorOn(account.id);
    await client.post('/api/auth/logout');
    const dropped = nextEvent(socket, 'disconnect');
    const answer = await ask(socket, 'messageFromOperator', {
      uid: visitor.uid,
      client_id: clientId(),
      text: 'Hei',
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'session_expired' } });
    await dropped;
  });

  it('lets platform staff in on any account', async () => {
    const { account } = await shop();
    const staff = await signedIn(t.url, await createUser(t.database.db, { roles: ['staff'] }));
    const { ready } = await operatorFor(staff.token ?? '', account.id);
    expect(ready.visitors).toEqual([]);
  });
});

describe('visitor namespace: handshake', () => {
  it("accepts this server (the demo shop) and the account's shop domains only", async () => {
    const { account } = await shop();
    expect(await connectOutcome(connectVisitor(t.url, account.id))).toBe('connected');
    expect(
      await connectOutcome(connectVisitor(t.url, account.id, { origin: 'https://butikk.example.no' })),
    ).toBe('origin not allowed');
    await t.database.db.insert(shopDomains).values({ accountId: account.id, host: 'butikk.example.no' });
    expect(
      await connectOutcome(connectVisitor(t.url, account.id, { origin: 'https://butikk.example.no' })),
    ).toBe('connected');
  });

  it('refuses an unknown account, an account without chat and a malformed uid', async () => {
    const noChat = await shop(['PACKAGE_DASHBOARD']);
    expect(await connectOutcome(connectVisitor(t.url, 999_999))).toBe('account not available');
    expect(await connectOutcome(connectVisitor(t.url, noChat.account.id))).toBe('account not available');
    expect(await connectOutcome(connectVisitor(t.url, noChat.account.id, { uid: 'x' }))).toBe(
      'bad handshake',
    );
  });
});

describe('a conversation over sockets', () => {
  it('carries messages both ways, stored first, with unread, assignment, typing, read and close', async () => {
    const { account, owner, token } = await shop();
    const { socket: operator } = await operatorFor(token, account.id);
    const arrived = nextEvent<{ visitor: Visitor }>(operator, 'view');
    const { socket: visitor, hello } = await visitorOn(account.id);
    expect(hello.operatorsOnline).toBe(1);
    expect((await arrived).visitor).toMatchObject({ uid: visitor.uid, online: 1, isMobile: 1, path: '/sko' });

    const fromClient = nextEvent<{ message: ChatMessage; visitor: Visitor }>(operator, 'messageFromClient');
    const sent = await ask<ChatMessage>(visitor, 'message', {
      client_id: clientId(),
      text: 'Har dere str. 44?',
    });
    expect(sent).toMatchObject({ ok: true, data: { text: 'Har dere str. 44?', from: '0' } });
    const received = await fromClient;
    expect(received.message.text).toBe('Har dere str. 44?');
    expect(received.visitor).toMatchObject({ unreadMessages: 1, started: 1, assignee_id: 0 });

    const visitorTyping = nextEvent<{ uid: string; isTyping: number }>(operator, 'clientIsTyping');
    visitor.emit('typing', { status: 1 });
    expect(await visitorTyping).toEqual({ uid: visitor.uid, isTyping: 1 });
    const operatorTyping = nextEvent<{ isTyping: number }>(visitor, 'operatorTyping');
    operator.emit('operatorIsTyping', { uid: visitor.uid, user_id: owner.id, status: 1 });
    expect(await operatorTyping).toEqual({ isTyping: 1 });

    const toVisitor = nextEvent<{ message: ChatMessage }>(visitor, 'message', (p) => p.message.from !== '0');
    const assigned = nextEvent<{ uid: string; assignee_id: string }>(operator, 'setAssignee');
    const reply = await ask<ChatMessage>(operator, 'messageFromOperator', {
      uid: visitor.uid,
      client_id: clientId(),
      text: 'Ja, vi har str. 44.',
    });
    expect(reply).toMatchObject({ ok: true, data: { from: owner.id, email: 0 } });
    expect((await toVisitor).message.text).toBe('Ja, vi har str. 44.');
    expect(await assigned).toEqual({ uid: visitor.uid, assignee_id: owner.id });

    await ask(visitor, 'message', { client_id: clientId(), text: 'Takk!' });
    const read = nextEvent<{ visitor: Visitor }>(operator, 'view', (p) => p.visitor.unreadMessages === 0);
    expect(await ask(operator, 'read', { uid: visitor.uid })).toEqual({ ok: true });
    await read;

    const closed = nextEvent<{ visitor: Visitor }>(operator, 'view', (p) => p.visitor.started === 0);
    expect(await ask(operator, 'closeConversation', { uid: visitor.uid })).toEqual({ ok: true });
    expect((await closed).visitor).toMatchObject({ assignee_id: 0, unreadMessages: 0, started: 0 });

    const gone = nextEvent<{ uid: string }>(operator, 'clientDisconnect');
    visitor.disconnect();
    expect(await gone).toEqual({ uid: visitor.uid });
  });

  it('stores a resent message once and hands back the stored one', async () => {
    const { account, token } = await shop();
    const { socket: visitor } = await visitorOn(account.id);
    const id = clientId();
    const first = await ask<ChatMessage>(visitor, 'message', { client_id: id, text: 'Hei' });
    const again = await ask<ChatMessage>(visitor, 'message', { client_id: id, text: 'Hei' });
    expect(first.ok && again.ok && first.data?.id === again.data?.id).toBe(true);
    const { ready } = await operatorFor(token, account.id);
    expect(ready.visitors.find((entry) => entry.uid === visitor.uid)?.unreadMessages).toBe(1);
  });

  it('gives a returning visitor their history in the hello answer', async () => {
    const { account } = await shop();
    const { socket } = await visitorOn(account.id);
    await ask(socket, 'message', { client_id: clientId(), text: 'Første besøk' });
    socket.disconnect();
    const back = connectVisitor(t.url, account.id, { uid: socket.uid });
    const hello = await ask<{ messages: ChatMessage[] }>(back, 'hello', {});
    expect(hello.ok && hello.data?.messages.map((message) => message.text)).toEqual(['Første besøk']);
  });

  it('keeps an offline visitor with an open conversation in the list and refuses to chat without e-mail', async () => {
    const { account, token } = await shop();
    const { socket: operator } = await operatorFor(token, account.id);
    const { socket: visitor } = await visitorOn(account.id);
    await ask(visitor, 'message', { client_id: clientId(), text: 'Hallo' });
    const offline = nextEvent<{ uid: string; online: number }>(operator, 'setClientOnlineStatus');
    visitor.disconnect();
    expect(await offline).toEqual({ uid: visitor.uid, online: 0 });
    const refused = await ask(operator, 'messageFromOperator', {
      uid: visitor.uid,
      client_id: clientId(),
      text: 'Er du der?',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'visitor_offline_no_email' } });
  });

  it('does not send whitespace-only messages and limits messages per visitor', async () => {
    const { account } = await shop();
    const { socket } = await visitorOn(account.id);
    expect(await ask(socket, 'message', { client_id: clientId(), text: '   ' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed' },
    });
    const answers = [];
    for (let index = 0; index < 6; index++) {
      answers.push(await ask(socket, 'message', { client_id: clientId(), text: `Melding ${index}` }));
    }
    expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(answers[5]).toMatchObject({ ok: false, error: { code: 'too_many_requests' } });
  });

  it('ignores events the widget does not have, object built-ins included, and keeps the socket working', async () => {
    const { account } = await shop();
    const { socket } = await visitorOn(account.id);
    const untyped = socket as unknown as { emit: (event: string, ...args: unknown[]) => void };
    const answers: unknown[] = [];
    for (const event of ['nonsense', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      untyped.emit(event, { text: 'x' }, (answer: unknown) => answers.push(answer));
    }
    const sent = await ask<ChatMessage>(socket, 'message', { client_id: clientId(), text: 'Fortsatt her' });
    expect(sent).toMatchObject({ ok: true, data: { text: 'Fortsatt her' } });
    await pause(100);
    expect(answers).toEqual([]);
    expect(socket.connected).toBe(true);
  });

  it("never sends one account's events to another account's operators", async () => {
    const a = await shop();
    const b = await shop();
    const { socket: operatorB } = await operatorFor(b.token, b.account.id);
    const seen = ['view', 'messageFromClient', 'clientIsTyping', 'clientDisconnect'].map((name) => ({
      name,
      events: record(operatorB as OperatorClient, name),
    }));
    const { socket: visitorA } = await visitorOn(a.account.id);
    await ask(visitorA, 'message', { client_id: clientId(), text: 'Hemmelig for B' });
    visitorA.emit('typing', { status: 1 });
    visitorA.disconnect();
    await pause(300);
    for (const { name, events } of seen) expect({ name, events }).toEqual({ name, events: [] });
  });
});
