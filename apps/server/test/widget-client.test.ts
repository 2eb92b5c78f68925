import type { ChatMessage } from '@butikkpanel/contracts';
import { ChatSession, memoryStore, nodeWebSocket } from '@butikkpanel/widget/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { GIF, PNG } from './images';
import { ask, clientId, closeAllSockets, connectOperator, nextEvent, pause } from './sockets';

/**
 * The widget's own protocol client (plain WebSocket, no socket.io-client) against the real server: the
 * same code the browser runs, given the `ws` package as its WebSocket.
 */
let t: TestApp;
const sessions: ChatSession[] = [];

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterEach(() => {
  for (const session of sessions.splice(0)) session.stop();
  closeAllSockets();
});
afterAll(() => t.close());

async function shopWithOperator() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
  const client = await signedIn(t.url, owner);
  client.account = account.id;
  const operator = connectOperator(t.url);
  const ready = nextEvent(operator, 'ready');
  expect(
    await ask(operator, 'newOperator', { token: client.token, account: account.id, isOnline: 1 }),
  ).toEqual({
    ok: true,
  });
  await ready;
  return { account, operator, client };
}

function widget(account: number, options: { origin?: string; reconnectDelayMs?: number } = {}) {
  const session = new ChatSession({
    origin: t.url,
    account,
    uid: `besok-${Math.random().toString(36).slice(2, 12)}`,
    store: memoryStore(),
    page: () => ({ path: '/sko', url: 'http://butikk.test/sko', title: 'Sko' }),
    isMobile: false,
    createWebSocket: nodeWebSocket(options.origin ?? t.url),
    reconnectDelayMs: options.reconnectDelayMs ?? 100,
    // A browser sends the page's Origin with the upload; Node's fetch has to be told.
    fetch: (url, init) =>
      fetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), origin: options.origin ?? t.url },
      }),
  });
  sessions.push(session);
  return session;
}

