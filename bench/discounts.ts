/**
 * Discounts benchmark (issue 14): one account with 1,000,000 orders, 100,000 codes with their figures, the
 * redemptions of the 200,000 orders that used a code and 5,000 unknown codes (bench/discounts-seed.ts, set-based
 * SQL), the real server on loopback, and
 *  - POST /api/discounts/check with the API key: valid, expired, below-minimum, unknown (tried before) and
 *    unknown (never seen) codes, each with its own shopper address so the guess limit stays out of it;
 *    p50/p95/p99 (goal p95 < 5 ms),
 *  - the code list (default sort, by revenue, a search, page 2) and a code's page (the code, its 30-day
 *    graph, its orders) for the popular code and an ordinary one; p50/p95 (goal p95 < 50 ms),
 *  - 100,000 unique codes from a template as a batch job, from the request until the batch says done
 *    (goal < 10 s).
 *   npm run discounts -w @butikkpanel/bench
 *   BENCH_DATABASES=postgres BENCH_PGLITE_ORDERS=200000 npm run discounts -w @butikkpanel/bench
 * Timed with one kept-alive connection (`keepAliveClient`); the first BENCH_WARM_CHECKS (default 1,000) after
 * the server started are printed apart. Bounded: BENCH_CHECKS checks (default 2,000), BENCH_REQUESTS per panel endpoint (default 200),
 * BENCH_MAX_MINUTES for the whole run (default 30); it stops the servers and the cluster it started.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';
import { codeRules, type DiscountSizes, OWNER, seedDiscounts } from './discounts-seed';
import { freePort, type KeepAliveClient, keepAliveClient, login, percentile, startServer } from './server';

const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const PGLITE_ORDERS = Number(process.env.BENCH_PGLITE_ORDERS ?? ORDERS);
const CODES = Number(process.env.BENCH_CODES ?? 100_000);
const CHECKS = Number(process.env.BENCH_CHECKS ?? 2000);
const WARM_CHECKS = Number(process.env.BENCH_WARM_CHECKS ?? 1000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const GENERATE = Number(process.env.BENCH_GENERATE ?? 100_000);
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 30);

/** What to stop if the run overstays its time: the server and the cluster or data folder of the moment. */
const cleanups = new Set<() => void>();

const ms = (value: number) => `${value.toFixed(1)} ms`;

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, p99 ${ms(percentile(sorted, 0.99))}`;
}

/** A small deterministic generator (mulberry32), so every run asks the same questions. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % below;
  };
}

type CheckKind =
  | 'valid'
  | 'expired'
  | 'below_minimum'
  | 'unknown, tried before'
  | 'unknown, new'
  | 'unknown, new typo of a code';
const MIX: CheckKind[] = [
  'valid',
  'valid',
  'valid',
  'expired',
  'below_minimum',
  'unknown, tried before',
  'unknown, new',
  'unknown, new typo of a code',
];

/** A code number whose rules pass `wanted` (drawn until one does). */
function pickCode(
  random: (below: number) => number,
  wanted: (rules: ReturnType<typeof codeRules>) => boolean,
) {
  for (;;) {
    const g = 1 + random(CODES);
    const rules = codeRules(g);
    if (rules.active && !rules.archived && wanted(rules)) return g;
  }
}

function checkOf(kind: CheckKind, index: number, random: (below: number) => number, run: string) {
  const shopperIp = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  switch (kind) {
    case 'valid':
      return {
        code: `Rabatt${pickCode(random, (r) => !r.expired && r.minimumOre === null)}`,
        cart_total: 799,
        shopper_ip: shopperIp,
        expect: null,
      };
    case 'expired':
      return {
        code: `RABATT${pickCode(random, (r) => r.expired)}`,
        cart_total: 799,
        shopper_ip: shopperIp,
        expect: 'expired',
      };
    case 'below_minimum':
      return {
        code: `rabatt${pickCode(random, (r) => !r.expired && r.minimumOre !== null)}`,
        cart_total: 299,
        shopper_ip: shopperIp,
        expect: 'below_minimum',
      };
    case 'unknown, tried before':
      return { code: `ukjent${1 + random(5000)}`, cart_total: 499, shopper_ip: shopperIp, expect: 'unknown' };
    case 'unknown, new':
      return { code: `GRATIS${run}${index}`, cart_total: 499, shopper_ip: shopperIp, expect: 'unknown' };
    case 'unknown, new typo of a code':
      // A letter missing: the first sight looks for the code it mistypes among codes of the same shape.
      return { code: `RABAT${1 + random(CODES)}`, cart_total: 499, shopper_ip: shopperIp, expect: 'unknown' };
  }
}

async function measureChecks(client: KeepAliveClient, key: string) {
  const random = generator(42);
  const run = randomBytes(3).toString('hex').toUpperCase();
  const headers = { authorization: `Bearer ${key}` };
  let wrong = 0;
  const ask = async (index: number) => {
    const kind = MIX[index % MIX.length] as CheckKind;
    const { expect, ...body } = checkOf(kind, index, random, run);
    const started = performance.now();
    const answer = await client.request('POST', '/api/discounts/check', headers, body);
    const took = performance.now() - started;
    const result = JSON.parse(answer.text) as { data?: { valid: boolean; reason: string | null } };
    if (answer.status !== 200 || result.data?.reason !== expect) wrong += 1;
    return { kind, took };
  };
  const series = async (from: number, count: number) => {
    const times = new Map<CheckKind, number[]>(MIX.map((kind) => [kind, []]));
    const all: number[] = [];
    for (let index = from; index < from + count; index++) {
      const { kind, took } = await ask(index);
      times.get(kind)?.push(took);
      all.push(took);
    }
    return { times, all };
  };
  // A server that has just started compiles its hot paths and fills its caches during its first second of
  // checks; those are printed apart, since a shop's server meets them once a deploy, not at every check.
  const cold = await series(CHECKS, WARM_CHECKS);
  console.log(
    `POST /api/discounts/check, the first ${WARM_CHECKS} after the server started: ${summary(cold.all)}`,
  );
  const { times, all } = await series(0, CHECKS);
  console.log(
    `POST /api/discounts/check, ${CHECKS} one at a time: ${summary(all)}${wrong ? ` (${wrong} unexpected answers!)` : ''}`,
  );
  for (const [kind, list] of times) console.log(`  ${kind.padEnd(24)} ${summary(list)} (${list.length})`);
}

async function measure(client: KeepAliveClient, headers: Record<string, string>, label: string, url: string) {
  const first = await client.request('GET', url, headers);
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}: ${first.text}`);
  for (let index = 0; index < 5; index++) await client.request('GET', url, headers);
  const times: number[] = [];
  for (let index = 0; index < REQUESTS; index++) {
    const started = performance.now();
    await client.request('GET', url, headers);
    times.push(performance.now() - started);
  }
  console.log(`${label.padEnd(52)} ${summary(times)}`);
}

