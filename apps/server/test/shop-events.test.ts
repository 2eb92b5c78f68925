import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform';
import { eventRecorder } from './event-recorder';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { TestClient } from './http';
import { ask, closeAllSockets, connectOutcome, connectVisitor } from './sockets';

/**
 * What ingest publishes (docs/ingest.md, "Events"): order, customer and password-reset events from the API,
 * cart, order and identity events from the widget; each in the write's own transaction, heard by a durable
 * listener once, and only for the account that wrote.
 */
let t: TestApp;
const recorder = eventRecorder();
const clock = new ManualClock('2099-05-12T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp(
    { LOGIN_MAX_PER_IP_PER_MINUTE: '1000', CHAT_TRACKING_PER_MINUTE: '1000', JOB_POLL_MS: '60000' },
    undefined,
    { clock, modules: [recorder.module] },
  );
});
afterEach(() => closeAllSockets());
afterAll(() => t.close());

/** Delivers what was published: the recorder is a durable listener, so its jobs run here. */
const deliver = () => t.app.platform.jobs.runDue();

async function shopWithKey() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const created = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
  const shop = new TestClient(t.url);
  const auth = { authorization: `Bearer ${created.body.data.key}` };
  return {
    account,
    panel,
    send: (path: string, body: unknown) =>
      shop.post<{ stored: number; refused: Array<{ index: number; code: string }> }>(path, body, auth),
  };
}

const order = (id: string, overrides: Record<string, unknown> = {}) => ({
  type: 'created',
  order_id: id,
  created_at: '2099-05-12T09:30:00+02:00',
  lines: [{ product_id: 'sko-1', name: 'Fjellsko', quantity: 2, price: 499.5 }],
  subtotal: 999,
  total: 1078,
  discount_code: 'VÅR10',
  customer_email: 'Kari@Example.no',
  ...overrides,
});

describe('orders through the ingest API', () => {
  it('publishes created for a new id, updated for an update, and cancelled/completed when the status changes', async () => {
    const { account, send } = await shopWithKey();
    const other = await shopWithKey();
    const first = await send('/api/ingest/orders', [
      order('A-1', { lines: [] }),
      order('B-1'),
      order('A-1', { type: 'updated', total: 1200 }),
    ]);
    expect(first.status).toBe(200);
    await deliver();
    const created = recorder.of('order.created', account.id);
    // A-1 is new, so its last event in the batch (an update) creates it, once.
    expect(created.map((event) => [event.data.order_id, event.data.total_ore])).toEqual([
      ['A-1', 120_000],
      ['B-1', 107_800],
    ]);
    expect(created[1]?.data).toEqual({
      order_id: 'B-1',
      status: 'open',
      placed_at: '2099-05-12T07:30:00.000Z',
      total_ore: 107_800,
      subtotal_ore: 99_900,
      currency: 'NOK',
      customer_email: 'kari@example.no',
      discount_code: 'VÅR10',
      discount_codes: ['VÅR10'],
      lines: [{ product_id: 'sko-1', name: 'Fjellsko', quantity: 2, price_ore: 49_950 }],
    });

    await send('/api/ingest/orders', [
      order('A-1', { type: 'updated', total: 1300 }),
      order('B-1'),
      { type: 'cancelled', order_id: 'A-1' },
      { type: 'completed', order_id: 'B-1' },
      { type: 'completed', order_id: 'finnes-ikke' },
    ]);
    await deliver();
    expect(recorder.typesOf(account.id)).toEqual([
      'order.created',
      'order.created',
      // B-1 sent again as `created`: a retry, not news.
      'order.updated',
      'order.cancelled',
      'order.completed',
    ]);
    const [updated] = recorder.of('order.updated', account.id);
    expect(updated?.data).toMatchObject({ order_id: 'A-1', status: 'open', total_ore: 130_000 });
    const [cancelled] = recorder.of('order.cancelled', account.id);
    expect(cancelled?.data).toMatchObject({ order_id: 'A-1', status: 'cancelled', total_ore: 130_000 });
    const [completed] = recorder.of('order.completed', account.id);
    expect(completed?.data).toMatchObject({
      order_id: 'B-1',
      status: 'completed',
      lines: [{ product_id: 'sko-1', quantity: 2, price_ore: 49_950 }],
    });

    // The same status again changes nothing, so it tells nothing.
    await send('/api/ingest/orders', [{ type: 'cancelled', order_id: 'A-1' }]);
    await deliver();
    expect(recorder.typesOf(account.id)).toHaveLength(5);
    expect(recorder.typesOf(other.account.id)).toEqual([]);
  });

  it('publishes nothing for orders of an ignored e-mail or a refused batch event', async () => {
    const { account, panel, send } = await shopWithKey();
    await panel.post('/api/settings/ignore-list', { kind: 'email', value: 'test@butikk.no' });
    const answer = await send('/api/ingest/orders', [
      order('I-1', { customer_email: 'test@butikk.no' }),
      order('I-2', { total: -5 }),
    ]);
    expect(answer.body.stored).toBe(0);
    await deliver();
    expect(recorder.typesOf(account.id)).toEqual([]);
  });
});

