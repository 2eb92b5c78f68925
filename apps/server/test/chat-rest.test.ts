import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatService } from '../src/modules/chat';
import { chatDeps, createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';
import { latestMailTo } from './mailbox';

let t: TestApp;
const deps = () => chatDeps(t);
const clientId = () => `c-${randomBytes(6).toString('hex')}`;
const ALL = ['PACKAGE_CHAT', 'PACKAGE_DASHBOARD'];

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

async function shop(packages = ALL) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages });
  const client = await signedIn(t.url, owner);
  client.account = account.id;
  return { account, owner, client };
}

/** A visitor on the shop's site, as the widget's socket would register them. */
async function visitor(accountId: number, extra: { email?: string } = {}) {
  const uid = `v-${randomBytes(6).toString('hex')}`;
  await chatService.visitorArrived(deps(), accountId, uid, {
    isMobile: false,
    page: { path: '/sko/joggesko', url: 'https://demo.example.no/sko/joggesko', title: 'Joggesko' },
  });
  if (extra.email) await chatService.identifyVisitor(deps(), accountId, uid, { email: extra.email });
  return uid;
}

interface DashboardAnswer {
  conversations: Array<{ uid: string; unreadMessages: number; assignee_id: string | 0; started: number }>;
  visitors: Array<{ uid: string; cart: string; pages: string; cart_total: number; name: string | 0 }>;
}

describe('GET /api/chat and canned responses', () => {
  it('answers the account users as agents and its canned responses', async () => {
    const { client, owner } = await shop();
    const empty = await client.get<{ agents: Array<{ id: string }>; templates: unknown[] }>('/api/chat');
    expect(empty.status).toBe(200);
    expect(empty.body.agents.map((agent) => agent.id)).toEqual([owner.id]);
    expect(empty.body.templates).toEqual([]);

    const created = await client.post<{ id: string }>('/api/chat/templates', {
      title: 'Hilsen',
      text: 'Hei! Hva kan jeg hjelpe deg med?',
    });
    expect(created.status).toBe(201);
    const updated = await client.put(`/api/chat/templates/${created.body.id}`, {
      title: 'Hilsen',
      text: 'Hei!',
    });
    expect(updated.body).toEqual({ id: created.body.id, title: 'Hilsen', text: 'Hei!' });
    const after = await client.get<{ templates: unknown[] }>('/api/chat');
    expect(after.body.templates).toEqual([{ id: created.body.id, title: 'Hilsen', text: 'Hei!' }]);
  });

  it('validates canned responses: empty title, whitespace-only text', async () => {
    const { client } = await shop();
    const bad = await client.post<ApiError>('/api/chat/templates', { title: '', text: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ title: 'Feltet må fylles ut.', text: 'Feltet må fylles ut.' });
  });

  it('keeps another account out of the canned responses', async () => {
    const a = await shop();
    const b = await shop();
    const created = await a.client.post<{ id: string }>('/api/chat/templates', {
      title: 'A',
      text: 'Bare for A',
    });
    const read = await b.client.get<{ templates: unknown[] }>('/api/chat');
    expect(read.body.templates).toEqual([]);
    expect(
      (await b.client.put(`/api/chat/templates/${created.body.id}`, { title: 'B', text: 'B' })).status,
    ).toBe(404);
    expect((await b.client.request('DELETE', `/api/chat/templates/${created.body.id}`)).status).toBe(404);
    const still = await a.client.get<{ templates: Array<{ text: string }> }>('/api/chat');
    expect(still.body.templates[0]?.text).toBe('Bare for A');
  });

  it('needs PACKAGE_CHAT for merchants, not for staff', async () => {
    const { client, account } = await shop(['PACKAGE_DASHBOARD']);
    const refused = await client.get<ApiError>('/api/chat');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'package_required', message: 'Du trenger pakken Chat.' });
    const staff = await signedIn(t.url, await createUser(t.database.db, { roles: ['staff'] }));
    staff.account = account.id;
    expect((await staff.get('/api/chat')).status).toBe(200);
  });
});