async function measurePanel(client: KeepAliveClient, headers: Record<string, string>) {
  await measure(client, headers, 'GET /api/discounts/codes (newest first)', '/api/discounts/codes');
  await measure(client, headers, '  page 2', '/api/discounts/codes?page=2');
  await measure(client, headers, '  sort=revenue', '/api/discounts/codes?sort=revenue');
  await measure(client, headers, '  sort=last_used_at', '/api/discounts/codes?sort=last_used_at');
  await measure(client, headers, '  q=rabatt4242 (11 matches)', '/api/discounts/codes?q=rabatt4242');
  await measure(client, headers, '  q=sommer (1 in 8 match)', '/api/discounts/codes?q=sommer');
  const byCode = async (code: string) => {
    const answer = await client.request(
      'GET',
      `/api/discounts/codes?q=${code}&sort=code&dir=asc&per_page=100`,
      headers,
    );
    const { data } = JSON.parse(answer.text) as {
      data: Array<{ id: number; code: string; times_used: number }>;
    };
    const found = data.find((row) => row.code === code);
    if (!found) throw new Error(`${code} not found`);
    return found;
  };
  for (const code of [await byCode('Rabatt1'), await byCode('Rabatt42')]) {
    const page = `/api/discounts/codes/${code.id}`;
    console.log(`a code's page: ${code.code}, used ${code.times_used.toLocaleString('en')} times`);
    await measure(client, headers, `  GET ${page}`, page);
    await measure(client, headers, '  …/daily (30 days)', `${page}/daily`);
    await measure(client, headers, '  …/redemptions (page 1)', `${page}/redemptions`);
  }
}