describe('customers through the ingest API', () => {
  it('publishes created for a new e-mail, updated only on a change, and subscriber.joined when joining the club', async () => {
    const { account, send } = await shopWithKey();
    const other = await shopWithKey();
    await send('/api/ingest/customers', [
      { email: 'ola@example.no', name: 'Ola', club_member: false },
      { email: 'kari@example.no', name: 'Kari', birthday: '1990-02-28', club_member: true },
    ]);
    await deliver();
    // Joining the club gives consent at once, so the audience says it is in force (what waited for it may go).
    expect(recorder.typesOf(account.id)).toEqual([
      'customer.created',
      'customer.created',
      'subscriber.joined',
      'consent.confirmed',
    ]);
    expect(recorder.of('customer.created', account.id)[1]?.data).toEqual({
      email: 'kari@example.no',
      name: 'Kari',
      birthday: '1990-02-28',
      club_member: true,
      marketing_consent: false,
    });
    expect(recorder.of('subscriber.joined', account.id)[0]?.data).toEqual({
      email: 'kari@example.no',
      source: 'club',
    });

    await send('/api/ingest/customers', [
      { email: 'ola@example.no', name: 'Ola', club_member: false },
      { email: 'kari@example.no', name: 'Kari', birthday: '1990-02-28', club_member: true },
    ]);
    await deliver();
    expect(recorder.typesOf(account.id)).toHaveLength(4);

    await send('/api/ingest/customers', [
      { email: 'ola@example.no', name: 'Ola Nordmann', club_member: true, marketing_consent: true },
      { email: 'kari@example.no', name: 'Kari', birthday: '1990-02-28', club_member: false },
    ]);
    await deliver();
    expect(recorder.typesOf(account.id).slice(4)).toEqual([
      'customer.updated',
      'subscriber.joined',
      'customer.updated',
      'consent.confirmed',
    ]);
    expect(recorder.of('customer.updated', account.id)[0]?.data).toMatchObject({
      email: 'ola@example.no',
      name: 'Ola Nordmann',
      club_member: true,
      marketing_consent: true,
    });
    expect(recorder.typesOf(other.account.id)).toEqual([]);
  });
});

describe('password resets through the ingest API', () => {
  it('publishes customer.password_reset for each good event and refuses bad ones in Norwegian', async () => {
    const { account, send } = await shopWithKey();
    const other = await shopWithKey();
    const answer = await send('/api/ingest/password-resets', [
      { email: 'Kari@Example.no', reset_url: 'https://butikk.no/nytt-passord?t=abc' },
      { email: 'ikke-en-adresse' },
      { email: 'ola@example.no' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.stored).toBe(2);
    expect(answer.body.refused).toEqual([
      {
        index: 1,
        code: 'validation_failed',
        message: 'Noen felt er ikke riktig utfylt.',
        fields: { email: 'Ugyldig e-postadresse.' },
      },
    ]);
    await deliver();
    expect(recorder.of('customer.password_reset', account.id).map((event) => event.data)).toEqual([
      { email: 'kari@example.no', reset_url: 'https://butikk.no/nytt-passord?t=abc' },
      { email: 'ola@example.no', reset_url: null },
    ]);
    expect(recorder.typesOf(other.account.id)).toEqual([]);
  });

  it('needs an API key of the account', async () => {
    const anonymous = await new TestClient(t.url).post('/api/ingest/password-resets', [{ email: 'a@b.no' }]);
    expect(anonymous.status).toBe(401);
  });
});

describe('the widget', () => {
  async function visitorOf(accountId: number) {
    const socket = connectVisitor(t.url, accountId);
    expect(await connectOutcome(socket)).toBe('connected');
    expect((await ask(socket, 'hello', { isMobile: 0 })).ok).toBe(true);
    return socket;
  }

  it('publishes cart.updated when the cart changes, visitor.identified for a new e-mail, and order.created', async () => {
    const { account } = await shopWithKey();
    const other = await shopWithKey();
    const socket = await visitorOf(account.id);
    const lines = [{ id: 'sko-1', name: 'Fjellsko', quantity: 1, price: 499.5 }];
    expect((await ask(socket, 'cart', { lines })).ok).toBe(true);
    expect((await ask(socket, 'cart', { lines })).ok).toBe(true);
    expect((await ask(socket, 'identify', { name: 'Kari', email: 'kari@example.no' })).ok).toBe(true);
    expect((await ask(socket, 'identify', { name: 'Kari N', email: 'kari@example.no' })).ok).toBe(true);
    expect((await ask(socket, 'cart', { lines: [] })).ok).toBe(true);
    const report = {
      id: 'W-1',
      total: 499.5,
      lines: [{ id: 'sko-1', name: 'Fjellsko', quantity: 1, price: 499.5 }],
    };
    expect((await ask(socket, 'order', report)).ok).toBe(true);
    expect((await ask(socket, 'order', report)).ok).toBe(true);
    await deliver();

    expect(recorder.typesOf(account.id)).toEqual([
      'cart.updated',
      'visitor.identified',
      'cart.updated',
      'order.created',
    ]);
    const [filled, emptied] = recorder.of('cart.updated', account.id);
    expect(filled?.data).toEqual({
      visitor_id: socket.uid,
      email: null,
      lines: [{ product_id: 'sko-1', name: 'Fjellsko', quantity: 1, price_ore: 49_950 }],
      total_ore: 49_950,
      changed_at: '2099-05-12T10:00:00.000Z',
    });
    expect(emptied?.data).toMatchObject({ email: 'kari@example.no', lines: [], total_ore: 0 });
    expect(recorder.of('visitor.identified', account.id)[0]?.data).toEqual({
      visitor_id: socket.uid,
      email: 'kari@example.no',
      name: 'Kari',
    });
    expect(recorder.of('order.created', account.id)[0]?.data).toMatchObject({
      order_id: 'W-1',
      placed_at: '2099-05-12T10:00:00.000Z',
      total_ore: 49_950,
    });
    expect(recorder.typesOf(other.account.id)).toEqual([]);
  });
});