/** Resolves when the condition holds after a change of the session, or fails after the time limit. */
function until(session: ChatSession, condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const waitingFor = new Error(`condition not met in ${timeoutMs} ms: ${condition}`);
  if (condition()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(waitingFor);
    }, timeoutMs);
    const stop = session.onChange(() => {
      if (!condition()) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

const greeted = (session: ChatSession) => () => session.connected && session.operatorsOnline !== null;
const texts = (session: ChatSession) => session.list().map((message) => message.text);

describe('the widget client against the real server', () => {
  it('is told when an operator closes the conversation, until the visitor writes again', async () => {
    const { account, operator } = await shopWithOperator();
    const session = widget(account.id);
    session.start();
    await until(session, greeted(session));
    await session.send('Hei');
    expect(session.closedByOperator).toBe(false);
    expect(await ask(operator, 'closeConversation', { uid: session.uid })).toEqual({ ok: true });
    await until(session, () => session.closedByOperator);
    await session.send('Ett spørsmål til');
    expect(session.closedByOperator).toBe(false);
  });

  it('says hello, sends a message with an ack, and receives the operator answer', async () => {
    const { account, operator } = await shopWithOperator();
    const session = widget(account.id);
    const arrived = nextEvent<{ visitor: { uid: string; path: string } }>(
      operator,
      'view',
      (p) => p.visitor.uid === session.uid,
    );
    session.start();
    await until(session, greeted(session));
    expect(session.operatorsOnline).toBe(1);
    expect((await arrived).visitor.path).toBe('/sko');

    const fromClient = nextEvent<{ message: ChatMessage }>(operator, 'messageFromClient');
    expect(await session.send('   ')).toBeNull();
    const stored = await session.send('Hei, har dere vintersko i 42?');
    expect(stored).toMatchObject({ text: 'Hei, har dere vintersko i 42?', from: '0', uid: session.uid });
    expect((await fromClient).message.id).toBe(stored?.id);
    expect(session.pending.size).toBe(0);

    const typing = nextEvent(operator, 'clientIsTyping');
    session.typing(1);
    expect(await typing).toEqual({ uid: session.uid, isTyping: 1 });

    const heard: ChatMessage[] = [];
    session.onMessage((message) => heard.push(message));
    await ask(operator, 'operatorIsTyping', { uid: session.uid, status: 1 });
    await until(session, () => session.operatorTyping);
    const answer = await ask<ChatMessage>(operator, 'messageFromOperator', {
      uid: session.uid,
      client_id: clientId(),
      text: 'Ja, <b>mange</b>!',
    });
    expect(answer.ok).toBe(true);
    await until(session, () => heard.length === 1);
    expect(heard[0]).toMatchObject({ text: 'Ja, <b>mange</b>!' });
    expect(session.operatorTyping).toBe(false);
    expect(session.unread()).toBe(1);
    session.markSeen();
    expect(session.unread()).toBe(0);
  });

  it('uploads an image and sends it as a message; a refused upload shows the server error', async () => {
    const { account, operator, client } = await shopWithOperator();
    const session = widget(account.id);
    session.start();
    await until(session, greeted(session));
    const fromClient = nextEvent<{ message: ChatMessage }>(operator, 'messageFromClient');
    const stored = await session.sendImage(new Blob([PNG], { type: 'image/png' }));
    expect(stored).toMatchObject({ text: '', from: '0' });
    expect(stored?.image).toMatch(/^[\w-]{32}$/);
    expect((await fromClient).message.image).toBe(stored?.image);
    expect(session.pending.size).toBe(0);
    const url = session.imageUrl(stored?.image ?? '');
    expect(url).toBe(`${t.url}/api/chat/images/${account.id}/${stored?.image}`);
    const served = await fetch(url ?? '');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(session.imageUrl('https://sporing.example.com/piksel.gif')).toBeNull();

    expect(await session.sendImage(new Blob([GIF], { type: 'image/png' }))).toBeNull();
    expect([...session.pending.values()].map((pending) => pending.error)).toEqual(['Ulovlig filtype.']);
    const history = await client.get<{ data: ChatMessage[] }>(`/api/conversations/${session.uid}`);
    expect(history.body.data.map((message) => message.image)).toEqual([stored?.image]);
  });

  it('reports cart and page views, and identifies the visitor', async () => {
    const { account, operator } = await shopWithOperator();
    const session = widget(account.id);
    session.start();
    await until(session, greeted(session));
    const cart = nextEvent<{ visitor: { cart_total: number } }>(
      operator,
      'view',
      (p) => p.visitor.cart_total > 0,
    );
    session.setCart([{ id: 'sko-1', name: 'Fjellstøvel', quantity: 2, price: 1799 }]);
    expect((await cart).visitor.cart_total).toBe(3598);
    const named = nextEvent<{ visitor: { name: string | 0; email: string | null } }>(
      operator,
      'view',
      (p) => p.visitor.email !== null,
    );
    expect(await session.identify({ name: 'Ola', email: 'ola@example.no' })).toEqual({ ok: true });
    expect((await named).visitor).toMatchObject({ name: 'Ola', email: 'ola@example.no' });
    expect(session.identifiedEmail()).toBe('ola@example.no');
  });

  it('reconnects after the server drops it and re-syncs: nothing lost, nothing doubled', async () => {
    const { account, operator, client } = await shopWithOperator();
    // Long enough for the operator to answer while the visitor is away.
    const session = widget(account.id, { reconnectDelayMs: 1500 });
    session.start();
    await until(session, greeted(session));
    // With an e-mail, an operator message to an offline visitor is stored (and mailed) instead of refused.
    await session.identify({ name: 'Kari', email: 'kari@example.no' });
    await session.send('Første');
    const before = session.list().length;

    const left = nextEvent(operator, 'setClientOnlineStatus', (p: { online: number }) => p.online === 0);
    await t.app.chatGateway.io.of('/visitor').disconnectSockets(true);
    await left;
    await until(session, () => !session.connected);

    // While the visitor is away: the operator answers, and the visitor writes (held until the reconnect).
    const whileAway = await ask<ChatMessage>(operator, 'messageFromOperator', {
      uid: session.uid,
      client_id: clientId(),
      text: 'Svar mens du var borte',
    });
    expect(whileAway).toMatchObject({ ok: true, data: { email: 1 } });
    const held = session.send('Skrevet uten nett');
    // A message the server stored whose ack was lost: resent with the same client_id, stored once.
    const stored = [...session.messages.values()][0] as ChatMessage;
    session.messages.delete(stored.id);
    session.pending.set(stored.client_id, {
      client_id: stored.client_id,
      text: stored.text,
      created_at: stored.created_at,
    });

    const heard: string[] = [];
    session.onMessage((message) => heard.push(message.text));
    await until(session, () => session.connected && session.pending.size === 0, 5000);
    await until(session, () => session.list().length === before + 2);
    await held;

    expect(texts(session)).toEqual(['Første', 'Svar mens du var borte', 'Skrevet uten nett']);
    const ids = session.list().map((message) => ('id' in message ? message.id : ''));
    expect(new Set(ids).size).toBe(3);
    expect(heard).toContain('Svar mens du var borte');
    const history = await client.get<{ data: ChatMessage[] }>(`/api/conversations/${session.uid}`);
    expect(history.body.data.map((message) => message.id).sort()).toEqual([...ids].sort());

    // Once more: another drop and hello merges the same history without doubling anything.
    await t.app.chatGateway.io.of('/visitor').disconnectSockets(true);
    await until(session, () => !session.connected);
    await until(session, greeted(session));
    await pause(100);
    expect(texts(session)).toEqual(['Første', 'Svar mens du var borte', 'Skrevet uten nett']);
  });

  it('stops trying when the server refuses the handshake', async () => {
    const { account } = await shopWithOperator();
    const foreign = widget(account.id, { origin: 'https://fremmed.example' });
    const refused = until(foreign, () => foreign.refused !== null);
    foreign.start();
    await refused;
    expect(foreign.refused).toBe('origin not allowed');
    const noChat = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_DASHBOARD'] });
    const locked = widget(noChat.account.id);
    const lockedOut = until(locked, () => locked.refused !== null);
    locked.start();
    await lockedOut;
    expect(locked.refused).toBe('account not available');
    await pause(300);
    expect(locked.connected).toBe(false);
  });
});
