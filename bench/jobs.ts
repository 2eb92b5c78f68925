/**
 * Job queue benchmark (issue 13): the platform's queue (apps/server/src/platform/jobs) on PGlite and on a
 * throwaway PostgreSQL 15, with the real runner and its ticker, and prints
 *  - jobs per second with a no-op handler and with a handler that inserts one row (in the job's transaction),
 *  - how long 100,000 jobs that all fall due at once take to drain,
 *  - how soon jobs that fell due while no server ran start after a restart, and how late a delayed job starts.
 *   npm run jobs -w @butikkpanel/bench
 *   BENCH_JOBS=2000 BENCH_BACKLOG=20000 BENCH_DATABASES=pglite npm run jobs -w @butikkpanel/bench
 * Goals: ≥ 1,000 jobs/s on PostgreSQL, ≥ 300 on PGlite, due jobs start within 5 s after a restart.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import { createPlatform, defineJob, systemClock } from '../apps/server/src/platform';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';

const JOBS = Number(process.env.BENCH_JOBS ?? 5000);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 100_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 20);

const log = pino({ level: 'error' });
const payload = z.object({ n: z.number() });
let ran = 0;
let firstStartedAt = 0;

function buildPlatform(db: DatabaseHandle['db']) {
  const platform = createPlatform({
    db,
    clock: systemClock,
    log,
    jobs: { pollMs: 200, leaseMs: 60_000, work: true },
  });
  platform.register({
    name: 'bench',
    jobs: [
      defineJob({
        kind: 'bench.noop',
        payload,
        concurrency: CONCURRENCY,
        handle: async () => {
          if (firstStartedAt === 0) firstStartedAt = performance.now();
          ran += 1;
        },
      }),
      defineJob({
        kind: 'bench.insert',
        payload,
        concurrency: CONCURRENCY,
        handle: async ({ n }, context) => {
          await context.db.execute(sql`insert into bench_effects (n) values (${n})`);
          ran += 1;
        },
      }),
    ],
  });
  return platform;
}

async function enqueue(
  platform: ReturnType<typeof buildPlatform>,
  db: DatabaseHandle['db'],
  kind: string,
  count: number,
  runAt?: Date,
) {
  const CHUNK = 5000;
  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start);
    await platform.jobs.enqueueWith(
      db,
      Array.from({ length: size }, (_, index) => ({ kind, payload: { n: start + index }, runAt })),
    );
  }
}

async function drained(target: number, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (ran < target) {
    if (performance.now() > deadline) throw new Error(`timed out at ${ran} of ${target} jobs`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function throughput(database: DatabaseHandle, kind: string, count: number): Promise<number> {
  const platform = buildPlatform(database.db);
  await enqueue(platform, database.db, kind, count);
  ran = 0;
  const started = performance.now();
  await platform.start({ ownsDatabase: false });
  await drained(count, MAX_MINUTES * 60_000);
  const seconds = (performance.now() - started) / 1000;
  await platform.stop();
  return count / seconds;
}

async function restartLatency(
  database: DatabaseHandle,
): Promise<{ afterRestartMs: number; delayedLateMs: number }> {
  // Jobs that fell due while no server ran: how soon after start does the first one run?
  const down = buildPlatform(database.db);
  await enqueue(down, database.db, 'bench.noop', 10, new Date(Date.now() - 1000));
  ran = 0;
  firstStartedAt = 0;
  const started = performance.now();
  const up = buildPlatform(database.db);
  await up.start({ ownsDatabase: false });
  await drained(10, 30_000);
  const afterRestartMs = firstStartedAt - started;
  // A job due 2 s from now while the server runs: how late does it start?
  ran = 0;
  firstStartedAt = 0;
  const dueAt = performance.now() + 2000;
  await enqueue(up, database.db, 'bench.noop', 1, new Date(Date.now() + 2000));
  await drained(1, 30_000);
  const delayedLateMs = firstStartedAt - dueAt;
  await up.stop();
  return { afterRestartMs, delayedLateMs };
}

async function benchOne(kind: string, database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await database.db.execute(sql`create table if not exists bench_effects (n integer not null)`);
  const noop = await throughput(database, 'bench.noop', JOBS);
  const insert = await throughput(database, 'bench.insert', JOBS);
  const backlogStarted = performance.now();
  const backlog = await throughput(database, 'bench.noop', BACKLOG);
  const backlogSeconds = (performance.now() - backlogStarted) / 1000;
  const latency = await restartLatency(database);
  console.log(
    [
      `${kind}: ${JOBS} jobs, concurrency ${CONCURRENCY}`,
      `  no-op handler:       ${Math.round(noop)} jobs/s`,
      `  one-insert handler:  ${Math.round(insert)} jobs/s`,
      `  ${BACKLOG} jobs due at once: drained in ${(BACKLOG / backlog).toFixed(1)} s (${Math.round(backlog)} jobs/s; ${backlogSeconds.toFixed(1)} s with enqueueing)`,
      `  due while down → first run after restart: ${Math.round(latency.afterRestartMs)} ms`,
      `  delayed job started ${Math.round(latency.delayedLateMs)} ms after its time (poll 200 ms)`,
    ].join('\n'),
  );
}

const stopAt = setTimeout(() => {
  console.error(`stopped after ${MAX_MINUTES} minutes`);
  process.exit(1);
}, MAX_MINUTES * 60_000);
stopAt.unref();

for (const kind of DATABASES) {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dir: null });
    await benchOne('PGlite (in memory)', database);
    await database.close();
  } else if (kind === 'postgres') {
    const cluster = await startPostgresCluster();
    const database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 10 });
    try {
      await benchOne('PostgreSQL 15 (pool 10)', database);
    } finally {
      await database.close();
      await cluster.stop();
    }
  }
}
