import { randomBytes } from 'node:crypto';
import { accountSchema, gettingStartedStatusSchema } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPageViews, chatVisitors } from '../src/db/schema';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db);
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  return { account, panel };
}

async function pageView(accountId: number, createdAt: Date) {
  const [visitor] = await t.database.db
    .insert(chatVisitors)
    .values({ accountId, uid: `v-${randomBytes(6).toString('hex')}` })
    .returning({ id: chatVisitors.id });
  if (!visitor) throw new Error('visitor missing');
  await t.database.db.insert(chatPageViews).values({
    accountId,
    visitorId: visitor.id,
    path: '/sko',
    url: 'https://demo.example.no/sko',
    pageTitle: 'Sko',
    createdAt,
  });
}

describe('GET /api/getting-started/status', () => {
  it('is null before the first page view and then the earliest one', async () => {
    const { account, panel } = await shop();
    const before = await panel.get('/api/getting-started/status');
    expect(before.status).toBe(200);
    expect(gettingStartedStatusSchema.parse(before.body)).toEqual({ first_page_view_at: null });

    await pageView(account.id, new Date('2026-05-02T10:00:00.000Z'));
    await pageView(account.id, new Date('2026-05-01T08:30:00.000Z'));
    const after = await panel.get('/api/getting-started/status');
    expect(after.body).toEqual({ first_page_view_at: '2026-05-01T08:30:00.000Z' });
  });

  it("never answers with or about another account's page views", async () => {
    const mine = await shop();
    const other = await shop();
    await pageView(other.account.id, new Date('2026-05-03T12:00:00.000Z'));

    const own = await mine.panel.get('/api/getting-started/status');
    expect(own.body).toEqual({ first_page_view_at: null });

    const foreign = await mine.panel.get<ApiError>('/api/getting-started/status', {
      'authorized-account': String(other.account.id),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBeTruthy();
  });

  it('needs a token', async () => {
    const anonymous = await new TestClient(t.url).get('/api/getting-started/status', {
      'authorized-account': '1',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/getting-started/complete', () => {
  it("stores the finished guide as the account's setting, which the account answer carries", async () => {
    const { panel } = await shop();
    const before = accountSchema.parse((await panel.get('/api/accounts/current')).body);
    expect(before.settings.GETTING_STARTED_DONE).toBeUndefined();

    const done = await panel.post('/api/getting-started/complete');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ completed: true });
    const after = accountSchema.parse((await panel.get('/api/accounts/current')).body);
    expect(after.settings.GETTING_STARTED_DONE).toBe('1');

    // Pressing it twice changes nothing.
    expect((await panel.post('/api/getting-started/complete')).status).toBe(200);
  });

  it('another account cannot finish the guide for this one', async () => {
    const mine = await shop();
    const other = await shop();
    const foreign = await mine.panel.post<ApiError>('/api/getting-started/complete', undefined, {
      'authorized-account': String(other.account.id),
    });
    expect(foreign.status).toBe(404);
    const theirs = accountSchema.parse((await other.panel.get('/api/accounts/current')).body);
    expect(theirs.settings.GETTING_STARTED_DONE).toBeUndefined();
    const own = accountSchema.parse((await mine.panel.get('/api/accounts/current')).body);
    expect(own.settings.GETTING_STARTED_DONE).toBeUndefined();
  });

  it('needs a token', async () => {
    const anonymous = await new TestClient(t.url).post('/api/getting-started/complete', undefined, {
      'authorized-account': '1',
    });
    expect(anonymous.status).toBe(401);
  });
});
