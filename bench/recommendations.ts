/**
 * Recommendations benchmark (issue 31), on a throwaway PostgreSQL 15 cluster (fsync=off) it starts and stops:
 *  - the seed (bench/recommendations-seed.ts): one shop, 100,000 products, 1,000,000 order lines and
 *    10,000,000 page views from shoppers with tastes (no right answers planted), timed;
 *  - (b) the full model run as the job layer runs it (`recommendations.model_run` enqueued, the app's own
 *    worker takes it), against the job layer's lease and the longest stall of the event loop meanwhile;
 *  - (d) offline evaluation: the orders of the 14 days after the cut were held out of the shop; hit rate@10
 *    and nDCG@10 of bought together, cart complements and personal against bestsellers and random, each
 *    answered by the read path (`recommendFor`) as a shop page would be;
 *  - (a) one shop page with three widgets (the public endpoint through the real app, `inject`): p50/p95/p99
 *    over 2,000 pages of varied products and visitors (each from its own address, as shoppers are);
 *  - (c) an order through the ingest API: the time until the product's "Andre kjøpte også" answer changes,
 *    with the app's job worker doing what it does (the durable listener `recommendations.orders`).
 *   npm run recommendations -w @butikkpanel/bench               (full size)
 *   npm run recommendations -w @butikkpanel/bench -- --small    (a tenth: a quick run)
 *   BENCH_EXPLAIN=1 …: the plans of the page's queries (EXPLAIN ANALYZE) after the latency run
 *   BENCH_PROFILE=/tmp/pages.cpuprofile …: a CPU profile of (a), summed up per package and function
 * Bounded: BENCH_MAX_MINUTES (default 30, 10 with --small) stops everything it started; a watchdog process
 * (watchdog.ts) does it a minute later if the bench cannot.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { recommendationWidgetFieldsSchema } from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import { findRunRecord } from '../apps/server/src/modules/recommendations';
import { accountOwner } from '../apps/server/src/modules/recommendations/widget-view';
import { insertWidget } from '../apps/server/src/modules/recommendations/widgets-repository';
import { createApiKey } from '../apps/server/src/modules/shop-data/api-keys';
import type { Clock } from '../apps/server/src/platform';
import { syncPackageCatalogue } from '../apps/server/src/seed/packages';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';
import { profiled } from './cpu-profile';
import { createAccount } from './discounts-seed';
import { evaluateOffline } from './recommendations-evaluate';
import { FULL, HOLDOUT_DAYS, SMALL, seedRecommendationShop } from './recommendations-seed';
import { percentile } from './server';
import { startWatchdog } from './watchdog';

const SMALL_RUN = process.argv.includes('--small');
const SIZES = SMALL_RUN ? SMALL : FULL;
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? (SMALL_RUN ? 10 : 30));
const PAGES = Number(process.env.BENCH_PAGES ?? 2000);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const PROFILE = process.env.BENCH_PROFILE;
const OWNER = 'anbefal@demo.no';
/** The seed's cut: orders and views end here; the held-out orders are the 14 days after. */
const CUT = Date.parse('2026-06-01T10:00:00Z');
const WIDGETS = [
  { id: 'andre-kjopte', algorithm: 'bought_together' },
  { id: 'lignende', algorithm: 'similar' },
  { id: 'til-deg', algorithm: 'personal' },
] as const;

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

/** The server's "now": the cut, running on in real time, so the job layer's leases run out as they would. */
class BenchClock implements Clock {
  private readonly since = Date.now();
  now(): Date {
    return new Date(CUT + (Date.now() - this.since));
  }
}

/**
 * The heap after a full collection (what is live, not garbage waiting), taken after (a) so that (a) runs as a
 * server would after a model run: with the run's garbage still to collect.
 */
