import { randomBytes } from 'node:crypto';
import type {
  ClosedConversationHistory,
  ClosedConversationsAnswer,
  LastMessagePreview,
  Visitor,
} from '@butikkpanel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema';
import { chatService } from '../src/modules/chat';
import { chatDeps, createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';
import { ask, clientId, closeAllSockets, connectOperator, connectVisitor, nextEvent } from './sockets';

let t: TestApp;
const deps = () => chatDeps(t);

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterEach(() => closeAllSockets());
afterAll(() => t.close());

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
  const client = await signedIn(t.url, owner);
  client.account = account.id;
  return { account, owner, client };
}

/** A visitor who wrote `texts` and whose conversation was then closed. */
async function closedConversation(
  accountId: number,
  texts: string[],
  who: { name?: string; email?: string } = {},
) {
  const uid = `v-${randomBytes(6).toString('hex')}`;
  await chatService.visitorArrived(deps(), accountId, uid, { isMobile: false });
  if (who.name || who.email) await chatService.identifyVisitor(deps(), accountId, uid, who);
  for (const text of texts) {
    await chatService.receiveVisitorMessage(deps(), accountId, uid, { clientId: clientId(), text });
  }
  await chatService.closeConversation(deps(), accountId, uid);
  await chatService.visitorLeft(deps(), accountId, uid);
  return uid;
}

