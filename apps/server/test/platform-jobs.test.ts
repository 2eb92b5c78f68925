import { type DomainEvent, osloDay } from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client';
import { defineJob, ManualClock, type ServerModule } from '../src/platform';
import { startTestApp, type TestApp } from './harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What the probe jobs did: one row per effect, so a job that ran twice shows twice. */
async function createProbeTable(db: Database) {
  await db.execute(sql`create table if not exists probe_effects (key text not null, kind text not null)`);
}
const effects = async (db: Database, kind: string) =>
  (
    (await db.execute(sql`select key from probe_effects where kind = ${kind} order by key`)) as unknown as {
      rows: Array<{ key: string }>;
    }
  ).rows.map((row) => row.key);
const record = (db: Database, kind: string, key: string) =>
  db.execute(sql`insert into probe_effects (key, kind) values (${key}, ${kind})`);

const keyPayload = z.object({ key: z.string() });
const failuresLeft = new Map<string, number>();
let gate: { open: Promise<void>; release: () => void } | null = null;
let runningNow = 0;
let mostAtOnce = 0;
const heard: DomainEvent[] = [];

const probeModule: ServerModule = {
  name: 'probe',
  jobs: [
    defineJob({
      kind: 'probe.effect',
      payload: keyPayload,
      handle: async ({ key }, context) => {
        await record(context.db, 'probe.effect', key);
      },
    }),
    defineJob({
      kind: 'probe.flaky',
      payload: keyPayload,
      maxAttempts: 3,
      backoff: { baseMs: MINUTE, maxMs: HOUR },
      // Writes its effect and then fails: the write must roll back with the failed attempt.
      handle: async ({ key }, context) => {
        await record(context.db, 'probe.flaky', `${key}#${context.attempt}`);
        const left = failuresLeft.get(key) ?? 0;
        if (left > 0) {
          failuresLeft.set(key, left - 1);
          throw new Error(`refused (${left} left)`);
        }
      },
    }),
    defineJob({
      kind: 'probe.gated',
      payload: keyPayload,
      concurrency: 2,
      // Waiting inside a transaction would hold the embedded database's one connection.
      transactional: false,
      handle: async ({ key }, context) => {
        runningNow += 1;
        mostAtOnce = Math.max(mostAtOnce, runningNow);
        await gate?.open;
        runningNow -= 1;
        await record(context.db, 'probe.gated', key);
      },
    }),
    defineJob({
      kind: 'probe.daily',
      payload: z.object({ day: z.string() }),
      handle: async ({ day }, context) => {
        await record(context.db, 'probe.daily', day);
      },
    }),
  ],
  schedules: [{ kind: 'probe.daily', at: { dailyAt: '02:30' }, payload: (day) => ({ day }) }],
  listeners: [
    {
      name: 'probe-orders',
      on: ['order.created'],
      handle: async (event, context) => {
        await record(context.db, 'probe-orders', event.id);
      },
    },
  ],
  subscribe: (events) => events.on('order.created', (event) => heard.push(event)),
};

const order = (orderId: string) => ({
  order_id: orderId,
  status: 'open' as const,
  placed_at: '2026-11-24T10:00:00.000Z',
  total_ore: 19_900,
  subtotal_ore: 19_900,
  currency: 'NOK',
  customer_email: null,
  discount_code: null,
  discount_codes: [],
  lines: [{ product_id: 'p1', name: 'Genser', quantity: 1, price_ore: 19_900 }],
});