describe('conversations', () => {
  it('stores visitor messages once per client id and counts them unread', async () => {
    const { client, account } = await shop();
    const uid = await visitor(account.id);
    const id = clientId();
    await chatService.receiveVisitorMessage(deps(), account.id, uid, {
      clientId: id,
      text: 'Har dere str. 44?',
    });
    await chatService.receiveVisitorMessage(deps(), account.id, uid, {
      clientId: id,
      text: 'Har dere str. 44?',
    });
    await chatService.receiveVisitorMessage(deps(), account.id, uid, {
      clientId: clientId(),
      text: 'Hallo?',
    });
    const history = await client.get<{ data: Array<{ text: string; from: string; uid: string }> }>(
      `/api/conversations/${uid}`,
    );
    expect(history.body.data.map((message) => message.text)).toEqual(['Har dere str. 44?', 'Hallo?']);
    expect(history.body.data.every((message) => message.from === '0' && message.uid === uid)).toBe(true);
    const dashboard = await client.get<DashboardAnswer>('/api/dashboard');
    const conversation = dashboard.body.conversations.find((entry) => entry.uid === uid);
    expect(conversation).toMatchObject({ unreadMessages: 2, started: 1, assignee_id: 0 });
  });

  it('stores a visitor message under its own account only, when another account has a visitor of the same uid', async () => {
    const a = await shop();
    const b = await shop();
    const uid = await visitor(a.account.id);
    await chatService.visitorArrived(deps(), b.account.id, uid, {
      isMobile: false,
      page: { path: '/', url: 'https://b.example.no/', title: 'B' },
    });
    await chatService.receiveVisitorMessage(deps(), a.account.id, uid, {
      clientId: clientId(),
      text: 'Til A',
    });
    const inB = await b.client.get<{ data: unknown[] }>(`/api/conversations/${uid}`);
    expect(inB.body.data).toEqual([]);
    const bDashboard = await b.client.get<DashboardAnswer>('/api/dashboard');
    expect(bDashboard.body.conversations.find((entry) => entry.uid === uid)?.unreadMessages ?? 0).toBe(0);
    const inA = await a.client.get<{ data: Array<{ text: string }> }>(`/api/conversations/${uid}`);
    expect(inA.body.data.map((message) => message.text)).toEqual(['Til A']);
    // A uid the account does not have stores nothing anywhere.
    await expect(
      chatService.receiveVisitorMessage(deps(), a.account.id, 'finnes-ikke', {
        clientId: clientId(),
        text: 'x',
      }),
    ).rejects.toMatchObject({ status: 404, code: 'conversation_not_found' });
  });

  it('answers conversation not found for an unknown or foreign uid', async () => {
    const a = await shop();
    const b = await shop();
    const uid = await visitor(a.account.id);
    for (const path of [`/api/conversations/${uid}`, '/api/conversations/finnes-ikke']) {
      const answer = await b.client.get<ApiError>(path);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'conversation_not_found', message: 'Fant ikke samtalen.' });
    }
    expect((await b.client.post(`/api/conversations/${uid}/close`)).status).toBe(404);
  });

  it('mails an answer to an offline visitor with an e-mail, assigning the conversation to the sender', async () => {
    const { client, account, owner } = await shop();
    const uid = await visitor(account.id, { email: 'kunde@example.no' });
    await chatService.receiveVisitorMessage(deps(), account.id, uid, {
      clientId: clientId(),
      text: 'Ring meg',
    });
    await chatService.visitorLeft(deps(), account.id, uid);
    const sent = await client.post<{ data: { email: number; from: string; text: string } }>(
      `/api/conversations/${uid}/email`,
      { client_id: clientId(), text: 'Vi har str. 44 på lager.' },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ email: 1, from: owner.id, text: 'Vi har str. 44 på lager.' });
    const mail = await latestMailTo(t.database.db, 'kunde@example.no');
    expect(mail?.kind).toBe('chat_reply');
    expect(mail?.text).toContain('Vi har str. 44 på lager.');
    const dashboard = await client.get<DashboardAnswer>('/api/dashboard');
    expect(dashboard.body.conversations.find((entry) => entry.uid === uid)).toMatchObject({
      unreadMessages: 0,
      assignee_id: owner.id,
    });
  });

  it('refuses an answer to an offline visitor without an e-mail, storing nothing', async () => {
    const { client, account } = await shop();
    const uid = await visitor(account.id);
    await chatService.visitorLeft(deps(), account.id, uid);
    const refused = await client.post<ApiError>(`/api/conversations/${uid}/email`, {
      client_id: clientId(),
      text: 'Hei',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Meldingen kan ikke sendes fordi den besøkende er offline og ikke har lagt igjen en e-postadresse.',
    );
    expect((await client.get<{ data: unknown[] }>(`/api/conversations/${uid}`)).body.data).toEqual([]);
  });

  it('does not send a whitespace-only message', async () => {
    const { client, account } = await shop();
    const uid = await visitor(account.id, { email: 'kunde@example.no' });
    const answer = await client.post<ApiError>(`/api/conversations/${uid}/email`, {
      client_id: clientId(),
      text: ' \n\t ',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ text: 'Feltet må fylles ut.' });
  });

  it('closes: assignee, unread and started reset, and an offline visitor leaves the list', async () => {
    const { client, account, owner } = await shop();
    const uid = await visitor(account.id);
    await chatService.receiveVisitorMessage(deps(), account.id, uid, { clientId: clientId(), text: 'Hei' });
    await chatService.assign(deps(), account.id, uid, owner.id);
    await chatService.visitorLeft(deps(), account.id, uid);
    const before = await client.get<DashboardAnswer>('/api/dashboard');
    expect(before.body.conversations.map((entry) => entry.uid)).toContain(uid);
    expect((await client.post(`/api/conversations/${uid}/close`)).body).toEqual({ ok: true });
    const after = await client.get<DashboardAnswer>('/api/dashboard');
    expect(after.body.conversations.map((entry) => entry.uid)).not.toContain(uid);
    expect(after.body.visitors.map((entry) => entry.uid)).not.toContain(uid);
    // The history is kept.
    expect((await client.get<{ data: unknown[] }>(`/api/conversations/${uid}`)).body.data).toHaveLength(1);
  });

  it('assigns only users of the account', async () => {
    const { account } = await shop();
    const uid = await visitor(account.id);
    const outsider = await createUser(t.database.db);
    await expect(chatService.assign(deps(), account.id, uid, outsider.id)).rejects.toMatchObject({
      code: 'agent_not_in_account',
    });
  });
});

