import type { ChatMessage, Visitor } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