describe('closed conversations', () => {
  it('lists closed conversations newest first with their last message, and leaves out open ones', async () => {
    const { account, client } = await shop();
    const first = await closedConversation(account.id, ['Hei', 'Har dere joggesko i 42?'], { name: 'Kari' });
    const second = await closedConversation(account.id, ['Når kommer pakken?']);
    const open = `v-${randomBytes(6).toString('hex')}`;
    await chatService.visitorArrived(deps(), account.id, open, { isMobile: false });
    await chatService.receiveVisitorMessage(deps(), account.id, open, { clientId: clientId(), text: 'Åpen' });

    const answer = await client.get<ClosedConversationsAnswer>('/api/conversations/closed');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(answer.body.data.map((entry) => entry.uid)).toEqual([second, first]);
    expect(answer.body.data[1]).toMatchObject({
      name: 'Kari',
      last_message: { text: 'Har dere joggesko i 42?', image: 0, from: '0' },
    });
    expect(answer.body.data[0]?.name).toBe(0);
  });

  it('searches in name, e-mail and message text, case-insensitively, with LIKE characters taken literally', async () => {
    const { account, client } = await shop();
    const byName = await closedConversation(account.id, ['Hei'], { name: 'Ola Nordmann' });
    const byEmail = await closedConversation(account.id, ['Hei'], { email: 'kunde@skobutikk.no' });
    const byText = await closedConversation(account.id, ['Jeg vil returnere STØVLENE', 'Takk']);
    const percent = await closedConversation(account.id, ['Gir dere 100% rabatt?']);
    const search = async (q: string) =>
      (
        await client.get<ClosedConversationsAnswer>(`/api/conversations/closed?q=${encodeURIComponent(q)}`)
      ).body.data.map((entry) => entry.uid);
    expect(await search('nordmann')).toEqual([byName]);
    expect(await search('SKOBUTIKK')).toEqual([byEmail]);
    expect(await search('støvlene')).toEqual([byText]);
    expect(await search('100%')).toEqual([percent]);
    expect(await search('%')).toEqual([percent]);
    expect(await search('finnes ikke')).toEqual([]);
  });

  it('pages by 20 and refuses a bad page number in the one error shape', async () => {
    const { account, client } = await shop();
    for (let index = 0; index < 21; index++) await closedConversation(account.id, [`Melding ${index}`]);
    const page1 = await client.get<ClosedConversationsAnswer>('/api/conversations/closed');
    const page2 = await client.get<ClosedConversationsAnswer>('/api/conversations/closed?page=2');
    expect(page1.body).toMatchObject({ total: 21, page: 1, per_page: 20 });
    expect(page1.body.data).toHaveLength(20);
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data[0]?.last_message?.text).toBe('Melding 0');
    const bad = await client.get<ApiError>('/api/conversations/closed?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ page: 'Ugyldig verdi.' });
  });

  it('opens the read-only history of a closed conversation', async () => {
    const { account, client } = await shop();
    const uid = await closedConversation(account.id, ['Første', 'Andre'], { email: 'a@example.no' });
    const answer = await client.get<{ data: ClosedConversationHistory }>(`/api/conversations/closed/${uid}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.conversation).toMatchObject({ uid, email: 'a@example.no' });
    expect(answer.body.data.messages.map((message) => message.text)).toEqual(['Første', 'Andre']);
    expect((await client.get<ApiError>('/api/conversations/closed/v-finnes-ikke')).status).toBe(404);
  });

  it('another account cannot read the closed list or a closed history', async () => {
    const a = await shop();
    const b = await shop();
    const uid = await closedConversation(a.account.id, ['Hemmelig'], { name: 'Kari' });
    const list = await b.client.get<ClosedConversationsAnswer>('/api/conversations/closed?q=Hemmelig');
    expect(list.body).toMatchObject({ total: 0, data: [] });
    const history = await b.client.get<ApiError>(`/api/conversations/closed/${uid}`);
    expect(history.status).toBe(404);
    expect(history.body.error.code).toBe('conversation_not_found');
  });
});

describe('canned responses management', () => {
  async function memberOf(accountId: number) {
    const member = await createUser(t.database.db);
    await t.database.db.insert(memberships).values({ accountId, userId: member.id, role: 'member' });
    const client = await signedIn(t.url, member);
    client.account = accountId;
    return client;
  }

  it('creates, edits and deletes; a title may not be used twice (case ignored)', async () => {
    const { client } = await shop();
    const created = await client.post<{ id: string }>('/api/chat/templates', {
      title: 'Frakt',
      text: 'Fri frakt over 500 kr.',
    });
    expect(created.status).toBe(201);
    const other = await client.post<{ id: string }>('/api/chat/templates', {
      title: 'Retur',
      text: '30 dager.',
    });
    const duplicate = await client.post<ApiError>('/api/chat/templates', { title: ' frakt ', text: 'Igjen' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { title: 'Det finnes allerede et hurtigsvar med denne tittelen.' },
    });
    const renamed = await client.put<ApiError>(`/api/chat/templates/${other.body.id}`, {
      title: 'FRAKT',
      text: 'x',
    });
    expect(renamed.status).toBe(400);
    // Saving a response under its own title is no duplicate.
    const same = await client.put(`/api/chat/templates/${created.body.id}`, {
      title: 'Frakt',
      text: 'Fri frakt!',
    });
    expect(same.status).toBe(200);
    const listed = await client.get<{ data: Array<{ title: string; text: string }>; can_manage: boolean }>(
      '/api/chat/templates',
    );
    expect(listed.body).toEqual({
      data: [
        { id: created.body.id, title: 'Frakt', text: 'Fri frakt!' },
        { id: other.body.id, title: 'Retur', text: '30 dager.' },
      ],
      can_manage: true,
    });
    expect((await client.request('DELETE', `/api/chat/templates/${created.body.id}`)).status).toBe(200);
    expect((await client.get<{ data: unknown[] }>('/api/chat/templates')).body.data).toHaveLength(1);
  });

  it('lets members read and use them, but not change them', async () => {
    const { account, client } = await shop();
    const created = await client.post<{ id: string }>('/api/chat/templates', { title: 'Hei', text: 'Hei!' });
    const member = await memberOf(account.id);
    const listed = await member.get<{ data: unknown[]; can_manage: boolean }>('/api/chat/templates');
    expect(listed.body.can_manage).toBe(false);
    expect(listed.body.data).toHaveLength(1);
    const refused = await member.post<ApiError>('/api/chat/templates', { title: 'Ny', text: 'Ny' });
    expect(refused.status).toBe(403);
    expect(
      (await member.put(`/api/chat/templates/${created.body.id}`, { title: 'X', text: 'X' })).status,
    ).toBe(403);
    expect((await member.request('DELETE', `/api/chat/templates/${created.body.id}`)).status).toBe(403);
  });

  it('another account cannot read or change them', async () => {
    const a = await shop();
    const b = await shop();
    const created = await a.client.post<{ id: string }>('/api/chat/templates', {
      title: 'A',
      text: 'Bare A',
    });
    expect((await b.client.get<{ data: unknown[] }>('/api/chat/templates')).body.data).toEqual([]);
    expect(
      (await b.client.put(`/api/chat/templates/${created.body.id}`, { title: 'B', text: 'B' })).status,
    ).toBe(404);
    expect((await b.client.request('DELETE', `/api/chat/templates/${created.body.id}`)).status).toBe(404);
    // The same title in another account is no duplicate.
    expect((await b.client.post('/api/chat/templates', { title: 'A', text: 'Bare B' })).status).toBe(201);
  });
});

describe('previews, page history, clock and the visitor notice over sockets', () => {
  async function operatorFor(account: number, token: string) {
    const socket = connectOperator(t.url);
    const ready = nextEvent<{ visitors: Visitor[]; server_time: string }>(socket, 'ready');
    expect(await ask(socket, 'newOperator', { token, account, isOnline: 1 })).toEqual({ ok: true });
    return { socket, ready: await ready };
  }

  it('carries the last-message preview in ready, message events and view, and the server time in ready', async () => {
    const { account, client } = await shop();
    const visitor = connectVisitor(t.url, account.id);
    await ask(visitor, 'hello', { isMobile: 0 });
    const long = `Hei! ${'Jeg lurer på   størrelsene. '.repeat(10)}`;
    await ask(visitor, 'message', { client_id: clientId(), text: long });
    const { socket, ready } = await operatorFor(account.id, client.token ?? '');
    expect(Number.isNaN(Date.parse(ready.server_time))).toBe(false);
    const listed = ready.visitors.find((entry) => entry.uid === visitor.uid);
    const preview = listed?.last_message as LastMessagePreview;
    expect(preview.text.length).toBeLessThanOrEqual(120);
    expect(preview.text.length).toBeGreaterThan(110);
    expect(preview.text.endsWith('…')).toBe(true);
    expect(preview.text).not.toContain('  ');

    const fromClient = nextEvent<{ visitor: Visitor }>(socket, 'messageFromClient');
    await ask(visitor, 'message', { client_id: clientId(), text: 'Kort' });
    expect((await fromClient).visitor.last_message).toMatchObject({ text: 'Kort', from: '0', image: 0 });
    const viewed = nextEvent<{ visitor: Visitor }>(socket, 'view');
    visitor.emit('page', { path: '/a', url: 'https://butikk.example.no/a', title: 'A' });
    expect((await viewed).visitor.last_message?.text).toBe('Kort');
  });

  it('shows a run of the same page title once in the page history', async () => {
    const { account, client } = await shop();
    const visitor = connectVisitor(t.url, account.id);
    const page = (title: string, path: string) => ({ path, url: `https://butikk.example.no${path}`, title });
    await ask(visitor, 'hello', { isMobile: 0, page: page('Sko', '/sko') });
    for (const [title, path] of [
      ['Sko', '/sko?s=2'],
      ['Sko', '/sko?s=3'],
      ['Sko', '/sko?s=4'],
      ['Joggesko', '/sko/jogg'],
      ['Sko', '/sko'],
    ] as const) {
      // One navigation after another, as a browser makes them: each view is stored before the next.
      await ask(visitor, 'page', page(title, path));
    }
    await ask(visitor, 'identify', { name: 'Kari' });
    const { ready } = await operatorFor(account.id, client.token ?? '');
    const pages = ready.visitors.find((entry) => entry.uid === visitor.uid)?.pages ?? [];
    expect(pages.map((entry) => [entry.page_title, entry.path])).toEqual([
      ['Sko', '/sko?s=4'],
      ['Joggesko', '/sko/jogg'],
      ['Sko', '/sko'],
    ]);
  });

  it('tells the visitor when an operator closes an open conversation', async () => {
    const { account, client } = await shop();
    const visitor = connectVisitor(t.url, account.id);
    await ask(visitor, 'hello', { isMobile: 0 });
    await ask(visitor, 'message', { client_id: clientId(), text: 'Hei' });
    const { socket } = await operatorFor(account.id, client.token ?? '');
    const told = nextEvent(visitor, 'conversationClosed');
    expect(await ask(socket, 'closeConversation', { uid: visitor.uid })).toEqual({ ok: true });
    expect(await told).toEqual({});
  });
});
