import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopProducts } from '../src/db/schema';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';

/**
 * A shop's product feed through the settings API and the job layer (issue 33): read at once when saved,
 * then on its schedule with its ETag (a 304 changes nothing), products added, changed and gone counted, a
 * bad line rejected with its reason while the rest are stored, and an address inside our network refused.
 */
const clock = new ManualClock('2026-11-02T09:00:00Z');
let t: TestApp;
let feedServer: Server;
let feedBase = '';
const feed = { body: '', etag: '"v1"', requests: [] as Array<string | undefined> };

const item = (id: string, title: string, price: string) =>
  `<item><g:id>${id}</g:id><title>${title}</title><link>https://sko.example.no/p/${id}</link><g:price>${price}</g:price><g:availability>in_stock</g:availability></item>`;
const rss = (items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel><title>Sko</title>${items.join('')}</channel></rss>`;

beforeAll(async () => {
  feedServer = createServer((request, response) => {
    feed.requests.push(request.headers['if-none-match']);
    if (request.headers['if-none-match'] === feed.etag) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/rss+xml', etag: feed.etag }).end(feed.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  t = await startTestApp(
    { LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000', FEED_ALLOW_HOSTS: '127.0.0.1' },
    undefined,
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

const runJobs = () => t.app.platform.jobs.runDue();

interface Report {
  status: string;
  added: number;
  changed: number;
  removed: number;
  rejected_count: number;
  rejected: Array<{ line: number; id: string | null; reason: string }>;
  error: string | null;
}

describe('a product feed', () => {
  it('imports at once, then only what changed, and marks products the feed dropped as gone', async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db, {});
    const panel = await signedIn(t.url, owner);
    panel.account = account.id;
    feed.body = rss([
      item('SKO-1', 'Joggesko', '499.00 NOK'),
      item('SKO-2', 'Tursko', '899,00 NOK'),
      item('SKO-3', 'Dyr sko', '99 EUR'),
    ]);
    const saved = await panel.put('/api/settings/shop-platform', {
      platform: 'other',
      feed_url: `${feedBase}/feed.xml`,
    });
    expect(saved.status).toBe(200);
    await runJobs();
    const report = async () =>
      (await panel.get<{ data: { feed_report: Report | null } }>('/api/settings/shop-platform')).body.data
        .feed_report;
    const first = await report();
    expect(first).toMatchObject({ status: 'ok', added: 2, changed: 0, removed: 0, rejected_count: 1 });
    expect(first?.rejected[0]).toMatchObject({ id: 'SKO-3' });
    expect(first?.rejected[0]?.reason).toMatch(/NOK/);
    const products = async () =>
      (await t.database.db.select().from(shopProducts).where(eq(shopProducts.accountId, account.id)))
        .map((row) => `${row.externalId}:${row.priceOre}:${row.inStock}`)
        .sort();
    expect(await products()).toEqual(['SKO-1:49900:true', 'SKO-2:89900:true']);

    // An hour later, nothing changed: the feed answers 304 to our ETag.
    clock.advance(61 * 60_000);
    await runJobs();
    await runJobs();
    expect(feed.requests.at(-1)).toBe('"v1"');
    expect((await report())?.status).toBe('not_modified');

    // The feed changes: one price, one product gone.
    feed.etag = '"v2"';
    feed.body = rss([item('SKO-1', 'Joggesko', '449.00 NOK')]);
    clock.advance(2 * 60_000);
    expect((await panel.post('/api/settings/shop-platform/feed/run')).status).toBe(202);
    await runJobs();
    expect(await report()).toMatchObject({
      status: 'ok',
      added: 0,
      changed: 1,
      removed: 1,
      rejected_count: 0,
    });
    expect(await products()).toEqual(['SKO-1:44900:true', 'SKO-2:89900:false']);

    // "Hent nå" again within the minute: not lost, run at the next minute (and only once however often).
    feed.etag = '"v3"';
    feed.body = rss([item('SKO-1', 'Joggesko', '399.00 NOK')]);
    expect((await panel.post('/api/settings/shop-platform/feed/run')).status).toBe(202);
    expect((await panel.post('/api/settings/shop-platform/feed/run')).status).toBe(202);
    await runJobs();
    expect(await products()).toEqual(['SKO-1:44900:true', 'SKO-2:89900:false']);
    clock.advance(60_000);
    await runJobs();
    expect(await report()).toMatchObject({ status: 'ok', changed: 1 });
    expect(await products()).toEqual(['SKO-1:39900:true', 'SKO-2:89900:false']);

    // Another account has no feed to run.
    const other = await createAccountWithOwner(t.database.db, {});
    const otherPanel = await signedIn(t.url, other.owner);
    otherPanel.account = other.account.id;
    expect((await otherPanel.post<ApiError>('/api/settings/shop-platform/feed/run')).status).toBe(404);
  });

  it('refuses a feed address inside our network, and marks nothing gone', async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db, {});
    const panel = await signedIn(t.url, owner);
    panel.account = account.id;
    const saved = await panel.put('/api/settings/shop-platform', {
      platform: 'other',
      feed_url: 'http://10.0.0.1/feed.xml',
    });
    expect(saved.status).toBe(200);
    await runJobs();
    const view = await panel.get<{ data: { feed_report: Report | null } }>('/api/settings/shop-platform');
    expect(view.body.data.feed_report).toMatchObject({ status: 'failed', added: 0, removed: 0 });
    expect(view.body.data.feed_report?.error).toBeTruthy();
    const bad = await panel.put<ApiError>('/api/settings/shop-platform', {
      platform: 'other',
      feed_url: 'ftp://x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.feed_url).toBe('Skriv en adresse som begynner med https:// eller http://.');
  });
});