async function measureGeneration(base: string, headers: Record<string, string>) {
  const json = { ...headers, 'content-type': 'application/json' };
  const created = await fetch(`${base}/api/discounts/codes`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: 'Velkomst (unike koder)',
      code: `VELKOMST${randomBytes(2).toString('hex').toUpperCase()}`,
      type: 'percent',
      amount: 15,
      auto_create_unique: true,
    }),
  });
  if (!created.ok) throw new Error(`template: ${created.status} ${await created.text()}`);
  const template = ((await created.json()) as { data: { id: number } }).data;
  const started = performance.now();
  const answer = await fetch(`${base}/api/discounts/unique-code-batches`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ template_id: template.id, count: GENERATE }),
  });
  if (answer.status !== 202) throw new Error(`batch: ${answer.status} ${await answer.text()}`);
  const batch = ((await answer.json()) as { data: { id: number } }).data;
  let polls = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    polls += 1;
    const state = (await (
      await fetch(`${base}/api/discounts/unique-code-batches/${batch.id}`, { headers })
    ).json()) as { data: { status: string; generated: number } };
    if (state.data.status === 'failed') throw new Error('the batch failed');
    if (state.data.status === 'done') break;
  }
  const seconds = (performance.now() - started) / 1000;
  const list = (await (
    await fetch(`${base}/api/discounts/codes/${template.id}/unique-codes?per_page=5`, { headers })
  ).json()) as { total: number; data: Array<{ code: string }> };
  console.log(
    `${GENERATE.toLocaleString('en')} unique codes: done in ${seconds.toFixed(1)} s (${polls} polls; the template lists ${list.total.toLocaleString('en')})`,
  );
  return list.data.map((row) => row.code);
}

/** Checks of freshly generated unique codes (the template's rules, one lookup more). */
async function measureUniqueChecks(client: KeepAliveClient, key: string, codes: string[]) {
  if (codes.length === 0) return;
  const headers = { authorization: `Bearer ${key}` };
  const times: number[] = [];
  for (let index = 0; index < REQUESTS + 20; index++) {
    const started = performance.now();
    const answer = await client.request('POST', '/api/discounts/check', headers, {
      code: codes[index % codes.length],
      cart_total: 799,
      shopper_ip: `10.200.0.${index % 250}`,
    });
    const result = JSON.parse(answer.text) as { data?: { valid: boolean } };
    if (!result.data?.valid) throw new Error('a fresh unique code was not valid');
    if (index >= 20) times.push(performance.now() - started);
  }
  console.log(`POST /api/discounts/check, a unique code, ${REQUESTS}: ${summary(times)}`);
}

async function benchOne(kind: 'postgres' | 'pglite') {
  const sizes: DiscountSizes = {
    orders: kind === 'pglite' ? PGLITE_ORDERS : ORDERS,
    codes: CODES,
    unknown: 5000,
  };
  const cluster = kind === 'postgres' ? await startPostgresCluster() : null;
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'butikkpanel-bench-discounts-')) : null;
  let server: ChildProcess | null = null;
  const cleanup = () => {
    server?.kill('SIGKILL');
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  try {
    const label =
      kind === 'postgres'
        ? 'PostgreSQL 15 (throwaway cluster, fsync=off)'
        : 'PGlite (on disk, in the server process)';
    console.log(
      `\n${label}: ${sizes.orders.toLocaleString('en')} orders, ${sizes.codes.toLocaleString('en')} codes, ` +
        `${sizes.unknown.toLocaleString('en')} unknown codes`,
    );
    const database = await openDatabase(
      cluster
        ? { kind: 'postgres', url: cluster.url, poolSize: 2 }
        : { kind: 'pglite', dir: path.join(dataDir as string, 'pgdata') },
    );
    const seedStarted = performance.now();
    try {
      await database.migrate();
      await seedDiscounts(database.db, sizes, new Date());
    } finally {
      await database.close();
    }
    console.log(`seed: ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer(
      port,
      {
        ...(cluster ? { DATABASE_URL: cluster.url } : { DATA_DIR: dataDir as string }),
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: '0',
        API_MAX_PER_IP_PER_MINUTE: '10000000',
        LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
      },
      180_000,
    );
    const { token, account } = await login(base, OWNER);
    const headers = { authorization: `Bearer ${token}`, 'authorized-account': String(account) };
    const keyAnswer = await fetch(`${base}/api/settings/api-keys`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'bench' }),
    });
    const { data } = (await keyAnswer.json()) as { data: { key: string } };
    const client = keepAliveClient(base);
    try {
      await measureChecks(client, data.key);
      await measurePanel(client, headers);
      const fresh = await measureGeneration(base, headers);
      await measureUniqueChecks(client, data.key, fresh);
    } finally {
      client.close();
    }
  } finally {
    if (server) {
      const running = server;
      running.kill('SIGTERM');
      await new Promise((resolve) => running.once('exit', resolve));
    }
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    cleanups.delete(cleanup);
  }
}

async function main() {
  const guard = setTimeout(() => {
    console.error(`discounts bench: over ${MAX_MINUTES} minutes, stopping`);
    for (const cleanup of cleanups) cleanup();
    process.exit(3);
  }, MAX_MINUTES * 60_000);
  guard.unref();
  for (const kind of DATABASES) {
    if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`unknown database ${kind}`);
    await benchOne(kind);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
