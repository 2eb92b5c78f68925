import { type ChatMessage, RESYNC_SPREAD_MAX_MS, type Visitor } from '@butikkpanel/contracts';
import { ChatSession, memoryStore, nodeWebSocket } from '@butikkpanel/widget/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resyncSpreadMs } from '../src/modules/chat/gateway';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type RedisServer, startRedis } from './redis-server';
import {
  ask,
  clientId,
  closeAllSockets,
  connectOperator,
  connectVisitor,
  nextEvent,
  pause,
  record,
} from './sockets';

/** Two instances of one deployment (one database, one Redis): the visitor on one, the operator on the other. */
let redis: RedisServer;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  redis = await startRedis();
  first = await startTestApp({ REDIS_URL: redis.url, LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
  second = await startTestApp({ REDIS_URL: redis.url, LOGIN_MAX_PER_IP_PER_MINUTE: '1000' }, first);
});
afterAll(async () => {
  closeAllSockets();
  await second.close();
  await first.close();
  await redis.stop();
});

async function shop() {
  const { account, owner } = await createAccountWithOwner(first.database.db, { packages: ['PACKAGE_CHAT'] });
  const client = await signedIn(second.url, owner);
  return { account, owner, token: client.token ?? '' };
}

describe('scaled out over Redis', () => {
  it('delivers messages and typing between instances, and keeps accounts apart', async () => {
    const a = await shop();
    const b = await shop();
    const operator = connectOperator(second.url);
    const ready = nextEvent(operator, 'ready');
    expect(
      await ask(operator, 'newOperator', { token: a.token, account: a.account.id, isOnline: 1 }),
    ).toEqual({
      ok: true,
    });
    await ready;
    const otherOperator = connectOperator(second.url);
    await ask(otherOperator, 'newOperator', { token: b.token, account: b.account.id, isOnline: 1 });
    const leaked = record(otherOperator, 'messageFromClient');

    const visitor = connectVisitor(first.url, a.account.id);
    const hello = await ask<{ operatorsOnline: number }>(visitor, 'hello', {});
    // The operator is connected to the other instance, and still counted.
    expect(hello).toMatchObject({ ok: true, data: { operatorsOnline: 1 } });

    const fromClient = nextEvent<{ message: ChatMessage; visitor: Visitor }>(operator, 'messageFromClient');
    await ask(visitor, 'message', { client_id: clientId(), text: 'Hei fra instans 1' });
    expect((await fromClient).message.text).toBe('Hei fra instans 1');

    const typing = nextEvent<{ isTyping: number }>(visitor, 'operatorTyping');
    operator.emit('operatorIsTyping', { uid: visitor.uid, user_id: a.owner.id, status: 1 });
    expect(await typing).toEqual({ isTyping: 1 });

    const toVisitor = nextEvent<{ message: ChatMessage }>(visitor, 'message', (p) => p.message.from !== '0');
    await ask(operator, 'messageFromOperator', {
      uid: visitor.uid,
      client_id: clientId(),
      text: 'Hei fra instans 2',
    });
    expect((await toVisitor).message.text).toBe('Hei fra instans 2');

    await pause(200);
    expect(leaked).toEqual([]);
  });

  it('keeps answering visitors and operators while Redis is away', async () => {
    const a = await shop();
    const here = connectOperator(first.url);
    await ask(here, 'newOperator', { token: a.token, account: a.account.id, isOnline: 1 });
    const there = connectOperator(second.url);
    await ask(there, 'newOperator', { token: a.token, account: a.account.id, isOnline: 1 });
    await redis.kill();
    let back = false;
    try {
      // The other instance cannot be asked: the count is this instance's own, at once, not an error.
      const started = performance.now();
      const visitor = connectVisitor(first.url, a.account.id);
      const hello = await ask<{ operatorsOnline: number }>(visitor, 'hello', {});
      expect(hello).toMatchObject({ ok: true, data: { operatorsOnline: 1 } });
      expect(performance.now() - started).toBeLessThan(3000);
      // An operator leaving announces the count again; the failed question is logged, not thrown.
      there.disconnect();
      const late = connectOperator(second.url);
      expect(await ask(late, 'newOperator', { token: a.token, account: a.account.id, isOnline: 1 })).toEqual({
        ok: true,
      });
      await pause(1500);
      // Redis back: the widgets on this instance are told to catch up, spread by how many there are.
      const resynced = nextEvent<{ within: number }>(visitor, 'resync');
      await redis.restart();
      back = true;
      const { within } = await resynced;
      expect(within).toBeGreaterThanOrEqual(0);
      expect(within).toBeLessThan(100);
    } finally {
      if (!back) await redis.restart();
    }
  });

  it('keeps a visitor online who reconnected while their old socket was being counted out', async () => {
    const a = await shop();
    const operator = connectOperator(second.url);
    await ask(operator, 'newOperator', { token: a.token, account: a.account.id, isOnline: 1 });
    const before = connectVisitor(first.url, a.account.id);
    expect(await ask(before, 'hello', {})).toMatchObject({ ok: true });
    await redis.kill();
    let back = false;
    try {
      // The old tab goes and the page comes back at once: asking the other instance about the old socket
      // waits for Redis, and the new socket says hello meanwhile.
      before.disconnect();
      const after = connectVisitor(first.url, a.account.id, { uid: before.uid });
      expect(await ask(after, 'hello', {})).toMatchObject({ ok: true });
      await redis.restart();
      back = true;
      // The old socket's bookkeeping has answered by now (the adapter's question ends within 5 s).
      await pause(6000);
      const reply = await ask(operator, 'messageFromOperator', {
        uid: before.uid,
        client_id: clientId(),
        text: 'Fortsatt her?',
      });
      expect(reply, JSON.stringify(reply)).toMatchObject({ ok: true });
    } finally {
      if (!back) await redis.restart();
    }
  });

  it("spreads the widgets' hellos after a resync by the instance's sockets, 5 s at most", () => {
    expect(resyncSpreadMs(0)).toBe(0);
    expect(resyncSpreadMs(20)).toBe(10);
    expect(resyncSpreadMs(10_000)).toBe(RESYNC_SPREAD_MAX_MS);
    expect(resyncSpreadMs(50_000)).toBe(RESYNC_SPREAD_MAX_MS);
  });

  it('shuts down at once while Redis is away', async () => {
    const third = await startTestApp({ REDIS_URL: redis.url }, first);
    // Its subscriptions are made first (the adapter does not handle a failure of its first SUBSCRIBE).
    await pause(500);
    await redis.kill();
    try {
      // Its client is reconnecting; waiting for Redis to answer a QUIT would hold the shutdown for ever.
      await pause(100);
      const started = performance.now();
      await third.close();
      expect(performance.now() - started).toBeLessThan(8000);
    } finally {
      await redis.restart();
    }
  });

  it('loses no reply when Redis dies right after it was acknowledged, 20 times in a row', {
    timeout: 120_000,
  }, async () => {
    const a = await shop();
    const operator = connectOperator(second.url);
    await ask(operator, 'newOperator', { token: a.token, account: a.account.id, isOnline: 1 });
    // The real widget client on the first instance, the operator on the second.
    const session = new ChatSession({
      origin: first.url,
      account: a.account.id,
      uid: `redis-${clientId()}`,
      store: memoryStore(),
      page: () => ({ path: '/', url: `${first.url}/demo-shop/`, title: 'Forside' }),
      isMobile: false,
      createWebSocket: nodeWebSocket(first.url),
      reconnectDelayMs: 100,
    });
    // What the widget shows, and what it announced as new (the sound and the badge).
    const shown = () =>
      session.list().flatMap((message) => (message.text?.startsWith('Svar') ? [message.text] : []));
    const announced: string[] = [];
    session.onMessage((message) => {
      if (message.text?.startsWith('Svar')) announced.push(message.text);
    });
    session.start();
    const until = async (condition: () => boolean, what: string) => {
      for (let waited = 0; !condition(); waited += 25) {
        if (waited > 15_000) throw new Error(`not within 15 s: ${what}`);
        await pause(25);
      }
    };
    await until(() => session.connected, 'the widget is connected');
    await session.send('Hei, er dere der?');

    const rounds = 20;
    for (let round = 0; round < rounds; round++) {
      const text = `Svar ${round}`;
      const stored = await ask(operator, 'messageFromOperator', {
        uid: session.uid,
        client_id: clientId(),
        text,
      });
      expect(stored, JSON.stringify(stored)).toMatchObject({ ok: true });
      // From at once to a little later, so the kill lands before, during and after the broadcast.
      await pause((round % 4) * 10);
      await redis.kill();
      await pause(20 + (round % 5) * 60);
      await redis.restart();
      await until(() => shown().includes(text), `${text} shown`);
    }
    // Each reply exactly once, in order, after the last catch-up has settled.
    await pause(500);
    const replies = Array.from({ length: rounds }, (_, round) => `Svar ${round}`);
    expect(shown()).toEqual(replies);
    // Announced at most once each. A reply stored while the widget's first hello is on its way comes in
    // that first history, which is taken as older than the page, and is shown without being announced.
    expect(new Set(announced).size).toBe(announced.length);
    session.stop();
  });
});
