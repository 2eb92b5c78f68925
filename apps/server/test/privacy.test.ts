import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  audienceContacts,
  chatImages,
  chatMessages,
  chatPageViews,
  chatVisitors,
  loginAttempts,
  memberships,
  privacyRuns,
  shopCartEvents,
  shopCustomers,
  shopOrders,
} from '../src/db/schema';
import { runPrivacyJob } from '../src/modules/privacy';
import { createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A visitor with one message, image, page view and cart event, all `age` days old. */
async function visitorWithData(db: Database, accountId: number, age: number, email: string | null = null) {
  const at = daysAgo(age);
  const [visitor] = await db
    .insert(chatVisitors)
    .values({
      accountId,
      uid: `v-${randomBytes(4).toString('hex')}`,
      email,
      lastSeen: at,
      lastMessageAt: at,
      started: true,
      createdAt: at,
    })
    .returning();
  if (!visitor) throw new Error('visitor missing');
  const imageId = randomBytes(24).toString('base64url');
  await db.insert(chatImages).values({
    id: imageId,
    accountId,
    visitorId: visitor.id,
    fromVisitor: true,
    contentType: 'image/png',
    size: 3,
    bytes: Buffer.from([1, 2, 3]),
    createdAt: at,
  });
  await db.insert(chatMessages).values({
    accountId,
    visitorId: visitor.id,
    clientId: randomBytes(4).toString('hex'),
    text: `Hei fra ${age} dager siden`,
    createdAt: at,
  });
  await db.insert(chatPageViews).values({
    accountId,
    visitorId: visitor.id,
    path: '/sko',
    url: 'https://sko.no/sko',
    pageTitle: 'Sko',
    createdAt: at,
  });
  await db.insert(shopCartEvents).values({
    accountId,
    visitorId: visitor.id,
    productId: 'p1',
    quantity: 1,
    priceOre: 49_900,
    createdAt: at,
  });
  return visitor;
}

async function countFor(db: Database, accountId: number) {
  const rows = async (
    table:
      | typeof chatMessages
      | typeof chatPageViews
      | typeof shopCartEvents
      | typeof chatImages
      | typeof chatVisitors,
  ) => (await db.select().from(table).where(eq(table.accountId, accountId))).length;
  return {
    visitors: await rows(chatVisitors),
    messages: await rows(chatMessages),
    images: await rows(chatImages),
    pageViews: await rows(chatPageViews),
    cartEvents: await rows(shopCartEvents),
  };
}

const keepAll = {
  chat_messages: null,
  chat_images: null,
  chat_conversations: null,
  visitors: null,
  page_views: null,
  cart_events: null,
};

describe('retention settings', () => {
  it('start as keep, save within the bounds, and refuse bad values with the catalogue message', async () => {
    const { owner } = await createAccountWithOwner(t.database.db);
    const client = await signedIn(t.url, owner);
    const start = await client.get('/api/privacy/settings');
    expect(start.body).toEqual({ retention: keepAll, can_manage: true });

    const saved = await client.put('/api/privacy/settings', {
      ...keepAll,
      chat_messages: 90,
      page_views: 30,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      retention: { ...keepAll, chat_messages: 90, page_views: 30 },
      can_manage: true,
    });

    const bad = await client.put<ApiError>('/api/privacy/settings', {
      ...keepAll,
      chat_messages: 5,
      visitors: 4000,
      page_views: 'mange',
    });
    expect(bad.status).toBe(400);
    const message = 'Skriv et antall dager fra 30 til 3650, eller la feltet stå tomt for å beholde.';
    expect(bad.body.error.fields).toEqual({ chat_messages: message, visitors: message, page_views: message });
    // Nothing saved is lost by a refused save.
    expect((await client.get('/api/privacy/settings')).body).toEqual(saved.body);
  });

  it('refuses members every write, and accounts that are not theirs everything', async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db);
    const member = await createUser(t.database.db);
    await t.database.db
      .insert(memberships)
      .values({ accountId: account.id, userId: member.id, role: 'member' });
    const asMember = await signedIn(t.url, member);
    expect((await asMember.get('/api/privacy/settings')).body).toMatchObject({ can_manage: false });
    for (const answer of [
      await asMember.put('/api/privacy/settings', keepAll),
      await asMember.post('/api/privacy/export', { email: owner.email }),
      await asMember.post('/api/privacy/erase', { email: owner.email, confirm_email: owner.email }),
    ]) {
      expect(answer.status).toBe(403);
    }
    const other = await createAccountWithOwner(t.database.db);
    const stranger = await signedIn(t.url, other.owner);
    const headers = { 'authorized-account': String(account.id) };
    expect((await stranger.get('/api/privacy/settings', headers)).status).toBe(404);
    expect((await stranger.put('/api/privacy/settings', keepAll, headers)).status).toBe(404);
  });
});