describe('the job queue and the event bus (platform)', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-11-24T09:00:00Z');
  const jobs = () => t.app.platform.jobs;
  const db = () => t.database.db;

  beforeAll(async () => {
    // No background ticker surprises: a long poll, so only runDue() moves work in these tests.
    t = await startTestApp({ JOB_POLL_MS: '60000' }, undefined, { clock, modules: [probeModule] });
    await createProbeTable(db());
  });
  afterAll(() => t.close());
  beforeEach(() => {
    heard.length = 0;
  });

  it('runs a job due in 24 hours when the clock passes its time, not before', async () => {
    clock.set('2026-11-24T09:00:00Z');
    await jobs().enqueue(
      'probe.effect',
      { key: 'later' },
      { runAt: new Date(clock.now().getTime() + 24 * HOUR) },
    );
    await jobs().runDue();
    clock.advance(24 * HOUR - 1000);
    await jobs().runDue();
    expect(await effects(db(), 'probe.effect')).toEqual([]);
    clock.advance(2000);
    await jobs().runDue();
    expect(await effects(db(), 'probe.effect')).toEqual(['later']);
    await jobs().runDue();
    expect(await effects(db(), 'probe.effect')).toEqual(['later']);
  });

  it('writes one job per dedupe key, however often it is enqueued', async () => {
    expect(await jobs().enqueue('probe.effect', { key: 'once' }, { dedupeKey: 'once' })).toBe(1);
    expect(await jobs().enqueue('probe.effect', { key: 'once' }, { dedupeKey: 'once' })).toBe(0);
    await jobs().runDue();
    expect(await jobs().enqueue('probe.effect', { key: 'once' }, { dedupeKey: 'once' })).toBe(0);
    await jobs().runDue();
    expect((await effects(db(), 'probe.effect')).filter((key) => key === 'once')).toHaveLength(1);
  });

  it('refuses a payload its kind does not accept, and a kind nobody handles', async () => {
    await expect(jobs().enqueue('probe.effect', { key: 42 })).rejects.toThrow();
    await expect(jobs().enqueue('probe.nobody', {})).rejects.toThrow(/no handler/);
  });

  it('retries a failing job with growing backoff, rolls back each failed attempt, and succeeds', async () => {
    failuresLeft.set('a', 2);
    await jobs().enqueue('probe.flaky', { key: 'a' });
    await jobs().runDue(); // attempt 1 fails: next in 1 minute
    clock.advance(MINUTE - 1000);
    await jobs().runDue();
    expect(await effects(db(), 'probe.flaky')).toEqual([]);
    clock.advance(1000);
    await jobs().runDue(); // attempt 2 fails: next in 2 minutes
    clock.advance(2 * MINUTE - 1000);
    await jobs().runDue();
    expect(await effects(db(), 'probe.flaky')).toEqual([]);
    clock.advance(1000);
    await jobs().runDue(); // attempt 3 succeeds
    expect(await effects(db(), 'probe.flaky')).toEqual(['a#3']);
  });

  it('lands a job in dead with its last error after its attempts, and staff can retry it', async () => {
    failuresLeft.set('b', 10);
    await jobs().enqueue('probe.flaky', { key: 'b' });
    for (const wait of [0, MINUTE, 2 * MINUTE, 4 * MINUTE]) {
      clock.advance(wait);
      await jobs().runDue();
    }
    const health = await t.app.platform.health();
    const flaky = health.kinds.find((row) => row.kind === 'probe.flaky');
    expect(flaky).toMatchObject({ dead: 1, due: 0, running: 0, last_error: 'refused (8 left)' });
    const [dead] = health.dead.filter((job) => job.kind === 'probe.flaky');
    expect(dead).toMatchObject({ attempts: 3, last_error: 'refused (8 left)' });
    expect(health.kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['mail.deliver', 'jobs.purge']),
    );

    failuresLeft.set('b', 0);
    expect(await t.app.platform.retryDead(dead?.id ?? 0)).toEqual({ id: dead?.id, kind: 'probe.flaky' });
    expect(await t.app.platform.retryDead(dead?.id ?? 0)).toBeNull();
    await jobs().runDue();
    expect((await effects(db(), 'probe.flaky')).filter((key) => key.startsWith('b#'))).toEqual(['b#1']);
  });

  it('runs at most its concurrency of one kind at once', async () => {
    let release = () => {};
    gate = { open: new Promise<void>((resolve) => (release = resolve)), release };
    for (let index = 0; index < 5; index += 1) await jobs().enqueue('probe.gated', { key: `g${index}` });
    const draining = jobs().runDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runningNow).toBe(2);
    gate.release();
    await draining;
    gate = null;
    expect(mostAtOnce).toBe(2);
    expect(await effects(db(), 'probe.gated')).toEqual(['g0', 'g1', 'g2', 'g3', 'g4']);
  });

  it('runs a daily schedule once per Oslo day, across the night the clocks go back and forward', async () => {
    const days = async () =>
      (await effects(db(), 'probe.daily')).filter((day) => /^2026-(03-2|10-2)/.test(day));
    // Saturday 24 October 22:00 Oslo (that day's run is due at once) to Monday 26 October 04:00: on Sunday
    // 02:30 comes twice.
    clock.set('2026-10-24T20:00:00Z');
    while (clock.now() < new Date('2026-10-26T03:00:00Z')) {
      await jobs().runDue();
      clock.advance(15 * MINUTE);
    }
    expect(await days()).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    // Sunday 29 March: 02:00 to 03:00 does not exist; the 02:30 run comes at 03:00, once.
    clock.set('2026-03-28T23:00:00Z');
    while (clock.now() < new Date('2026-03-29T05:00:00Z')) {
      await jobs().runDue();
      clock.advance(10 * MINUTE);
    }
    expect(await days()).toEqual(['2026-03-29', '2026-10-24', '2026-10-25', '2026-10-26']);
    const [ran] = (
      (await db().execute(
        sql`select min(finished_at) as at from jobs where kind = 'probe.daily' and dedupe_key = '2026-03-29'`,
      )) as unknown as { rows: Array<{ at: string }> }
    ).rows;
    expect(osloDay(new Date(ran?.at ?? 0))).toBe('2026-03-29');
    expect(new Date(ran?.at ?? 0).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('gives a committed event to durable and immediate listeners once, and a rolled-back one to none', async () => {
    clock.set('2026-11-24T12:00:00Z');
    const events = t.app.platform.events;
    await expect(
      events.unitOfWork(async (_tx, publish) => {
        publish('order.created', 1, order('rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(heard).toEqual([]);

    await events.unitOfWork(async (_tx, publish) => publish('order.created', 1, order('kept')));
    expect(heard.map((event) => event.data)).toEqual([expect.objectContaining({ order_id: 'kept' })]);
    await jobs().runDue();
    await jobs().runDue();
    expect(await effects(db(), 'probe-orders')).toEqual([heard[0]?.id]);
  });

  it('refuses an event whose data does not fit the catalogue', async () => {
    await expect(
      t.app.platform.events.unitOfWork(async (_tx, publish) => {
        // @ts-expect-error: the catalogue's type refuses it too
        publish('order.created', 1, { order_id: 'x' });
      }),
    ).rejects.toThrow();
  });
});
