import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatService } from '../src/modules/chat';
import { receiveManyVisitorTexts, receiveOneVisitorText } from '../src/modules/chat/repository';
import { type RunOne, type VisitorText, visitorTextBatcher } from '../src/modules/chat/visitor-text-batch';
import { chatDeps, createAccountWithOwner } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
const deps = () => chatDeps(t);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function visitor(accountId: number) {
  const uid = `v-${randomBytes(6).toString('hex')}`;
  await chatService.visitorArrived(deps(), accountId, uid, { isMobile: false });
  return uid;
}

const text = (
  accountId: number,
  uid: string,
  words: string,
  clientId: string = randomUUID(),
): VisitorText => ({
  accountId,
  uid,
  id: randomUUID(),
  clientId,
  text: words,
  createdAt: new Date('2026-11-27T12:00:00Z'),
});

describe('visitor text messages stored together (issue 29)', () => {
  it('stores a burst in one statement with each message counted as if one by one', async () => {
    const { account } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
    const { account: other } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
    const [ada, bo, cem] = [await visitor(account.id), await visitor(account.id), await visitor(account.id)];
    const stranger = await visitor(other.id);
    if (!ada || !bo || !cem) throw new Error('no visitors');
    // The messages that do not go in the burst's statement go one by one: counted here.
    const alone: VisitorText[] = [];
    const one: RunOne = (db, message) => {
      alone.push(message);
      return receiveOneVisitorText(db, message);
    };
    const store = visitorTextBatcher(t.database.db, one, receiveManyVisitorTexts);

    const first = text(account.id, ada, 'hei 1', 'ada-1');
    const burst = [
      first,
      text(account.id, bo, 'hei fra bo'),
      text(account.id, cem, 'hei fra cem'),
      // Ada's second message waits for the next statement: her unread count goes 1, then 2.
      text(account.id, ada, 'hei 2'),
      // A resend of a stored client id is not stored again; an unknown visitor stores nothing.
      text(account.id, 'v-unknownvisitor', 'hei?'),
      // Another account's visitor in the same statement: stored on that account only.
      text(other.id, stranger, 'hei fra en annen butikk'),
    ];
    const answers = await Promise.all(burst.map(store));
    const [ada1, bo1, cem1, ada2, unknown, strangerAnswer] = answers;
    expect(alone.map((message) => message.text)).toEqual(['hei 2']);
    expect(ada1?.unreadMessages).toBe(1);
    expect(ada2?.unreadMessages).toBe(2);
    expect(bo1?.unreadMessages).toBe(1);
    expect(cem1?.uid).toBe(cem);
    expect(cem1?.started).toBe(true);
    expect(cem1?.lastMessageAt?.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(unknown).toBeNull();
    expect(strangerAnswer?.accountId).toBe(other.id);

    const resent = await Promise.all([
      store({ ...first, id: randomUUID() }),
      store(text(account.id, bo, 'hei igjen')),
    ]);
    expect(resent[0]).toBeNull();
    expect(resent[1]?.unreadMessages).toBe(2);

    const history = await chatService.conversationHistory(t.database.db, account.id, ada);
    expect(history.map((message) => message.text)).toEqual(['hei 1', 'hei 2']);
    await expect(chatService.conversationHistory(t.database.db, account.id, stranger)).rejects.toThrow(
      'conversation_not_found',
    );
    const strangers = await chatService.conversationHistory(t.database.db, other.id, stranger);
    expect(strangers.map((message) => message.text)).toEqual(['hei fra en annen butikk']);
  });
});
