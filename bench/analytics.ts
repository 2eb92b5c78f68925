/**
 * Analytics benchmark (issue 5, "Scale"): one account at full size on PostgreSQL, the real server, and
 *  - p50/p95 of the statistics endpoints (those not built yet answer 404 and are reported "not available"),
 *  - ingest throughput: batches of 1,000 orders through POST /api/ingest/orders with an API key.
 *   npm run analytics -w @butikkpanel/bench                            (throwaway cluster, full size)
 *   BENCH_SCALE=0.1 npm run analytics -w @butikkpanel/bench            (a tenth of the data)
 *   BENCH_DATABASE_URL=postgres://… npm run analytics -w @butikkpanel/bench   (a cluster of yours; the seed is
 *     reused when `npm run seed:large` has filled it before)
 * Bounded: BENCH_REQUESTS requests per endpoint (default 200), BENCH_INGEST_SECONDS of ingest (default 20), and
 * BENCH_MAX_MINUTES (default 45) for the whole run; it stops the server and the cluster it started.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';
import { freePort, login, percentile, root, startServer } from './server';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const INGEST_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 20);
const INGEST_CONCURRENCY = Number(process.env.BENCH_INGEST_CONCURRENCY ?? 4);
const BATCH = 1000;
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 45);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

const startAnalyticsServer = (port: number, databaseUrl: string) =>
  startServer(
    port,
    {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: '0',
      LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
      API_MAX_PER_IP_PER_MINUTE: '10000000',
    },
    120_000,
  );

const osloDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

async function measure(base: string, headers: Record<string, string>, label: string, url: string) {
  const first = await fetch(`${base}${url}`, { headers });
  await first.arrayBuffer();
  if (first.status === 404) {
    console.log(`${label.padEnd(44)} not available (404)`);
    return;
  }
  if (!first.ok) {
    console.log(`${label.padEnd(44)} answered ${first.status}: not measured`);
    return;
  }
  for (let index = 0; index < 5; index++) await (await fetch(`${base}${url}`, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let index = 0; index < REQUESTS; index++) {
    const started = performance.now();
    const answer = await fetch(`${base}${url}`, { headers });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${REQUESTS} requests, one at a time)`,
  );
}

/** The cursor that opens page `page` (2 or more) of a list, by following next_cursor from page 1. */
async function cursorOf(base: string, headers: Record<string, string>, query: string, page: number) {
  let cursor = '';
  for (let at = 1; at < page; at++) {
    const url = `/api/orders?${query}&page=${at}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = (await (await fetch(`${base}${url}`, { headers })).json()) as {
      pagination?: { next_cursor: string | null };
    };
    cursor = answer.pagination?.next_cursor ?? '';
    if (!cursor) throw new Error(`no next_cursor on page ${at} of ${query}`);
  }
  return encodeURIComponent(cursor);
}

/** The orders list (issue 12 D): the first page, keyset pages near and far, search, sort, period, filter. */
async function measureOrdersList(base: string, headers: Record<string, string>, from: string, to: string) {
  const list = (label: string, url: string) => measure(base, headers, label, url);
  await list('GET /api/orders?page=1&per_page=25', '/api/orders?page=1&per_page=25');
  const first = 'per_page=25';
  await list(
    '  page 2 by cursor',
    `/api/orders?${first}&page=2&cursor=${await cursorOf(base, headers, first, 2)}`,
  );
  await list(
    '  page 200 by cursor',
    `/api/orders?${first}&page=200&cursor=${await cursorOf(base, headers, first, 200)}`,
  );
  await list('  page 200 by number (offset)', '/api/orders?per_page=25&page=200');
  await list('  search=kunde4242 (one customer)', '/api/orders?per_page=25&search=kunde4242');
  await list('  search=O77777 (order ids)', '/api/orders?per_page=25&search=O77777');
  await list('  search=eksempel (70% match, count capped)', '/api/orders?per_page=25&search=eksempel');
  await list('  sort=total&order=desc', '/api/orders?per_page=25&sort=total&order=desc');
  await list('  last 30 days', `/api/orders?per_page=25&from=${from}&to=${to}`);
  await list(
    '  status matches cancelled',
    '/api/orders?per_page=25&field=status&operator=matches&value=cancelled',
  );
}

function orderBatch(prefix: string, batch: number) {
  const now = Date.now();
  return Array.from({ length: BATCH }, (_, index) => {
    const price = 199 + ((batch * BATCH + index) % 2800);
    return {
      type: 'created',
      order_id: `${prefix}-${batch}-${index}`,
      // Orders of the last week, as a shop's server sends them.
      created_at: new Date(now - ((batch * 7919 + index * 104729) % (7 * 86_400_000))).toISOString(),
      lines: [
        { product_id: `P${1 + (index % 1000)}`, name: 'Joggesko', quantity: 1, price },
        { product_id: `P${1 + ((index * 7) % 1000)}`, name: 'Sokker', quantity: 2, price: 49 },
      ],
      subtotal: price + 98,
      total: price + 98 + 79,
      currency: 'NOK',
      source: ['google', 'facebook', 'newsletter', ''][index % 4],
      customer_email: `kunde${1 + (index % 5000)}@eksempel.no`,
    };
  });
}

async function ingest(base: string, key: string) {
  const prefix = `bench-${randomBytes(3).toString('hex')}`;
  let batch = 0;
  let stored = 0;
  let failed = 0;
  const batchTimes: number[] = [];
  const started = performance.now();
  const deadline = started + INGEST_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: INGEST_CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const body = JSON.stringify(orderBatch(prefix, batch++));
        const sent = performance.now();
        const answer = await fetch(`${base}/api/ingest/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body,
        });
        const result = (await answer.json()) as { stored?: number };
        batchTimes.push(performance.now() - sent);
        if (answer.ok && typeof result.stored === 'number') stored += result.stored;
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  batchTimes.sort((a, b) => a - b);
  console.log(
    `ingest: ${stored.toLocaleString('en')} orders in ${seconds.toFixed(1)} s = ${(stored / seconds).toFixed(0)} events/s ` +
      `(batches of ${BATCH}, ${INGEST_CONCURRENCY} at a time; batch p50 ${percentile(batchTimes, 0.5).toFixed(0)} ms, ` +
      `p95 ${percentile(batchTimes, 0.95).toFixed(0)} ms; ${failed} failed batches)`,
  );
}

