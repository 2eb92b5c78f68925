/**
 * Flows benchmark (issue 16): the automated-flow engine (apps/server/src/modules/flows) with the real app built
 * in this process (as apps/server/test/harness.ts builds it) on a bench clock, its real job worker running, and
 * one active abandoned-cart-like flow: wait 4 hours → send a CART_REMINDER (transactional; no SMTP_URL, so the
 * outbox stores the mails) → exit.
 *  - entries: N customers abandon a cart at once (cart.abandoned published through platform.events.unitOfWork,
 *    500 events per unit of work; the durable listener `flows.entries` runs each as a job); from the first
 *    publish until every customer has an entry row due when the wait ends (the engine's queue), entries/s,
 *  - the due waits: the clock jumps to the instant the 4 hours end for all N at once and then runs in real time;
 *    from the jump until every step (the wait, the mail, the exit; `flows.due` jobs take the due customers in
 *    batches) ran: steps/s, and per step how late it started after that instant (flow_step_runs.ran_at; goal:
 *    every due step within 60 s),
 *  - memory of this process (which does all the engine's work): RSS and heap peak, sampled every 250 ms.
 * PostgreSQL 15 (throwaway cluster, fsync=off) with BENCH_CUSTOMERS (default 100,000) and PGlite (on disk, in
 * this process) with BENCH_PGLITE_CUSTOMERS (default 10,000).
 *   npm run flows -w @butikkpanel/bench
 *   BENCH_DATABASES=postgres BENCH_CUSTOMERS=20000 npm run flows -w @butikkpanel/bench
 *   BENCH_NODE_PROFILE=1 …: a CPU profile of each drain (--cpu-prof style, written to /tmp/flows-prof)
 * Bounded: the due waits are timed for BENCH_DRAIN_MINUTES (default 2; 0 = until all ran), the whole run for
 * BENCH_MAX_MINUTES (default 14); it stops the app and the cluster it started.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import type { Clock } from '../apps/server/src/platform';
import { syncPackageCatalogue } from '../apps/server/src/seed/packages';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';
import { createAccount } from './discounts-seed';
import { login } from './server';

const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const PGLITE_CUSTOMERS = Number(process.env.BENCH_PGLITE_CUSTOMERS ?? 10_000);
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 14);
const PROFILE = process.env.BENCH_NODE_PROFILE === '1';
/** The due waits are timed for at most this long (0: until every step ran); the goal is 1 minute. */
const DRAIN_MINUTES = Number(process.env.BENCH_DRAIN_MINUTES ?? 2);
/** BENCH_EXPLAIN=1: the plans and times of the queue's and the step's statements with every step due (PostgreSQL). */
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const EVENTS_PER_UNIT = 500;
const HOUR = 3_600_000;
const OWNER = 'flyt@demo.no';
/** 08:00 UTC, 10:00 in Oslo: 4 hours later is 14:00, outside the default quiet hours (21:00–08:00). */
const START = Date.parse('2026-06-10T08:00:00Z');

const REMINDER = `<mjml><mj-body><mj-section><mj-column>
  <mj-text font-size="20px">Glemte du noe, {{ customer.first_name }}?</mj-text>
  <mj-text>{% for line in cart.lines %}{{ line.quantity }} × {{ line.name }}: {{ line.total }}<br>{% endfor %}</mj-text>
  <mj-text>Til sammen {{ cart.total }}.</mj-text>
  <mj-button href="https://butikk.example.no/handlekurv?utm_source=flyt">Gå til handlekurven</mj-button>
  <mj-text font-size="12px">{{ shop.name }} · <a href="{{ unsubscribe_url }}">Meld deg av</a></mj-text>
</mj-column></mj-section></mj-body></mjml>`;

/** What to stop if the run overstays its time. */
const cleanups = new Set<() => void>();
const stopAt = setTimeout(() => {
  console.error(`stopped after ${MAX_MINUTES} minutes`);
  for (const cleanup of cleanups) cleanup();
  process.exit(1);
}, MAX_MINUTES * 60_000);
stopAt.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const cleanup of cleanups) cleanup();
    process.exit(130);
  });
}

/**
 * The server's "now" for the bench: held still while the customers enter (they all enter at one instant, so
 * all their waits end at one instant), then set to that instant and running in real time from there.
 */
