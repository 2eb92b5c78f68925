import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from './http';
import { crashKit } from './support/crash-children';

/**
 * The queue's promises under a real crash: server processes (test/support/crash-child.ts, the real startup
 * path with probe modules) killed with SIGKILL and started again on the same database, PGlite or PostgreSQL.
 */
const postgresUrl = inject('postgresUrl');
const kit = crashKit(postgresUrl);
afterAll(() => kit.cleanup());
const { freshTarget, start } = kit;

describe('jobs and events across a crash', () => {
  it('runs each of 1,000 jobs exactly once when the server is killed with jobs in flight', async () => {
    const target = await freshTarget('jobs');
    const first = await start(target, { CHILD_JOBS: '1000', CHILD_NAME: 'first' });
    const before = await first.until((status) => status.effects >= 150);
    await first.kill();
    expect(before.effects).toBeLessThan(1000);

    const second = await start(target, { CHILD_JOBS: '1000', CHILD_NAME: 'second' });
    const after = first.latest;
    // Jobs that were due start again within 5 s of the restart (after the lease on PostgreSQL).
    const resumed = await second.until((status) => status.effects > (after?.effects ?? 0), 30_000);
    expect(resumed.afterReadyMs).toBeLessThan(5000);
    const done = await second.until((status) => status.pending === 0 && status.effects >= 1000);
    expect(done).toMatchObject({ effects: 1000, distinct: 1000, pending: 0 });
    await second.stop();
  }, 150_000);

  it('gets an ingested order to a durable listener exactly once when the server dies right after the commit', async () => {
    const target = await freshTarget('orders');
    // No worker in the first process: the listener's job can only have been written with the order.
    const first = await start(target, { JOB_WORKER: '0' });
    const panel = new TestClient(first.url);
    await panel.login('eier@demo.no', 'Demo1234!');
    const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Krasj' });
    expect(key.status).toBe(201);
    const shop = new TestClient(first.url);
    const ingested = await shop.post<{ stored: number }>(
      '/api/ingest/orders',
      [
        {
          type: 'created',
          order_id: 'crash-1',
          created_at: '2026-11-20T10:00:00+01:00',
          lines: [{ product_id: 'p1', name: 'Genser', quantity: 1, price: 100 }],
          subtotal: 100,
          total: 125,
        },
      ],
      { authorization: `Bearer ${key.body.data.key}` },
    );
    expect(ingested.status).toBe(200);
    await first.kill();

    const second = await start(target);
    await second.until((status) => status.events >= 1);
    // Give a second delivery every chance to happen before checking there was none.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(second.latest?.events).toBe(1);
    await second.stop();
  }, 120_000);

  it.skipIf(!postgresUrl)(
    'shares one queue between two server instances with no job run twice',
    async () => {
      const target = await freshTarget('shared');
      // 80 ms a job, 8 at a time (10 s of work): the first instance is still busy when the second has started,
      // also on a loaded machine where a start takes seconds (at 30 ms the first once finished alone).
      const one = await start(target, { CHILD_JOBS: '1000', CHILD_NAME: 'one', CHILD_JOB_MS: '80' });
      const two = await start(target, { CHILD_JOBS: '1000', CHILD_NAME: 'two', CHILD_JOB_MS: '80' });
      const done = await one.until((status) => status.pending === 0 && status.effects >= 1000);
      expect(done).toMatchObject({ effects: 1000, distinct: 1000 });
      const client = new pg.Client({ connectionString: target.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ worker: string; count: number }>(
        'select worker, count(*)::int as count from probe_effects group by worker order by worker',
      );
      await client.end();
      // Both instances took part.
      expect(rows.map((row) => row.worker)).toEqual(['one', 'two']);
      await Promise.all([one.stop(), two.stop()]);
    },
    120_000,
  );
});
