import { CART_ABANDONED_DEFAULT_MINUTES } from '@butikkpanel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform';
import { eventRecorder } from './event-recorder';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { TestClient } from './http';
import { ask, closeAllSockets, connectOutcome, connectVisitor } from './sockets';

/**
 * cart.abandoned (issue 13): a cart with lines that sees no change and no order for the account's wait
 * (default CART_ABANDONED_DEFAULT_MINUTES) is abandoned, once. The server's clock is moved by hand.
 */
let t: TestApp;
const recorder = eventRecorder();
const clock = new ManualClock('2099-05-12T10:00:00Z');
const MINUTE = 60_000;

beforeAll(async () => {
  t = await startTestApp(
    { LOGIN_MAX_PER_IP_PER_MINUTE: '1000', CHAT_TRACKING_PER_MINUTE: '1000', JOB_POLL_MS: '60000' },
    undefined,
    { clock, modules: [recorder.module] },
  );
});
afterEach(() => closeAllSockets());
afterAll(() => t.close());

/** Moves the server's clock and runs what fell due (the check, then the recorder's listener jobs). */
async function after(minutes: number) {
  clock.advance(minutes * MINUTE);
  await t.app.platform.jobs.runDue();
}

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  return { account, panel };
}

async function visitorOf(accountId: number) {
  const socket = connectVisitor(t.url, accountId);
  expect(await connectOutcome(socket)).toBe('connected');
  expect((await ask(socket, 'hello', { isMobile: 0 })).ok).toBe(true);
  const cart = async (quantity: number) => {
    const lines = quantity > 0 ? [{ id: 'sko-1', name: 'Fjellsko', quantity, price: 499.5 }] : [];
    expect((await ask(socket, 'cart', { lines })).ok).toBe(true);
  };
  return { socket, cart };
}

const abandoned = (accountId: number) => recorder.of('cart.abandoned', accountId);

describe('cart.abandoned', () => {
  it('fires once when the wait has passed, not before', async () => {
    const { account } = await shop();
    const visitor = await visitorOf(account.id);
    const changedAt = clock.now().toISOString();
    await visitor.cart(2);
    await after(59);
    expect(abandoned(account.id)).toEqual([]);
    await after(2);
    await after(120);
    expect(abandoned(account.id).map((event) => event.data)).toEqual([
      {
        visitor_id: visitor.socket.uid,
        email: null,
        lines: [{ product_id: 'sko-1', name: 'Fjellsko', quantity: 2, price_ore: 49_950 }],
        total_ore: 99_900,
        changed_at: changedAt,
        abandoned_after_minutes: CART_ABANDONED_DEFAULT_MINUTES,
        // The page the reminder's cart link goes back to: this visitor sent no page view.
        page_url: null,
      },
    ]);
  });

  it('waits again from a later change, and not at all for a cart emptied meanwhile', async () => {
    const { account } = await shop();
    const changing = await visitorOf(account.id);
    const emptied = await visitorOf(account.id);
    await changing.cart(1);
    await emptied.cart(1);
    await after(30);
    await changing.cart(3);
    await emptied.cart(0);
    await after(31);
    expect(abandoned(account.id)).toEqual([]);
    await after(30);
    expect(
      abandoned(account.id).map((event) => [event.data.visitor_id, event.data.lines[0]?.quantity]),
    ).toEqual([[changing.socket.uid, 3]]);
  });

  it('does not fire after an order: one the widget reported, or one with the visitor’s e-mail', async () => {
    const { account, panel } = await shop();
    const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
    const reporting = await visitorOf(account.id);
    const known = await visitorOf(account.id);
    expect((await ask(known.socket, 'identify', { email: 'kari@example.no' })).ok).toBe(true);
    await reporting.cart(1);
    await known.cart(1);
    await after(20);
    const report = {
      id: 'W-77',
      total: 499.5,
      lines: [{ id: 'sko-1', name: 'Fjellsko', quantity: 1, price: 499.5 }],
    };
    expect((await ask(reporting.socket, 'order', report)).ok).toBe(true);
    const ingested = await new TestClient(t.url).post(
      '/api/ingest/orders',
      [
        {
          type: 'created',
          order_id: 'API-77',
          created_at: clock.now().toISOString(),
          lines: [],
          subtotal: 499.5,
          total: 499.5,
          customer_email: 'Kari@Example.no',
        },
      ],
      { authorization: `Bearer ${key.body.data.key}` },
    );
    expect(ingested.status).toBe(200);
    await after(60);
    expect(abandoned(account.id)).toEqual([]);
  });

  it("uses each account's own wait", async () => {
    const quick = await shop();
    const usual = await shop();
    const saved = await quick.panel.put('/api/account-settings/carts', { abandoned_after_minutes: 10 });
    expect(saved.status).toBe(200);
    const quickVisitor = await visitorOf(quick.account.id);
    const usualVisitor = await visitorOf(usual.account.id);
    await quickVisitor.cart(1);
    await usualVisitor.cart(1);
    await after(11);
    expect(abandoned(quick.account.id).map((event) => event.data.abandoned_after_minutes)).toEqual([10]);
    expect(abandoned(usual.account.id)).toEqual([]);
    await after(50);
    expect(abandoned(usual.account.id).map((event) => event.data.abandoned_after_minutes)).toEqual([60]);
    expect(abandoned(quick.account.id)).toHaveLength(1);
  });
});

describe('the abandoned-cart wait setting', () => {
  it('answers the default, saves a valid wait and refuses others in Norwegian', async () => {
    const { panel } = await shop();
    const first = await panel.get<{ data: { abandoned_after_minutes: number }; can_manage: boolean }>(
      '/api/account-settings/carts',
    );
    expect(first.body).toEqual({ data: { abandoned_after_minutes: 60 }, can_manage: true });
    for (const wrong of [4, 10_081, 30.5, '60', null]) {
      const refused = await panel.put<{ error: { code: string; fields: Record<string, string> } }>(
        '/api/account-settings/carts',
        { abandoned_after_minutes: wrong },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'validation_failed',
        fields: { abandoned_after_minutes: 'Skriv et helt antall minutter fra 5 til 10080 (7 dager).' },
      });
    }
    const saved = await panel.put('/api/account-settings/carts', { abandoned_after_minutes: 240 });
    expect(saved.body).toEqual({ data: { abandoned_after_minutes: 240 }, can_manage: true });
    expect((await panel.get('/api/account-settings/carts')).body).toEqual(saved.body);
  });

  it('cannot be read or changed from another account', async () => {
    const mine = await shop();
    const theirs = await shop();
    await mine.panel.put('/api/account-settings/carts', { abandoned_after_minutes: 30 });
    theirs.panel.account = mine.account.id;
    expect((await theirs.panel.get('/api/account-settings/carts')).status).toBe(404);
    expect(
      (await theirs.panel.put('/api/account-settings/carts', { abandoned_after_minutes: 5 })).status,
    ).toBe(404);
    expect((await mine.panel.get('/api/account-settings/carts')).body).toMatchObject({
      data: { abandoned_after_minutes: 30 },
    });
  });
});