describe('GET /api/dashboard', () => {
  it('answers online visitors with cart and pages as JSON text, for this account only', async () => {
    const a = await shop();
    const b = await shop();
    const uid = await visitor(a.account.id);
    await chatService.setCart(deps(), a.account.id, uid, [
      { id: 'sko-44', name: 'Joggesko', quantity: 2, price: 899.5 },
      { id: 'sokk', name: 'Sokker', quantity: 1, price: 99 },
    ]);
    const answer = await a.client.get<DashboardAnswer>('/api/dashboard');
    const entry = answer.body.visitors.find((row) => row.uid === uid);
    expect(entry?.cart_total).toBe(1898);
    expect(entry?.name).toBe(0);
    expect(JSON.parse(entry?.cart ?? '[]')).toHaveLength(2);
    expect(JSON.parse(entry?.pages ?? '[]')).toEqual([
      expect.objectContaining({ path: '/sko/joggesko', page_title: 'Joggesko' }),
    ]);
    const other = await b.client.get<DashboardAnswer>('/api/dashboard');
    expect(other.body.visitors.map((row) => row.uid)).not.toContain(uid);
  });

  it('needs PACKAGE_DASHBOARD', async () => {
    const { client } = await shop(['PACKAGE_CHAT']);
    expect((await client.get('/api/dashboard')).status).toBe(403);
  });
});