async function main() {
  const guard = setTimeout(() => {
    console.error(`analytics bench: over ${MAX_MINUTES} minutes, stopping`);
    process.exit(3);
  }, MAX_MINUTES * 60_000);
  guard.unref();
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgresCluster();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url ?? '';
  let server: ChildProcess | null = null;
  try {
    const seedStarted = performance.now();
    await run('npx', ['tsx', 'apps/server/src/seed/large.ts', `--scale=${SCALE}`], {
      ...process.env,
      DATABASE_URL: databaseUrl,
    });
    console.log(`seed (or reuse): ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startAnalyticsServer(port, databaseUrl);
    const { token, account } = await login(base, 'stor@demo.no');
    const headers = { authorization: `Bearer ${token}`, 'authorized-account': String(account) };
    const created = await fetch(`${base}/api/settings/api-keys`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'bench' }),
    });
    const { data } = (await created.json()) as { data: { key: string } };

    console.log(`database: PostgreSQL, scale ${SCALE} (1 = 1,000,000 orders, 10,000,000 page views)`);
    const today = osloDay(new Date());
    const from = osloDay(new Date(Date.now() - 29 * 86_400_000));
    const now = encodeURIComponent(new Date().toISOString());
    await measure(base, headers, 'GET /api/orders/stats?date=<now>', `/api/orders/stats?date=${now}`);
    await measure(base, headers, 'GET /api/dashboard', '/api/dashboard');
    await measure(
      base,
      headers,
      'GET /api/income/summary (30 days)',
      `/api/income/summary?from=${from}&to=${today}`,
    );
    await measureOrdersList(base, headers, from, today);
    await measure(base, headers, 'GET /api/products?search=sko', '/api/products?search=sko');
    await ingest(base, data.key);
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    cluster?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