function liveHeap(): string {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const before = process.memoryUsage().heapUsed;
  collect();
  const after = process.memoryUsage().heapUsed;
  return `heap used ${(before / 2 ** 20).toFixed(0)} MiB, after a full collection ${(after / 2 ** 20).toFixed(0)} MiB live`;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * What the worker does when the app starts at the cut: the day's schedules (among them the nightly model run,
 * which the bench's own run would queue behind) and the seed's follow-ups. Waited for, so (b) measures one run.
 */
async function settleStartupJobs(database: DatabaseHandle) {
  const started = performance.now();
  for (;;) {
    const [pending] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from jobs where state in ('queued', 'running')`,
    );
    if ((pending?.n ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const done = await rows<{ kind: string; n: number }>(
    database,
    sql`select kind, count(*)::int as n from jobs group by kind order by kind`,
  );
  console.log(
    `    the worker's start-up jobs done in ${s(performance.now() - started)} before (b): ` +
      done.map((row) => `${row.kind} ×${row.n}`).join(', '),
  );
}

/** (b) The full run as the worker does it: enqueued, claimed under a lease, run, completed. */
async function measureModelRun(app: App, database: DatabaseHandle, accountId: number, leaseMs: number) {
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const started = performance.now();
  await app.platform.jobs.enqueue('recommendations.model_run', { account_id: accountId });
  for (;;) {
    const [job] = await rows<{ state: string; attempts: number; last_error: string | null }>(
      database,
      sql`select state, attempts, last_error from jobs where kind = 'recommendations.model_run' order by id desc limit 1`,
    );
    if (job && (job.state === 'done' || job.state === 'dead' || job.attempts > 1)) {
      loop.disable();
      const ms = performance.now() - started;
      const record = await findRunRecord(database.db, accountId);
      const ran = record ? record.finishedAt.getTime() - record.startedAt.getTime() : 0;
      console.log(
        [
          `(b) full model run, the job \`recommendations.model_run\` on the app's worker: ${job.state} after ${s(ms)} ` +
            `(goal < 5 min), attempts ${job.attempts}${job.last_error ? `, error ${job.last_error}` : ''}`,
          `    the run itself ${s(ran)}: ${record?.products.toLocaleString('en')} products, ${record?.orders.toLocaleString('en')} orders, ` +
            `${record?.pageViews.toLocaleString('en')} page views read, ${record?.neighbourRows.toLocaleString('en')} neighbour lists written`,
          `    lease ${s(leaseMs)}, renewed every ${s(Math.max(1000, Math.floor(leaseMs / 3)))}; longest event-loop stall meanwhile ` +
            `${s(loop.max / 1e6)} (${loop.max / 1e6 < leaseMs ? 'inside' : 'OUTSIDE'} the lease); peak RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
        ].join('\n'),
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** (a) One product page with the three widgets, through the app's real routing; one page at a time. */
async function measurePages(app: App, accountId: number, products: string[], visitors: number) {
  const widgets = WIDGETS.map((widget) => widget.id).join(',');
  let address = 0;
  const page = async (i: number) => {
    const product = products[i % products.length];
    const visitor = `rb-visit-${1 + ((i * 7919) % visitors)}`;
    address += 1;
    const started = performance.now();
    const answer = await app.server.inject({
      method: 'GET',
      url: `/api/public/recommendations/${accountId}?widgets=${widgets}&product=${product}&visitor=${visitor}`,
      // Shoppers come from many addresses: the limit per address (120 pages a minute) is not what is measured.
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    const ms = performance.now() - started;
    // A failed page is counted and shown, not fatal: the bench still ends with its figures.
    if (answer.statusCode !== 200)
      return { ms, shown: 0, failed: `${answer.statusCode} ${answer.body.slice(0, 120)}` };
    const body = JSON.parse(answer.body) as { data: Array<{ products: unknown[] }> };
    return { ms, shown: body.data.reduce((sum, widget) => sum + widget.products.length, 0), failed: null };
  };
  for (let i = 0; i < 200; i++) await page(i + 1_000_000);
  const times: number[] = [];
  let shown = 0;
  const failures: string[] = [];
  for (let i = 0; i < PAGES; i++) {
    const result = await page(i);
    times.push(result.ms);
    shown += result.shown;
    if (result.failed) failures.push(result.failed);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `(a) one product page with three widgets (${WIDGETS.map((w) => `${w.id}: ${w.algorithm}`).join(', ')}), ` +
      `${PAGES.toLocaleString('en')} pages one at a time after 200 to warm up: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(sorted, 0.95).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms (goal p95 < 20 ms); ` +
      `${(shown / PAGES).toFixed(1)} products a page; ${failures.length} pages failed${failures[0] ? ` (first: ${failures[0]})` : ''}`,
  );
}

/** (c) An order through the ingest API, then the time until the product's bought-together answer changes. */
async function measureOrderEffect(app: App, database: DatabaseHandle, accountId: number, apiKey: string) {
  // Two products from the long tail bought together once: one more order makes them a pair (two orders,
  // BOUGHT_TOGETHER_MIN_SHARED), which changes the answer.
  const [pair] = await rows<{ a: string; b: string }>(
    database,
    sql`with tail as (
          select product_id from shop_order_lines where account_id = ${accountId}
          group by product_id having count(*) between 2 and 3)
        select a.product_id as a, b.product_id as b
        from shop_order_lines a
        join shop_order_lines b on b.account_id = a.account_id and b.order_id = a.order_id and b.product_id > a.product_id
        where a.account_id = ${accountId} and a.product_id in (select product_id from tail)
          and b.product_id in (select product_id from tail)
        group by a.product_id, b.product_id having count(*) = 1
        order by a.product_id, b.product_id limit 1`,
  );
  if (!pair?.a || !pair.b) throw new Error('no long-tail products to order');
  const ask = async () => {
    const answer = await app.server.inject({
      method: 'GET',
      url: `/api/public/recommendations/${accountId}?widgets=andre-kjopte&product=${pair.a}`,
      remoteAddress: '10.200.0.1',
    });
    const body = JSON.parse(answer.body) as { data: Array<{ products: Array<{ id: string }> }> };
    return (body.data[0]?.products ?? []).map((product) => product.id);
  };
  const before = await ask();
  const at = new Date(CUT + 60_000).toISOString();
  const started = performance.now();
  const ingested = await app.server.inject({
    method: 'POST',
    url: '/api/ingest/orders',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    payload: [
      {
        type: 'created',
        order_id: 'bench-effect-1',
        created_at: at,
        lines: [
          { product_id: pair.a, name: 'A', quantity: 1, price: 100 },
          { product_id: pair.b, name: 'B', quantity: 1, price: 100 },
        ],
        subtotal: 200,
        total: 200,
      },
    ],
  });
  if (ingested.statusCode !== 200) throw new Error(`ingest ${ingested.statusCode}: ${ingested.body}`);
  for (;;) {
    const now = await ask();
    const ms = performance.now() - started;
    if (now.join() !== before.join()) {
      console.log(
        `(c) an order of ${pair.a} and ${pair.b} through POST /api/ingest/orders: ${pair.a}'s "andre-kjopte" answer changed ` +
          `after ${s(ms)} (goal < 60 s; ${pair.b} ${now.includes(pair.b) ? 'now in it' : 'not in it'}, place ${now.indexOf(pair.b) + 1})`,
      );
      return;
    }
    if (ms > 120_000) {
      console.log(`(c) the answer did not change within ${s(ms)} (goal < 60 s)`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function explainPage(database: DatabaseHandle, accountId: number, product: string) {
  const statements: Array<[string, ReturnType<typeof sql>]> = [
    [
      'neighbours of a product',
      sql`select * from recommendation_neighbours where account_id = ${accountId}
        and source in ('bought_together','viewed_together','similar') and product_id in (${product})`,
    ],
    [
      'a visitor’s latest views',
      sql`select path, created_at from chat_page_views where account_id = ${accountId}
        and visitor_id = (select id from chat_visitors where account_id = ${accountId} and uid = 'rb-visit-7')
        order by seq desc limit 100`,
    ],
    [
      'a customer’s purchases',
      sql`select l.product_id, o.placed_at from shop_orders o join shop_order_lines l
        on l.account_id = o.account_id and l.order_id = o.external_id
        where o.account_id = ${accountId} and o.customer_email = 'kunde7@eksempel.no' order by o.placed_at desc limit 100`,
    ],
  ];
  for (const [label, statement] of statements) {
    const plan = await rows<Record<string, string>>(database, sql`explain (analyze, buffers) ${statement}`);
    console.log(`    EXPLAIN ${label}:`);
    for (const row of plan) console.log(`      ${String(Object.values(row)[0])}`);
  }
}

async function main() {
  const cluster = await startPostgresCluster();
  cleanups.add(() => cluster.stop());
  const database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 10 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-recommendations-'));
  cleanups.add(() => rmSync(dataDir, { recursive: true, force: true }));
  // A minute after the timer below, in case the loop is held when that fires.
  const watchdog = startWatchdog(MAX_MINUTES + 1, {
    commands: [cluster.stopCommand.argv],
    remove: [cluster.stopCommand.remove, dataDir],
  });
  cleanups.add(() => watchdog.stop());
  let app: App | null = null;
  try {
    await database.migrate();
    await syncPackageCatalogue(database.db);
    const accountId = await createAccount(database.db, { company: 'Anbefalingsbutikken AS', owner: OWNER });
    console.log(
      `Recommendations bench${SMALL_RUN ? ' (--small)' : ''}: PostgreSQL 15 (throwaway cluster, fsync=off), ` +
        `${SIZES.products.toLocaleString('en')} products, ${SIZES.orderLines.toLocaleString('en')} order lines, ` +
        `${SIZES.pageViews.toLocaleString('en')} page views; seeding:`,
    );
    const seeded = await seedRecommendationShop(database.db, accountId, SIZES, new Date(CUT));
    const [counts] = await rows<{ lines: number; orders: number; views: number; held: number }>(
      database,
      sql`select (select count(*) from shop_order_lines where account_id = ${accountId})::int as lines,
        (select count(*) from shop_orders where account_id = ${accountId})::int as orders,
        (select count(*) from chat_page_views where account_id = ${accountId})::int as views,
        (select count(*) from bench_holdout_lines)::int as held`,
    );
    console.log(
      `  seeded in ${seeded.toFixed(0)} s: ${counts?.orders.toLocaleString('en')} orders with ${counts?.lines.toLocaleString('en')} lines, ` +
        `${counts?.views.toLocaleString('en')} page views; ${counts?.held.toLocaleString('en')} lines of the ${HOLDOUT_DAYS} days after held out`,
    );

    const [owner] = await rows<{ id: string }>(database, sql`select id from users where email = ${OWNER}`);
    if (!owner) throw new Error('owner missing');
    const key = await createApiKey(database.db, accountId, owner.id, { label: 'Bench' });
    for (const { id, algorithm } of WIDGETS) {
      const fields = recommendationWidgetFieldsSchema.parse({ algorithm, number_of_products: 8 });
      await insertWidget(database.db, accountOwner({ accountId }), id, fields, new Date(CUT));
    }
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO: '0',
      DATABASE_URL: 'postgres://bench',
      ...(process.env.JOB_LEASE_MS ? { JOB_LEASE_MS: process.env.JOB_LEASE_MS } : {}),
    });
    const clock = new BenchClock();
    app = await buildApp(config, database, { clock });
    await app.server.ready();

    await settleStartupJobs(database);
    await measureModelRun(app, database, accountId, config.jobs.leaseMs);
    await evaluateOffline(database, accountId, clock);
    const tail = await rows<{ product_id: string }>(
      database,
      sql`select product_id from bench_holdout_lines order by order_id, line_no`,
    );
    const products = tail.map((row) => row.product_id);
    const visitors = Math.ceil(SIZES.pageViews / SIZES.viewsPerVisitor);
    const heap = process.memoryUsage();
    console.log(
      `    before (a): heap used ${(heap.heapUsed / 2 ** 20).toFixed(0)} MiB of ${(heap.heapTotal / 2 ** 20).toFixed(0)} MiB, RSS ${(heap.rss / 2 ** 20).toFixed(0)} MiB`,
    );
    const pages = () => measurePages(app as App, accountId, products, visitors);
    await (PROFILE ? profiled(PROFILE, pages) : pages());
    console.log(`    after (a): ${liveHeap()}`);
    if (EXPLAIN && products[0]) await explainPage(database, accountId, products[0]);
    await measureOrderEffect(app, database, accountId, key.key);
  } finally {
    await app?.close();
    await database.close();
    for (const cleanup of cleanups) cleanup();
  }
}

await main();
process.exit(0);