class BenchClock implements Clock {
  private base = START;
  private since: number | null = null;
  now(): Date {
    return new Date(this.since === null ? this.base : this.base + (Date.now() - this.since));
  }
  /** From `at`, running with the wall clock. */
  runFrom(at: number): void {
    this.base = at;
    this.since = Date.now();
  }
}

/** Peak RSS and heap of this process, sampled. */
function memorySampler() {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 250);
  return {
    reset() {
      rss = 0;
      heap = 0;
      sample();
    },
    peak: () => ({ rss: rss / 2 ** 20, heap: heap / 2 ** 20 }),
    stop: () => clearInterval(timer),
  };
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (count: number, ms: number) => Math.round(count / (ms / 1000)).toLocaleString('en');

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function count(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number | string }>(database, query);
  return Number(row?.n ?? 0);
}

/**
 * Polls `probe` every second until it reaches `target` or `capMs` (0: no cap) has passed since `started`;
 * answers the wall-clock ms and the value reached, and logs progress every 10 s.
 */
async function until(
  label: string,
  target: number,
  probe: () => Promise<number>,
  started: number,
  capMs = 0,
): Promise<{ ms: number; value: number; done: boolean }> {
  let last = -1;
  for (;;) {
    const value = await probe();
    const at = performance.now() - started;
    if (value >= target) return { ms: at, value, done: true };
    if (capMs > 0 && at >= capMs) return { ms: at, value, done: false };
    if (Math.floor(at / 10_000) !== last) {
      last = Math.floor(at / 10_000);
      console.log(`    ${s(at)}: ${label} ${value.toLocaleString('en')} of ${target.toLocaleString('en')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!PROFILE) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync('/tmp/flows-prof', { recursive: true });
    const file = `/tmp/flows-prof/${name}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    console.log(`    CPU profile: ${file}`);
    session.disconnect();
  }
}

/** EXPLAIN ANALYZE of what each step does in the database, with all N due (rolled back). */
async function explainStep(database: DatabaseHandle, due: Date) {
  const [entry] = await rows<{ id: number; email: string; flow_id: number }>(
    database,
    sql`select id, email, flow_id from flow_entries order by id desc limit 1`,
  );
  if (!entry) return;
  const statements: Array<[string, ReturnType<typeof sql>]> = [
    [
      'claim a batch of due customers',
      sql`select * from flow_entries where status = 'active' and due_at <= ${due}
        order by due_at limit 200 for update skip locked`,
    ],
    [
      'kinds with due work',
      sql`select k.kind from (values ('flows.due'), ('listener.flows.entries')) as k(kind) where exists
        (select 1 from jobs j where j.kind = k.kind and j.state = 'queued' and j.run_at <= ${due})`,
    ],
    [
      'steps a batch already ran',
      sql`select entry_id, step_id from flow_step_runs where entry_id in (select id from flow_entries order by id desc limit 200)`,
    ],
    [
      'last entry of the address (entering)',
      sql`select status, entered_at from flow_entries where flow_id = ${entry.flow_id} and email = ${entry.email}
        order by entered_at desc limit 1`,
    ],
  ];
  for (const [label, statement] of statements) {
    await database.db
      .transaction(async (tx) => {
        const plan = (await tx.execute(sql`explain (analyze, buffers) ${statement}`)) as unknown as {
          rows: Array<Record<string, string>>;
        };
        const text = plan.rows.map((row) => String(Object.values(row)[0]));
        console.log(`    EXPLAIN ${label}: ${text.find((line) => line.startsWith('Execution Time')) ?? ''}`);
        for (const line of text.slice(0, 6)) console.log(`      ${line}`);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  }
}

class RolledBack extends Error {}

async function benchOne(label: string, database: DatabaseHandle, customers: number) {
  const setupStarted = performance.now();
  await database.migrate();
  await syncPackageCatalogue(database.db);
  const accountId = await createAccount(database.db, { company: 'Flytbutikken AS', owner: OWNER });
  const clock = new BenchClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-flows-'));
  cleanups.add(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_DEMO: '0',
    ...(process.env.JOB_POLL_MS ? { JOB_POLL_MS: process.env.JOB_POLL_MS } : {}),
    ...(database.kind === 'postgres'
      ? { DATABASE_URL: 'postgres://bench', DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10' }
      : {}),
  });
  const app: App = await buildApp(config, database, { clock });
  const base = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const memory = memorySampler();
  try {
    const { token, account } = await login(base, OWNER);
    if (account !== accountId) throw new Error('signed in to another account');
    const headers = {
      authorization: `Bearer ${token}`,
      'authorized-account': String(account),
      'content-type': 'application/json',
    };
    const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
      const answer = await fetch(`${base}${route}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${route}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    };
    const template = await call<{ data: { id: number; transactional: boolean } }>(
      'POST',
      '/api/emails/templates',
      {
        name: 'Handlekurv',
        type: 'CART_REMINDER',
        subject: 'Glemte du noe, {{ customer.first_name }}?',
        mjml: REMINDER,
      },
    );
    if (!template.data.transactional) throw new Error('the cart reminder is not transactional');
    const flow = await call<{ data: { id: number } }>('POST', '/api/flows', {
      name: 'Handlekurv',
      template: null,
    });
    await call('PUT', `/api/flows/${flow.data.id}`, {
      name: 'Handlekurv',
      reentry: { mode: 'once' },
      definition: {
        start: { kind: 'event', event: 'abandoned_cart' },
        first: 'wait-4h',
        steps: [
          { id: 'wait-4h', type: 'wait', amount: 4, unit: 'hours', next: 'mail-1' },
          { id: 'mail-1', type: 'send_email', template_id: template.data.id, next: 'exit' },
          { id: 'exit', type: 'exit' },
        ],
      },
    });
    await call('POST', `/api/flows/${flow.data.id}/activate`, {});
    const flowId = flow.data.id;
    console.log(
      `\n${label}: ${customers.toLocaleString('en')} customers, one active flow (wait 4 h → CART_REMINDER → exit); ` +
        `setup ${s(performance.now() - setupStarted)}`,
    );

    // 1. Everyone abandons a cart at the same instant.
    memory.reset();
    const entries = () =>
      count(database, sql`select count(*) as n from flow_entries where flow_id = ${flowId}`);
    const entered = await profiled(`${database.kind}-entries`, async () => {
      const started = performance.now();
      const line = { product_id: 'sko-1', name: 'Fjellsko', quantity: 1, price_ore: 129_900 };
      for (let from = 0; from < customers; from += EVENTS_PER_UNIT) {
        await app.platform.events.unitOfWork(async (_tx, publish) => {
          for (let n = from; n < Math.min(customers, from + EVENTS_PER_UNIT); n++) {
            publish('cart.abandoned', accountId, {
              visitor_id: `v-${n}`,
              email: `kunde${n}@example.no`,
              lines: [line, { ...line, product_id: 'sokk-2', name: 'Ullsokker', price_ore: 19_900 }],
              total_ore: 149_800,
              changed_at: clock.now().toISOString(),
              abandoned_after_minutes: 60,
            });
          }
        });
      }
      const published = performance.now() - started;
      const entriesMs = (await until('entries', customers, entries, started)).ms;
      return { published, entriesMs, memory: memory.peak() };
    });
    // Each entry is due when its wait ends; one `flows.due` job wakes the engine at that second.
    const due = START + 4 * HOUR;
    const dueEntries = await count(
      database,
      sql`select count(*) as n from flow_entries where flow_id = ${flowId} and status = 'active' and due_at = ${new Date(due)}`,
    );
    if (dueEntries !== customers)
      throw new Error(`${dueEntries} entries due at the wait's end, not ${customers}`);
    const wakeJobs = await count(
      database,
      sql`select count(*) as n from jobs where kind = 'flows.due' and state = 'queued' and run_at = ${new Date(due)}`,
    );
    console.log(
      [
        `  entering: ${customers.toLocaleString('en')} events published in ${s(entered.published)} ` +
          `(${EVENTS_PER_UNIT} per unit of work)`,
        `    every entry row after ${s(entered.entriesMs)}: ${rate(customers, entered.entriesMs)} entries/s ` +
          `(${dueEntries.toLocaleString('en')} due at the wait's end, woken by ${wakeJobs} flows.due job)`,
        `    memory: peak RSS ${mib(entered.memory.rss)}, heap ${mib(entered.memory.heap)}`,
      ].join('\n'),
    );

    // 2. The 4 hours end for everyone at once; the clock runs on in real time from that instant.
    if (database.kind === 'postgres') await database.db.execute(sql`analyze`);
    if (EXPLAIN && database.kind === 'postgres') await explainStep(database, new Date(due));
    memory.reset();
    const STEPS = ['wait-4h', 'mail-1', 'exit'];
    const drained = await profiled(`${database.kind}-due`, async () => {
      const started = performance.now();
      clock.runFrom(due);
      const cap = DRAIN_MINUTES * 60_000;
      const all = () =>
        count(database, sql`select count(*) as n from flow_step_runs where flow_id = ${flowId}`);
      const done = await until('steps run', customers * STEPS.length, all, started, cap);
      return { ...done, memory: memory.peak() };
    });
    // Every step was due at the instant the waits ended (the mail and the exit are due right after the wait).
    const late = await rows<{
      step_id: string;
      n: number;
      p50: number;
      p95: number;
      latest: number;
      in_60: number;
      span: number;
    }>(
      database,
      sql`
      select r.step_id, count(*)::int as n,
        percentile_cont(0.5) within group (order by extract(epoch from r.ran_at - ${new Date(due)}::timestamptz))::float8 as p50,
        percentile_cont(0.95) within group (order by extract(epoch from r.ran_at - ${new Date(due)}::timestamptz))::float8 as p95,
        max(extract(epoch from r.ran_at - ${new Date(due)}::timestamptz))::float8 as latest,
        count(*) filter (where r.ran_at - ${new Date(due)}::timestamptz <= interval '60 seconds')::int as in_60,
        extract(epoch from max(r.ran_at) - min(r.ran_at))::float8 as span
      from flow_step_runs r
      where r.flow_id = ${flowId}
      group by r.step_id`,
    );
    const outcomes = await rows<{ outcome: string; n: number }>(
      database,
      sql`select outcome, count(*)::int as n from flow_step_runs where flow_id = ${flowId} and step_id = 'mail-1' group by outcome`,
    );
    const stored = await count(
      database,
      sql`select count(*) as n from outbox where kind = 'flow' and account_id = ${accountId}`,
    );
    const total = customers * STEPS.length;
    const sec = (value: number) => `${Number(value).toFixed(1)} s`;
    const lines = [
      drained.done
        ? `  the waits end for all at once: all ${total.toLocaleString('en')} steps run after ${s(drained.ms)} ` +
          `(${rate(total, drained.ms)} steps/s)`
        : `  the waits end for all at once: after ${s(drained.ms)} (the bench's cap) ${drained.value.toLocaleString('en')} of ` +
          `${total.toLocaleString('en')} steps run (${rate(drained.value, drained.ms)} steps/s)`,
    ];
    for (const step of STEPS) {
      const row = late.find((candidate) => candidate.step_id === step);
      const missing = customers - Number(row?.n ?? 0);
      lines.push(
        `    ${step}: ${Number(row?.n ?? 0).toLocaleString('en')} run; started after its due time p50 ${sec(row?.p50 ?? 0)}, ` +
          `p95 ${sec(row?.p95 ?? 0)}, latest ${sec(row?.latest ?? 0)}; within 60 s: ${Number(row?.in_60 ?? 0).toLocaleString('en')}; ` +
          `${row && row.span > 0 ? rate(row.n, row.span * 1000) : 0}/s while they ran` +
          `${missing > 0 ? ` (${missing.toLocaleString('en')} not run after ${s(drained.ms)})` : ''}`,
      );
    }
    lines.push(
      `    mail outcomes: ${outcomes.map((row) => `${row.outcome} ${row.n}`).join(', ')}; outbox: ${stored.toLocaleString('en')} flow mails stored`,
      `    memory: peak RSS ${mib(drained.memory.rss)}, heap ${mib(drained.memory.heap)}`,
    );
    console.log(lines.join('\n'));
  } finally {
    memory.stop();
    await app.close();
  }
}

for (const kind of DATABASES) {
  if (kind === 'postgres') {
    const cluster = await startPostgresCluster();
    const stopCluster = () => cluster.stop();
    cleanups.add(stopCluster);
    const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    const database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize });
    try {
      await benchOne(`PostgreSQL 15 (throwaway cluster, fsync=off, pool ${poolSize})`, database, CUSTOMERS);
    } finally {
      await database.close();
      cleanups.delete(stopCluster);
      stopCluster();
    }
  } else if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-flows-pglite-'));
    cleanups.add(() => rmSync(dir, { recursive: true, force: true }));
    const database = await openDatabase({ kind: 'pglite', dir });
    try {
      await benchOne('PGlite (on disk, in this process)', database, PGLITE_CUSTOMERS);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
for (const cleanup of cleanups) cleanup();
process.exit(0);
