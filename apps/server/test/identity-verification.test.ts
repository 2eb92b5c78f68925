import { createHmac } from 'node:crypto';
import type { ChatMessage, PopupAnswer } from '@butikkpanel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addToAudience } from '../src/modules/popups';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { ask, clientId, closeAllSockets, connectVisitor } from './sockets';

/**
 * Verified identities (issue 30): `identify` with an e-mail unlocks the customer's audience popups and
 * earlier conversations only with the shop's signature, HMAC-SHA256(the account's identity secret, e-mail)
 * in hex. Without it, with a wrong one or with another account's, the visitor is a new one.
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000' }, undefined, {
    clock,
  });
});
afterEach(() => closeAllSockets());
afterAll(() => t.close());

const KARI = 'kari@example.no';
const sign = (secret: string, email: string) => createHmac('sha256', secret).update(email).digest('hex');

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, {
    packages: ['PACKAGE_POPUPS', 'PACKAGE_CHAT', 'PACKAGE_EMAIL'],
  });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const secret = (await panel.get<{ data: { secret: string } }>('/api/account-settings/identity-secret')).body
    .data.secret;
  return { account, panel, secret };
}

/** A visitor who says hello as `email` with this signature: the popups and history it gets. */
async function visit(accountId: number, email: string, signature?: string) {
  const socket = connectVisitor(t.url, accountId);
  const hello = await ask<{ messages: ChatMessage[] }>(socket, 'hello', {
    email,
    ...(signature === undefined ? {} : { signature }),
  });
  expect(hello.ok).toBe(true);
  const popups = await new TestClient(t.url).get<{ data: { popups: Array<{ id: number }> } }>(
    `/api/widget/${accountId}/popups?visitor=${socket.uid}`,
  );
  return {
    socket,
    history: (hello.ok ? (hello.data?.messages ?? []) : []).map((message) => message.text),
    popups: popups.body.data.popups.map((popup) => popup.id),
  };
}

describe('identify', () => {
  it('unlocks audience popups and earlier conversations only with the shop’s signature', async () => {
    const s = await shop();
    const other = await shop();
    // A popup for its audience, with Kari in it.
    const created = await s.panel.post<{ data: PopupAnswer }>('/api/popups', { name: 'Bare for Kari' });
    const popupId = created.body.data.id;
    await s.panel.put(`/api/popups/${popupId}`, {
      name: 'Bare for Kari',
      settings: { max_width: 800, audience: 'flow' },
      discount_template_id: null,
    });
    expect((await s.panel.post(`/api/popups/${popupId}/activate`)).status).toBe(200);
    await addToAudience(t.database.db, s.account.id, popupId, KARI, null, clock.now());
    // Kari on her phone, signed in at the shop: her conversation.
    const phone = await visit(s.account.id, KARI, sign(s.secret, KARI));
    expect(phone.popups).toEqual([popupId]);
    const sent = await ask(phone.socket, 'message', { client_id: clientId(), text: 'Hei, det er Kari' });
    expect(sent.ok).toBe(true);

    // Someone typing her address: no signature, a wrong one, another account's: a new visitor.
    for (const signature of [undefined, '0'.repeat(64), 'ikke-hex', sign(other.secret, KARI)]) {
      const stranger = await visit(s.account.id, KARI, signature);
      expect(stranger.popups).toEqual([]);
      expect(stranger.history).toEqual([]);
    }
    // The signature covers the address: Kari's signature with another address verifies nothing.
    expect((await visit(s.account.id, 'ola@example.no', sign(s.secret, KARI))).popups).toEqual([]);

    // Kari on her laptop, signed: her popup and her earlier conversation.
    const laptop = await visit(s.account.id, KARI, sign(s.secret, KARI));
    expect(laptop.popups).toEqual([popupId]);
    expect(laptop.history).toEqual(['Hei, det er Kari']);

    // A rotated secret: the old signature no longer verifies, the new one does.
    const rotated = await s.panel.post<{ data: { secret: string } }>(
      '/api/account-settings/identity-secret/rotate',
    );
    expect(rotated.body.data.secret).not.toBe(s.secret);
    expect((await visit(s.account.id, KARI, sign(s.secret, KARI))).popups).toEqual([]);
    expect((await visit(s.account.id, KARI, sign(rotated.body.data.secret, KARI))).popups).toEqual([popupId]);
  });

  it('keeps the secret to those who manage settings, each account its own', async () => {
    const s = await shop();
    const other = await shop();
    expect(other.secret).not.toBe(s.secret);
    expect(s.secret).toMatch(/^[0-9a-f]{64}$/);
    // The same secret on every read, until it is rotated.
    const again = await s.panel.get<{ data: { secret: string } }>('/api/account-settings/identity-secret');
    expect(again.body.data.secret).toBe(s.secret);
    // Another account's owner, naming this account, gets nothing and rotates nothing.
    other.panel.account = s.account.id;
    const read = await other.panel.get<ApiError>('/api/account-settings/identity-secret');
    expect(read.status).toBe(404);
    expect((await other.panel.post('/api/account-settings/identity-secret/rotate')).status).toBe(404);
    const still = await s.panel.get<{ data: { secret: string } }>('/api/account-settings/identity-secret');
    expect(still.body.data.secret).toBe(s.secret);
  });
});