describe('the daily privacy job', () => {
  it('deletes what is older than the periods, keeps recent data and accounts without periods', async () => {
    const db = t.database.db;
    const strict = await createAccountWithOwner(db);
    const relaxed = await createAccountWithOwner(db);
    const client = await signedIn(t.url, strict.owner);
    await client.put('/api/privacy/settings', {
      chat_messages: 60,
      chat_images: 60,
      chat_conversations: null,
      visitors: 365,
      page_views: 30,
      cart_events: 30,
    });
    const old = await visitorWithData(db, strict.account.id, 400);
    const middle = await visitorWithData(db, strict.account.id, 90);
    const recent = await visitorWithData(db, strict.account.id, 2);
    await visitorWithData(db, relaxed.account.id, 400);
    const relaxedBefore = await countFor(db, relaxed.account.id);

    const result = await t.app.privacyJob.runNow();
    expect(result?.removed[String(strict.account.id)]).toEqual({
      chat_messages: 2,
      chat_images: 2,
      page_views: 2,
      cart_events: 2,
      visitors: 1,
    });
    expect(result?.removed[String(relaxed.account.id)]).toBeUndefined();

    const left = await db.select().from(chatVisitors).where(eq(chatVisitors.accountId, strict.account.id));
    expect(left.map((row) => row.id).sort()).toEqual([middle.id, recent.id].sort());
    expect(await countFor(db, strict.account.id)).toEqual({
      visitors: 2,
      messages: 1,
      images: 1,
      pageViews: 1,
      cartEvents: 1,
    });
    expect(await countFor(db, relaxed.account.id)).toEqual(relaxedBefore);
    expect(old.id).toBeTruthy();

    const [run] = await db
      .select()
      .from(privacyRuns)
      .where(eq(privacyRuns.id, result?.id ?? -1));
    expect(run?.finishedAt).toBeInstanceOf(Date);
    expect(run?.error).toBeNull();
    expect(run?.removed[String(strict.account.id)]?.visitors).toBe(1);
  });

  it('keeps the sign-in log 30 days: older attempts go with the daily run, not with each sign-in', async () => {
    const db = t.database.db;
    const email = `logg-${randomBytes(4).toString('hex')}@example.no`;
    const attempt = (days: number) => ({
      email,
      ip: '203.0.113.9',
      userAgent: null,
      outcome: 'wrong_credentials' as const,
      createdAt: daysAgo(days),
    });
    await db.insert(loginAttempts).values([attempt(31), attempt(29)]);
    const ages = async () =>
      (await db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).length;
    expect(await ages()).toBe(2);
    const result = await t.app.privacyJob.runNow();
    expect(result?.removed.platform?.login_attempts).toBeGreaterThanOrEqual(1);
    expect(await ages()).toBe(1);
  });

  it('ends old conversations but keeps the visitor', async () => {
    const db = t.database.db;
    const { account, owner } = await createAccountWithOwner(db);
    const client = await signedIn(t.url, owner);
    await client.put('/api/privacy/settings', { ...keepAll, chat_conversations: 30 });
    const visitor = await visitorWithData(db, account.id, 45);
    await visitorWithData(db, account.id, 5);
    const result = await t.app.privacyJob.runNow();
    expect(result?.removed[String(account.id)]).toEqual({ chat_conversations: 1 });
    const [row] = await db.select().from(chatVisitors).where(eq(chatVisitors.id, visitor.id));
    expect(row).toMatchObject({ started: false, lastMessageAt: null });
    expect(await countFor(db, account.id)).toMatchObject({
      visitors: 2,
      messages: 1,
      images: 1,
      pageViews: 2,
    });
  });

  it('runs once per day even when several instances try at the same moment', async () => {
    const second = await startTestApp({}, t);
    try {
      const now = new Date('2031-06-01T10:00:00Z');
      const hooks = t.app.platform.privacyHooks();
      const results = await Promise.all([
        runPrivacyJob(t.database.db, { clock: t.app.platform.clock, now, hour: 3, hooks }),
        runPrivacyJob(second.database.db, { clock: t.app.platform.clock, now, hour: 3, hooks }),
        runPrivacyJob(t.database.db, { clock: t.app.platform.clock, now, hour: 3, hooks }),
        runPrivacyJob(second.database.db, { clock: t.app.platform.clock, now, hour: 3, hooks }),
      ]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      const later = new Date('2031-06-01T20:00:00Z');
      expect(
        await runPrivacyJob(t.database.db, { clock: t.app.platform.clock, now: later, hour: 3, hooks }),
      ).toBeNull();
      const nextDay = new Date('2031-06-02T10:00:00Z');
      expect(
        await runPrivacyJob(second.database.db, {
          clock: t.app.platform.clock,
          now: nextDay,
          hour: 3,
          hooks,
        }),
      ).not.toBeNull();
      // Before the configured hour (Oslo time) it is not due.
      const early = new Date('2031-06-03T00:30:00Z');
      expect(
        await runPrivacyJob(t.database.db, { clock: t.app.platform.clock, now: early, hour: 3, hooks }),
      ).toBeNull();
    } finally {
      await second.close();
    }
  });

  it('shows its runs to platform staff only', async () => {
    await t.app.privacyJob.runNow();
    const { owner } = await createAccountWithOwner(t.database.db);
    const merchant = await signedIn(t.url, owner);
    const refused = await merchant.get<ApiError>('/api/privacy/runs');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    const staff = await signedIn(t.url, await createUser(t.database.db, { roles: ['staff'] }));
    const runs = await staff.get<{ data: Array<{ id: number; started_at: string; removed: object }> }>(
      '/api/privacy/runs',
    );
    expect(runs.status).toBe(200);
    expect(runs.body.data.length).toBeGreaterThan(0);
    expect(runs.body.data[0]).toMatchObject({ finished_at: expect.any(String), error: null });
  });
});

describe('data subject access and erasure', () => {
  async function subject() {
    const db = t.database.db;
    const { account, owner } = await createAccountWithOwner(db);
    const other = await createAccountWithOwner(db);
    const email = `kunde-${randomBytes(3).toString('hex')}@example.no`;
    const visitor = await visitorWithData(db, account.id, 3, email.toUpperCase());
    await visitorWithData(db, account.id, 3, 'annen@example.no');
    await visitorWithData(db, other.account.id, 3, email);
    await db.insert(shopCustomers).values([
      { accountId: account.id, email, name: 'Kari Kunde' },
      { accountId: other.account.id, email, name: 'Kari Kunde' },
    ]);
    await db.insert(audienceContacts).values([
      { accountId: account.id, email, consent: 'given', consentSource: 'checkout', tags: ['vip'] },
      { accountId: other.account.id, email },
    ]);
    const order = {
      status: 'completed' as const,
      placedAt: new Date(),
      placedOn: '2026-01-10',
      subtotalOre: 100_000,
      totalOre: 125_000,
      customerEmail: email,
    };
    await db.insert(shopOrders).values([
      { ...order, accountId: account.id, externalId: 'o-1' },
      { ...order, accountId: other.account.id, externalId: 'o-1' },
    ]);
    return { account, owner, other, email, visitor, client: await signedIn(t.url, owner) };
  }

  it('exports everything about one e-mail as a JSON download', async () => {
    const { account, email, visitor, client } = await subject();
    const answer = await client.post<Record<string, Array<Record<string, unknown>>>>('/api/privacy/export', {
      email,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    expect(answer.body.account_id).toBe(account.id);
    expect(answer.body.visitors?.map((row) => row.id)).toEqual([visitor.id]);
    expect(answer.body.chat_messages).toHaveLength(1);
    expect(answer.body.chat_messages?.[0]?.text).toBe('Hei fra 3 dager siden');
    expect(answer.body.chat_images).toHaveLength(1);
    expect(answer.body.chat_images?.[0]).not.toHaveProperty('bytes');
    expect(answer.body.page_views).toHaveLength(1);
    expect(answer.body.cart_events).toHaveLength(1);
    expect(answer.body.customers?.[0]).toMatchObject({ email, name: 'Kari Kunde' });
    expect(answer.body.email_contacts).toEqual([
      { email, name: null, consent: 'given', consent_source: 'checkout', tags: ['vip'], history: [] },
    ]);
    expect(answer.body.email_suppressions).toEqual([]);
    expect(answer.body.orders?.[0]).toMatchObject({ externalId: 'o-1', totalOre: 125_000, lines: [] });

    const bad = await client.post<ApiError>('/api/privacy/export', { email: 'ikke-en-adresse' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ email: 'Ugyldig e-postadresse.' });
  });

  it('erases after the address is confirmed; orders stay without the e-mail; other accounts untouched', async () => {
    const db = t.database.db;
    const { account, other, email, client } = await subject();
    const mismatch = await client.post<ApiError>('/api/privacy/erase', {
      email,
      confirm_email: 'feil@example.no',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields).toEqual({ confirm_email: 'E-postadressene er ikke like.' });
    expect(await countFor(db, account.id)).toMatchObject({ visitors: 2 });

    const erased = await client.post('/api/privacy/erase', { email, confirm_email: email });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({
      email,
      removed: {
        app_deliveries: 0,
        app_erasures_asked: 0,
        shop_webhook_payloads: 0,
        visitors: 1,
        chat_messages: 1,
        chat_images: 1,
        page_views: 1,
        popup_audience: 0,
        popup_codes: 0,
        popup_submissions: 0,
        cart_events: 1,
        customers: 1,
        email_contacts: 1,
        campaign_mails: 0,
        recommendation_email_clicks: 0,
        flow_entries: 0,
        flow_events: 0,
      },
      orders_anonymised: 1,
      discount_uses_anonymised: 0,
      unique_codes_anonymised: 0,
    });
    expect(await countFor(db, account.id)).toEqual({
      visitors: 1,
      messages: 1,
      images: 1,
      pageViews: 1,
      cartEvents: 1,
    });
    const orders = await db.select().from(shopOrders).where(eq(shopOrders.accountId, account.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ customerEmail: null, totalOre: 125_000 });
    const after = await client.post<Record<string, unknown[]>>('/api/privacy/export', { email });
    for (const key of ['visitors', 'chat_messages', 'customers', 'orders', 'email_contacts'])
      expect(after.body[key]).toEqual([]);

    expect(await countFor(db, other.account.id)).toMatchObject({ visitors: 1, messages: 1 });
    const otherOrders = await db.select().from(shopOrders).where(eq(shopOrders.accountId, other.account.id));
    expect(otherOrders[0]?.customerEmail).toBe(email);
  });
});
