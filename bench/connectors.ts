/**
 * Connectors benchmark (issue 33): one account on the real app, and
 *  (a) a product feed: connected as another platform with a Google Shopping RSS feed of BENCH_FEED_PRODUCTS
 *      items (default 100,000) from a local server, the first run timed with the app's resident memory
 *      sampled every 100 ms and the kernel's high-water mark, every product checked stored and the report's
 *      counts; then a run with the same ETag (304: nothing read) and one with a price changed (changed 1).
 *      Goals: the first run under 60 s, resident memory under 300 MiB. It runs first, on the app as started,
 *      so its memory is not what the deliveries left behind;
 *  (b) webhooks: connected as a WooCommerce shop, BENCH_WEBHOOK_RATE signed order deliveries a second (default
 *      1,000) for BENCH_WEBHOOK_SECONDS (default 10), sent on schedule whatever the answers (open loop) over
 *      at most BENCH_WEBHOOK_SOCKETS kept-alive connections (default 32), each timed from its send to the end
 *      of its answer (a wait for a free connection included); the CPU a delivery cost the app, PostgreSQL and
 *      the sender. Then the queued jobs run to the last, timed (to the last delivery stored, and to the last
 *      listener's job), and every order is checked stored once and every delivery job done. Goals: p95 under
 *      20 ms, at least 95 % of the rate accepted, nothing lost.
 * The sender and the feed's server are a process of their own (forked from this file): the deliveries are
 * paced and timed by an event loop the app does not share, and the feed's bytes are made there, so the
 * memory figures are the app's. The app runs in this process, with the production server's V8 flags (the
 * `serve` script's; the bench starts itself again with them), a manual clock (the job layer runs when the
 * bench says) and PostgreSQL 15 (a throwaway cluster, the server's default pool of 10).
 *   npm run connectors -w @butikkpanel/bench
 *   BENCH_FEED_PRODUCTS=5000 BENCH_WEBHOOK_SECONDS=2 npm run connectors -w @butikkpanel/bench
 * BENCH_ONLY=feed or webhooks runs one part; BENCH_STATEMENTS=1 prints PostgreSQL's costliest statements of
 * each stretch (pg_stat_statements); BENCH_PROFILE_DIR=/tmp/prof writes a CPU profile of each stretch (the
 * figures are then not the goals'). The figures need the machine to itself: the load average is printed.
 * Bounded: BENCH_MAX_MINUTES (default 15) for the whole run; a watchdog process stops the cluster if the
 * bench cannot.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import {
  accounts,
  jobs,
  memberships,
  shopOrders,
  shopProducts,
  shopWebhookDeliveries,
  users,
} from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth';
import { signBody } from '../apps/server/src/modules/connectors';
import { ManualClock } from '../apps/server/src/platform';
import { syncPackageCatalogue } from '../apps/server/src/seed/packages';
import { TestClient } from '../apps/server/test/http';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';
import { endProcess, serverNodeFlags } from '../apps/server/test/support/processes';
import { profiled } from './cpu-profile';
import { startForkedRole } from './forked-role';
import { freePort, percentile, processMemory, resetResidentPeak, startServer } from './server';
import { startWatchdog } from './watchdog';

const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 1000);
const WEBHOOK_SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 10);
const SOCKETS = Number(process.env.BENCH_WEBHOOK_SOCKETS ?? 32);
const PRODUCTS = Number(process.env.BENCH_FEED_PRODUCTS ?? 100_000);
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 15);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
/** 'webhooks' or 'feed': only that part. */
const ONLY = process.env.BENCH_ONLY ?? 'all';
/** Issue 33's goals. */
const P95_MAX_MS = 20;
const RATE_MIN = RATE * 0.95;
const FEED_MAX_MS = 60_000;
const RSS_MAX_MIB = 300;

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const round = (ms: number) => Math.round(ms * 10) / 10;

// ---------------------------------------------------------------------------------------------------------
// The load process: the deliveries' sender and the feed's server.

interface Spread {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
const spreadOf = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
};

interface WebhookRun {
  url: string;
  secret: string;
  rate: number;
  seconds: number;
  sockets: number;
  /** The first order's number: each run its own orders. */
  firstOrder: number;
}
interface WebhookResult {
  sent: number;
  accepted: number;
  duplicates: number;
  /** Answers other than 200, and failed requests, by status or error code. */
  errors: Record<string, number>;
  /** From the first send to the last answer's end. */
  spanMs: number;
  answer: Spread;
  perSecond: Array<{ p95: number; max: number }>;
  /** How late each request left after its due time (the generator's own delay). */
  sendLag: Spread;
  loopP99: number;
  /** The generator's own CPU time. */
  cpuMs: number;
}
type Command =
  | ({ do: 'webhooks' } & WebhookRun)
  | { do: 'feed'; products: number; version: number; changedId: number | null }
  | { do: 'served' };

/** A WooCommerce REST API v3 order as its order.created webhook sends it: paid (processing), in NOK. */
function wooOrder(n: number, placed: Date) {
  const id = 100_000 + n;
  const gmt = placed.toISOString().slice(0, 19);
  // A shoe from a catalogue of about a thousand, and with every other order one of 13 accessories.
  const shoe = 1000 + ((n * 7919) % 997);
  const socks = n % 2 === 0 ? (n % 3) + 1 : 0;
  // Lines without tax (subtotal, total) and their 25 % VAT, as WooCommerce writes them.
  const line = (
    lineId: number,
    productId: number,
    name: string,
    sku: string,
    qty: number,
    gross: number,
  ) => ({
    id: lineId,
    name,
    product_id: productId,
    variation_id: 0,
    quantity: qty,
    tax_class: '',
    subtotal: ((gross * qty) / 1.25).toFixed(2),
    subtotal_tax: (gross * qty * 0.2).toFixed(2),
    total: ((gross * qty) / 1.25).toFixed(2),
    total_tax: (gross * qty * 0.2).toFixed(2),
    taxes: [{ id: 1, total: (gross * qty * 0.2).toFixed(6), subtotal: (gross * qty * 0.2).toFixed(6) }],
    meta_data: [],
    sku,
    price: gross / 1.25,
    parent_name: null,
  });
  const total = 499 + 99 * socks;
  const billing = {
    first_name: 'Kari',
    last_name: `Nordmann ${n}`,
    company: '',
    address_1: `Storgata ${(n % 200) + 1}`,
    address_2: '',
    city: 'Oslo',
    state: '',
    postcode: '0155',
    country: 'NO',
    email: `kunde${n}@example.no`,
    phone: `4${String(n).padStart(7, '0')}`,
  };
  return {
    id,
    parent_id: 0,
    status: 'processing',
    currency: 'NOK',
    version: '9.4.2',
    prices_include_tax: true,
    date_created: gmt,
    date_modified: gmt,
    discount_total: '0.00',
    discount_tax: '0.00',
    shipping_total: '0.00',
    shipping_tax: '0.00',
    cart_tax: (total * 0.2).toFixed(2),
    total: total.toFixed(2),
    total_tax: (total * 0.2).toFixed(2),
    customer_id: 0,
    order_key: `wc_order_${randomBytes(6).toString('hex')}`,
    billing,
    // WooCommerce's shipping address has no e-mail.
    shipping: { ...billing, email: undefined, phone: '' },
    payment_method: 'vipps',
    payment_method_title: 'Vipps',
    transaction_id: `vipps-${id}`,
    customer_ip_address: '203.0.113.7',
    customer_user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
    created_via: 'checkout',
    customer_note: '',
    date_completed: null,
    date_paid: gmt,
    cart_hash: randomBytes(16).toString('hex'),
    number: String(id),
    meta_data: [
      { id: 1, key: '_wc_order_attribution_source_type', value: 'utm' },
      { id: 2, key: '_wc_order_attribution_utm_source', value: 'newsletter' },
    ],
    line_items: [
      line(1, shoe, `Joggesko modell ${shoe}`, `JS-${shoe}`, 1, 499),
      ...(socks > 0 ? [line(2, 2000 + (n % 13), 'Sokker, 3-pakning', `SO-${n % 13}`, socks, 99)] : []),
    ],
    tax_lines: [
      { id: 3, rate_code: 'NO-MVA-1', rate_id: 1, label: 'MVA', compound: false, rate_percent: 25 },
    ],
    shipping_lines: [],
    fee_lines: [],
    coupon_lines: [],
    refunds: [],
    payment_url: `https://sko.example.no/checkout/order-pay/${id}/`,
    is_editable: false,
    needs_payment: false,
    needs_processing: true,
    date_created_gmt: gmt,
    date_modified_gmt: gmt,
    date_completed_gmt: null,
    date_paid_gmt: gmt,
    currency_symbol: 'kr',
  };
}

/**
 * `run.rate` deliveries a second for `run.seconds`, each sent when it is due (open loop: a slow answer does
 * not hold the next one back), over at most `run.sockets` kept-alive connections. A request waiting for a
 * free connection counts in its answer time.
 */
function sendWebhooks(run: WebhookRun): Promise<WebhookResult> {
  const target = new URL(run.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: run.sockets });
  const total = Math.round(run.rate * run.seconds);
  const answers: number[] = [];
  /** Answer times by the second their request was due in. */
  const bySecond: number[][] = Array.from({ length: Math.ceil(run.seconds) }, () => []);
  const lags: number[] = [];
  const errors: Record<string, number> = {};
  const loop = monitorEventLoopDelay({ resolution: 2 });
  loop.enable();
  const placed = new Date('2026-11-02T08:30:00Z');
  const runId = randomBytes(4).toString('hex');
  let accepted = 0;
  let duplicates = 0;
  let finished = 0;
  let lastEnd = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  return new Promise((resolve) => {
    const done = () => {
      finished++;
      if (finished < total) return;
      loop.disable();
      agent.destroy();
      const used = process.cpuUsage(cpu);
      resolve({
        sent: total,
        accepted,
        duplicates,
        errors,
        spanMs: lastEnd - start,
        answer: spreadOf(answers),
        perSecond: bySecond.map((times) => ({ p95: spreadOf(times).p95, max: spreadOf(times).max })),
        sendLag: spreadOf(lags),
        loopP99: round(loop.percentile(99) / 1e6),
        cpuMs: (used.user + used.system) / 1000,
      });
    };
    const fault = (key: string) => {
      errors[key] = (errors[key] ?? 0) + 1;
    };
    const send = (n: number, due: number) => {
      const raw = JSON.stringify(wooOrder(run.firstOrder + n, placed));
      const began = performance.now();
      lags.push(began - due);
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(raw),
            'user-agent': 'WooCommerce/9.4.2 Hookshot (WordPress/6.7.1)',
            'x-wc-webhook-source': 'https://sko.example.no/',
            'x-wc-webhook-topic': 'order.created',
            'x-wc-webhook-resource': 'order',
            'x-wc-webhook-event': 'created',
            'x-wc-webhook-signature': signBody(raw, run.secret),
            'x-wc-webhook-id': '17',
            'x-wc-webhook-delivery-id': `${runId}-${n}`,
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const end = performance.now();
            answers.push(end - began);
            bySecond[Math.floor(n / run.rate)]?.push(end - began);
            lastEnd = Math.max(lastEnd, end);
            if (answer.statusCode === 200) {
              accepted++;
              if ((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { duplicate?: boolean }).duplicate)
                duplicates++;
            } else fault(String(answer.statusCode));
            done();
          });
          answer.on('error', (error: NodeJS.ErrnoException) => {
            fault(error.code ?? error.message);
            done();
          });
        },
      );
      request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
      request.on('error', (error: NodeJS.ErrnoException) => {
        fault(error.code ?? error.message);
        done();
      });
      request.end(raw);
    };
    let sent = 0;
    const pacer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * run.rate) / 1000) + 1);
      while (sent < due) {
        send(sent, start + (sent * 1000) / run.rate);
        sent++;
      }
      if (sent >= total) clearInterval(pacer);
    }, 1);
  });
}

/** The feed's items as text, a thousand at a time (never the whole feed in memory). */
function* feedText(products: number, version: number, changedId: number | null): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">\n<channel>\n<title>Sko og sånt</title>\n<link>https://sko.example.no</link>\n<description>Alle varene</description>\n';
  let chunk = '';
  for (let n = 1; n <= products; n++) {
    const id = `SKU-${String(n).padStart(6, '0')}`;
    const price = 199 + (n % 50) * 20 + (n === changedId ? version : 0);
    const sale = n % 5 === 0 ? `<g:sale_price>${(price * 0.8).toFixed(2)} NOK</g:sale_price>\n` : '';
    chunk += `<item>
<g:id>${id}</g:id>
<title>Joggesko modell ${n} – herre, str. ${38 + (n % 9)}</title>
<description>Lett og dempet løpesko for trening og tur. Pustende overdel, god grep på våt asfalt &amp; grus. Modell ${n}.</description>
<link>https://sko.example.no/produkt/${id.toLowerCase()}</link>
<g:image_link>https://sko.example.no/bilder/${id.toLowerCase()}.jpg</g:image_link>
<g:price>${price}.00 NOK</g:price>
${sale}<g:availability>${n % 10 === 0 ? 'out_of_stock' : 'in_stock'}</g:availability>
<g:brand>Merke ${n % 40}</g:brand>
<g:product_type>Sko &gt; Herre &gt; ${n % 2 === 0 ? 'Joggesko' : 'Tursko'}</g:product_type>
<g:google_product_category>187</g:google_product_category>
<g:mpn>JS-${n}</g:mpn>
<g:gtin>${String(7_040_000_000_000 + n)}</g:gtin>
<g:condition>new</g:condition>
<g:shipping><g:country>NO</g:country><g:price>49.00 NOK</g:price></g:shipping>
</item>
`;
    if (n % 1000 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</channel>\n</rss>\n`;
}

async function serveLoad(): Promise<void> {
  let feed = { products: 0, version: 1, changedId: null as number | null };
  const etag = () => `"v${feed.version}-${feed.products}"`;
  let served: number[] = [];
  const server = http.createServer((request, response) => {
    if (request.headers['if-none-match'] === etag()) {
      served.push(304);
      response.writeHead(304, { etag: etag() }).end();
      return;
    }
    served.push(200);
    response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag: etag() });
    Readable.from(feedText(feed.products, feed.version, feed.changedId)).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/google-shopping.xml`;

  const answer = async (command: Command): Promise<unknown> => {
    switch (command.do) {
      case 'webhooks':
        return sendWebhooks(command);
      case 'feed':
        feed = { products: command.products, version: command.version, changedId: command.changedId };
        return { etag: etag() };
      case 'served': {
        const list = served;
        served = [];
        return list;
      }
    }
  };
  process.on('message', (message: Command & { id: number }) => {
    void answer(message).then((result) => process.send?.({ id: message.id, result }));
  });
  // The bench gone (ended, or killed): so is this process.
  process.on('disconnect', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
  process.send?.({ ready: feedUrl });
}

/** The load process, started from this file; `ask` sends it a command and resolves with its answer. */
async function startLoad() {
  const role = await startForkedRole<Command>(
    fileURLToPath(import.meta.url),
    { BENCH_CONNECTORS_ROLE: 'load' },
    'the load process',
  );
  const feedUrl = role.ready;
  return {
    feedUrl,
    ask: role.ask,
    stop: role.stop,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The bench.

const cleanups: Array<() => Promise<void> | void> = [];

const PASSWORD = 'Bench-passord-1';

/** A shop of the bench's: an account and its owner (`email`), signed in at `url`. */
async function benchShop(database: DatabaseHandle, url: string, email: string) {
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstname: 'Eva',
      lastname: 'Eier',
      roles: ['user'],
    })
    .returning();
  const [account] = await db.insert(accounts).values({ companyName: 'Skobutikken AS' }).returning();
  if (!user || !account) throw new Error('bench shop not made');
  await db.insert(memberships).values({ accountId: account.id, userId: user.id, role: 'owner' });
  const panel = new TestClient(url);
  await panel.login(email, PASSWORD);
  panel.account = account.id;
  return { account, panel };
}

/** A full collection, so a memory figure starts from what is live (the bench runs without --expose-gc). */
function collect(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const maybeProfiled = <T>(name: string, run: () => Promise<T>) =>
  PROFILE_DIR ? profiled(path.join(PROFILE_DIR, `connectors-${name}.cpuprofile`), run) : run();

/** The app's garbage-collection pauses while it runs: count, total and longest, minor and major apart. */
function watchCollections() {
  const pauses = { minor: [] as number[], major: [] as number[] };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      (kind === constants.NODE_PERFORMANCE_GC_MINOR ? pauses.minor : pauses.major).push(entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const words = (list: number[]) =>
    `${list.length} (${Math.round(list.reduce((sum, ms) => sum + ms, 0))} ms, longest ${round(Math.max(0, ...list))} ms)`;
  return {
    stop: () => {
      observer.disconnect();
      return `collections: minor ${words(pauses.minor)}, other ${words(pauses.major)}`;
    },
  };
}

/** A reader of the rows of `table` matching `where`, counted by state. */
function countBy(
  database: DatabaseHandle,
  table: typeof jobs | typeof shopWebhookDeliveries,
  where: ReturnType<typeof eq>,
): () => Promise<Record<string, number>> {
  return async () => {
    const rows = await database.db
      .select({ state: table.state, count: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
      .groupBy(table.state);
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
  };
}

interface PlatformView {
  webhook_url: string | null;
  secret: string | null;
  feed_report: {
    status: string;
    seen: number;
    added: number;
    changed: number;
    removed: number;
    rejected_count: number;
    rejected: Array<{ line: number; reason: string }>;
    error: string | null;
    finished_at: string;
  } | null;
}

/**
 * The CPU time PostgreSQL's processes have used (the postmaster, its live children and those it reaped), in
 * ms, from /proc; null where that cannot be read. `root` is the cluster's directory.
 */
function clusterCpuMs(root: string): number | null {
  try {
    const postmaster = Number(readFileSync(path.join(root, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let fields: string[];
      try {
        // After the command's closing parenthesis: state, ppid, … utime (14th field), stime, cutime, cstime.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      } catch {
        continue;
      }
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      if (pid !== postmaster && ppid !== postmaster) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
      if (pid === postmaster) ticks += Number(fields[13]) + Number(fields[14]);
    }
    // Linux counts in USER_HZ, 100 a second.
    return ticks * 10;
  } catch {
    return null;
  }
}

/** PostgreSQL's own time per statement (pg_stat_statements, preloaded in the cluster), with BENCH_STATEMENTS=1. */
function statementStats(database: DatabaseHandle) {
  const on = process.env.BENCH_STATEMENTS === '1';
  return {
    reset: async () => {
      if (!on) return;
      await database.db.execute(sql`create extension if not exists pg_stat_statements`);
      await database.db.execute(sql`select pg_stat_statements_reset()`);
    },
    print: async (what: string) => {
      if (!on) return;
      const result = await database.db.execute(sql`
        select left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query, calls,
               round(total_exec_time::numeric) as total_ms, round(mean_exec_time::numeric, 2) as mean_ms
          from pg_stat_statements where query not ilike '%pg_stat_statements%'
         order by total_exec_time desc limit 6`);
      const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      console.log(`    PostgreSQL's time in ${what}:`);
      for (const row of rows)
        console.log(`      ${row.total_ms} ms in ${row.calls} calls (${row.mean_ms} ms each): ${row.query}`);
    },
  };
}

/**
 * PostgreSQL's own background work so far (autovacuum and autoanalyze runs over our tables, checkpoints): a
 * second whose answers were slow is told apart from the app's doing when this moved during it.
 */
async function maintenanceSoFar(database: DatabaseHandle): Promise<Record<string, number>> {
  const result = await database.db.execute(sql`
    select (select coalesce(sum(autovacuum_count), 0)::int from pg_stat_user_tables) as autovacuum,
           (select coalesce(sum(autoanalyze_count), 0)::int from pg_stat_user_tables) as autoanalyze,
           (select (checkpoints_timed + checkpoints_req)::int from pg_stat_bgwriter) as checkpoints`);
  const [row] = (result as unknown as { rows: Array<Record<string, number>> }).rows;
  return row ?? {};
}
const maintenanceSince = (before: Record<string, number>, after: Record<string, number>) =>
  Object.entries(after)
    .map(([what, count]) => `${what} ${count - (before[what] ?? 0)}`)
    .join(', ');

interface Bench {
  database: DatabaseHandle;
  clock: ManualClock;
  url: string;
  runDue: () => Promise<void>;
  accountId: number;
  panel: TestClient;
  load: Awaited<ReturnType<typeof startLoad>>;
  statements: ReturnType<typeof statementStats>;
  /** PostgreSQL's CPU time so far (ms), or null. */
  pgCpuMs: () => number | null;
  failures: string[];
}

/** Deliveries sent and answered, then the jobs they queued run to the last. */
async function webhooks(bench: Bench): Promise<void> {
  const { database, panel, load, statements, failures } = bench;
  const woo = await panel.put<{ data: PlatformView }>('/api/settings/shop-platform', {
    platform: 'woocommerce',
  });
  if (woo.status !== 200 || !woo.body.data.webhook_url || !woo.body.data.secret)
    throw new Error(`connecting WooCommerce answered ${woo.status}`);
  const hookPath = new URL(woo.body.data.webhook_url).pathname;
  // The schedules' first slots run before the deliveries, not among them.
  await bench.runDue();
  const run = (rate: number, seconds: number, firstOrder: number) =>
    load.ask<WebhookResult>({
      do: 'webhooks',
      url: `${bench.url}${hookPath}`,
      secret: woo.body.data.secret ?? '',
      rate,
      seconds,
      sockets: SOCKETS,
      firstOrder,
    });
  // A server in production is warm: its code compiled (the batch path's too, which only a full rate takes),
  // its pool's connections open. Three seconds at the full rate first, not measured (their jobs run with the
  // rest).
  const warm = await run(RATE, 3, 1);
  if (warm.accepted !== warm.sent) throw new Error(`warming up: ${JSON.stringify(warm.errors)}`);
  await statements.reset();
  const loop = monitorEventLoopDelay({ resolution: 2 });
  loop.enable();
  const collections = watchCollections();
  const cpu = process.cpuUsage();
  const pgCpu = bench.pgCpuMs();
  const maintenance = await maintenanceSoFar(database);
  const sent = await maybeProfiled('webhooks', () => run(RATE, WEBHOOK_SECONDS, warm.sent + 1));
  const maintenanceDone = maintenanceSince(maintenance, await maintenanceSoFar(database));
  loop.disable();
  const { user, system } = process.cpuUsage(cpu);
  const pgCpuAfter = bench.pgCpuMs();
  const perDelivery = (ms: number) => `${round(ms / sent.sent)} ms`;
  const acceptedRate = sent.accepted / (sent.spanMs / 1000);
  console.log(
    `(b) after ${warm.sent} deliveries to warm up (${RATE}/s, p95 ${warm.answer.p95} ms): ` +
      `${sent.sent} deliveries sent, ${sent.accepted} accepted (${sent.duplicates} called duplicates), ` +
      `errors ${JSON.stringify(sent.errors)}, in ${seconds(sent.spanMs)}: ${Math.round(acceptedRate)} accepted/s\n` +
      `    answer time p50 ${sent.answer.p50} ms, p95 ${sent.answer.p95} ms, p99 ${sent.answer.p99} ms, ` +
      `max ${sent.answer.max} ms; each second's p95/max: ` +
      `${sent.perSecond.map((second) => `${Math.round(second.p95)}/${Math.round(second.max)}`).join(' ')} ms\n` +
      `    sent late by p99 ${sent.sendLag.p99} ms (max ${sent.sendLag.max}); event-loop delay p99: ` +
      `server ${round(loop.percentile(99) / 1e6)} ms (longest ${round(loop.max / 1e6)} ms), load generator ` +
      `${sent.loopP99} ms; the server's ${collections.stop()}\n` +
      `    CPU a delivery: the server ${perDelivery((user + system) / 1000)} ` +
      `(${Math.round((user + system) / 10 / sent.spanMs)} % of a core), PostgreSQL ` +
      `${pgCpu === null || pgCpuAfter === null ? 'not known' : perDelivery(pgCpuAfter - pgCpu)}, the load generator ` +
      `${perDelivery(sent.cpuMs)}; load average ${loadavg()[0]?.toFixed(1)}\n` +
      `    PostgreSQL's own work meanwhile: ${maintenanceDone}`,
  );
  await statements.print('answering the deliveries');
  if (sent.answer.p95 >= P95_MAX_MS)
    failures.push(`webhooks: p95 ${sent.answer.p95} ms, not under ${P95_MAX_MS}`);
  if (acceptedRate < RATE_MIN)
    failures.push(`webhooks: ${Math.round(acceptedRate)} accepted a second, under ${RATE_MIN}`);
  if (sent.accepted !== sent.sent || sent.duplicates > 0)
    failures.push(`webhooks: ${sent.sent - sent.accepted} not accepted, ${sent.duplicates} duplicates`);

  // The job layer: the deliveries' jobs, and the listeners' jobs of the orders they store.
  await statements.reset();
  const processing = countBy(database, jobs, eq(jobs.kind, 'connectors.process'));
  const accepted = warm.accepted + sent.accepted;
  const started = performance.now();
  let storedMs = 0;
  const watch = setInterval(() => {
    void processing().then((states) => {
      if (!storedMs && states.done === accepted) storedMs = performance.now() - started;
    });
  }, 250);
  await maybeProfiled('process', bench.runDue);
  clearInterval(watch);
  const allMs = performance.now() - started;
  storedMs ||= allMs;
  const [stored] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(shopOrders)
    .where(eq(shopOrders.accountId, bench.accountId));
  const orders = Number(stored?.count ?? 0);
  const jobStates = await processing();
  // The handling job keeps the account's newest 500 handled deliveries: the rest are counted by their jobs.
  const deliveryStates = await countBy(
    database,
    shopWebhookDeliveries,
    eq(shopWebhookDeliveries.accountId, bench.accountId),
  )();
  console.log(
    `    ${accepted} deliveries (the warm-up's too) stored in ${seconds(storedMs)} ` +
      `(${Math.round(accepted / (storedMs / 1000))} deliveries/s), ` +
      `with the listeners' work in ${seconds(allMs)}: ${orders} orders; delivery jobs ` +
      `${JSON.stringify(jobStates)}; deliveries kept ${JSON.stringify(deliveryStates)}`,
  );
  await statements.print('storing them');
  if (orders !== accepted) failures.push(`webhooks: ${orders} orders stored of ${accepted} accepted`);
  if (jobStates.done !== accepted || Object.keys(jobStates).length !== 1)
    failures.push(`webhooks: jobs ${JSON.stringify(jobStates)}`);
  if (Object.keys(deliveryStates).some((state) => state !== 'stored'))
    failures.push(`webhooks: deliveries ${JSON.stringify(deliveryStates)}`);
}

/** The server process's resident memory while `work` runs: before, the highest sample (every 100 ms) and the
 * kernel's high-water mark over the work (reset first), and after. */
async function serverMemory<T>(pid: number, work: () => Promise<T>) {
  const before = processMemory(pid).rss;
  const marked = resetResidentPeak(pid);
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, processMemory(pid).rss);
  }, 100);
  try {
    const result = await work();
    const { rss, peak } = processMemory(pid);
    const kernel = marked ? peak : null;
    return { result, before, highest, kernel, peak: Math.max(highest, rss, kernel ?? 0), after: rss };
  } finally {
    clearInterval(sampler);
  }
}
const memoryLine = (memory: Awaited<ReturnType<typeof serverMemory>>) =>
  `server rss ${mib(memory.before)} MiB before, ${mib(memory.peak)} MiB at the peak (highest sample ` +
  `${mib(memory.highest)} MiB, kernel high-water mark ${memory.kernel === null ? 'not available' : `${mib(memory.kernel)} MiB`}), ` +
  `${mib(memory.after)} MiB after`;

/** Waits for the start of the next minute on the server's clock (the machine's: it runs in real time). */
const nextMinute = () => new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 200));

/**
 * The feed in the server as `npm run serve` runs it (its own process: its memory is the server's alone), on
 * the bench's database, its job worker looking for work every 200 ms: the first run (started by saving the
 * feed URL) timed and its memory watched, then one with the same ETag and one with a price changed.
 */
async function feed(
  database: DatabaseHandle,
  databaseUrl: string,
  load: Awaited<ReturnType<typeof startLoad>>,
  failures: string[],
) {
  await load.ask({ do: 'feed', products: PRODUCTS, version: 1, changedId: null });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    port,
    {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      FEED_ALLOW_HOSTS: '127.0.0.1',
      JOB_POLL_MS: '200',
    },
    120_000,
  );
  const pid = server.pid ?? 0;
  try {
    const { account, panel } = await benchShop(database, base, 'feed@connectors-bench.no');
    const report = async () =>
      (await panel.get<{ data: PlatformView }>('/api/settings/shop-platform')).body.data.feed_report;
    /** The report of the run after `previous` (its finished_at), once it is there. */
    const nextReport = async (previous: string | null) => {
      for (const deadline = performance.now() + MAX_MINUTES * 60_000; performance.now() < deadline; ) {
        const now = await report();
        if (now && now.finished_at !== previous) return now;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error('the feed run did not finish');
    };
    console.log(
      `(a) the server (${process.env.BENCH_SERVER_DIST === '1' ? 'the build, as npm run serve runs it' : 'from source, with its TypeScript loader: BENCH_SERVER_DIST=1 after npm run build for the figures'}): rss ${mib(processMemory(pid).rss)} MiB idle`,
    );
    await statementStats(database).reset();
    let started = performance.now();
    const memory = await serverMemory(pid, async () => {
      const saved = await panel.put('/api/settings/shop-platform', {
        platform: 'other',
        feed_url: load.feedUrl,
      });
      if (saved.status !== 200) throw new Error(`connecting the feed answered ${saved.status}`);
      return nextReport(null);
    });
    const feedMs = performance.now() - started;
    const first = memory.result;
    const [listed] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(shopProducts)
      .where(and(eq(shopProducts.accountId, account.id), isNotNull(shopProducts.feedSeenAt)));
    const products = Number(listed?.count ?? 0);
    const served = await load.ask<number[]>({ do: 'served' });
    console.log(
      `    first run (from saving the URL to its report): ${first.status}, ${products} products stored (added ` +
        `${first.added}, changed ${first.changed}, removed ${first.removed}, rejected ${first.rejected_count}), ` +
        `feed answered ${served.join(', ')}, in ${seconds(feedMs)} (${Math.round(products / (feedMs / 1000))} products/s)\n` +
        `    ${memoryLine(memory)}`,
    );
    await statementStats(database).print('the first run');
    if (first.rejected_count) console.log(`    rejected: ${JSON.stringify(first.rejected.slice(0, 3))}`);
    if (first.status !== 'ok' || first.added !== PRODUCTS || products !== PRODUCTS)
      failures.push(`feed: first run ${first.status}, added ${first.added}, ${products} stored`);
    if (feedMs >= FEED_MAX_MS) failures.push(`feed: the first run took ${seconds(feedMs)}`);
    if (mib(memory.peak) >= RSS_MAX_MIB) failures.push(`feed: resident memory ${mib(memory.peak)} MiB`);

    // "Hent nå" on the same feed: its ETag, a 304, nothing read. A feed runs at most once a minute (a press
    // within the minute of the last run waits for the next), so each press waits for a minute of its own.
    await nextMinute();
    started = performance.now();
    if ((await panel.post('/api/settings/shop-platform/feed/run')).status !== 202)
      throw new Error('running the feed was refused');
    const second = await nextReport(first.finished_at);
    const unchangedMs = performance.now() - started;
    const servedAgain = await load.ask<number[]>({ do: 'served' });
    console.log(
      `    second run, same ETag: ${second.status} (feed answered ${servedAgain.join(', ')}) in ${round(unchangedMs)} ms`,
    );
    if (second.status !== 'not_modified' || servedAgain.join() !== '304')
      failures.push(`feed: second run ${second.status}, feed answered ${servedAgain.join()}`);

    // One price changed, a new ETag: the whole feed read, one product written.
    await load.ask({ do: 'feed', products: PRODUCTS, version: 2, changedId: 1 });
    await nextMinute();
    started = performance.now();
    const changed = await serverMemory(pid, async () => {
      if ((await panel.post('/api/settings/shop-platform/feed/run')).status !== 202)
        throw new Error('running the feed was refused');
      return nextReport(second.finished_at);
    });
    const changedMs = performance.now() - started;
    const third = changed.result;
    console.log(
      `    third run, one price changed: ${third.status}, added ${third.added}, changed ${third.changed}, ` +
        `removed ${third.removed}, in ${seconds(changedMs)}\n    ${memoryLine(changed)}`,
    );
    if (third.status !== 'ok' || third.changed !== 1 || third.added !== 0 || third.removed !== 0)
      failures.push(`feed: third run ${JSON.stringify(third)}`);
  } finally {
    await endProcess(server);
  }
}

async function main() {
  const load = await startLoad();
  cleanups.push(() => load.stop());
  const cluster = await startPostgresCluster(['shared_preload_libraries=pg_stat_statements']);
  cleanups.push(() => cluster.stop());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-connectors-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // A minute after the bench's own bound, in case its event loop is held when that fires.
  const watchdog = startWatchdog(MAX_MINUTES + 1, {
    commands: [cluster.stopCommand.argv],
    remove: [cluster.stopCommand.remove, dataDir],
  });
  cleanups.push(() => watchdog.stop());
  // The server's default pool.
  const database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 10 });
  await database.migrate();
  await syncPackageCatalogue(database.db);
  const clock = new ManualClock('2026-11-02T09:00:00Z');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    PORT: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // The job layer runs only when the bench calls runDue: its ticker (every 60 s even when slow) would start
    // storing deliveries in the middle of the ones being answered.
    JOB_WORKER: '0',
    FEED_ALLOW_HOSTS: '127.0.0.1',
  });
  const app = await buildApp(config, database, { clock });
  const url = await app.server.listen({ port: 0, host: '127.0.0.1' });
  cleanups.unshift(async () => {
    await app.close();
    await database.close();
  });
  const { account, panel } = await benchShop(database, url, 'webhooks@connectors-bench.no');
  const bench: Bench = {
    database,
    clock,
    url,
    runDue: () => app.platform.jobs.runDue(),
    accountId: account.id,
    panel,
    load,
    statements: statementStats(database),
    pgCpuMs: () => clusterCpuMs(cluster.stopCommand.remove),
    failures: [],
  };
  console.log(
    `PostgreSQL, pool 10; webhooks: ${RATE}/s for ${WEBHOOK_SECONDS} s over ${SOCKETS} connections ` +
      `from a process of their own; feed: ${PRODUCTS} products; load average ` +
      `${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} (2 cores)`,
  );
  collect();
  const start = process.memoryUsage();
  const spaces = v8
    .getHeapSpaceStatistics()
    .filter((space) => space.physical_space_size >= 2 ** 20)
    .map((space) => `${space.space_name} ${mib(space.physical_space_size)}`);
  console.log(
    `app started (${process.execArgv.filter((flag) => flag.startsWith('--max') || flag.startsWith('--heap')).join(' ') || 'no heap flags'}): ` +
      `rss ${mib(start.rss)} MiB, heap ${mib(start.heapUsed)} MiB in use of ${mib(start.heapTotal)} MiB ` +
      `(${spaces.join(', ')}), outside the heap ${mib(start.rss - start.heapTotal)} MiB`,
  );
  if (ONLY === 'all' || ONLY === 'feed') await feed(database, cluster.url, load, bench.failures);
  if (ONLY === 'all' || ONLY === 'webhooks') await webhooks(bench);
  if (bench.failures.length > 0) {
    console.error(`failed:\n  ${bench.failures.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('all goals met');
}

if (process.env.BENCH_CONNECTORS_ROLE === 'load') {
  await serveLoad();
} else if (!serverNodeFlags().every((flag) => process.execArgv.includes(flag))) {
  // The app's memory and collection pauses depend on V8's flags: it runs with the production server's (the
  // `serve` script's), in a process started with them.
  const bench = spawn(
    process.execPath,
    [...serverNodeFlags(), '--import', 'tsx', fileURLToPath(import.meta.url)],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => bench.kill(signal));
  bench.on('exit', (code) => process.exit(code ?? 1));
} else {
  let stopping = false;
  // A signal may come twice (tsx and the wrapper process both pass it on): the cleanups run once, in order.
  const stop = (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.error(why);
    void (async () => {
      for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
      process.exit(code);
    })();
  };
  const stopAt = setTimeout(() => stop(`stopped after ${MAX_MINUTES} minutes`, 1), MAX_MINUTES * 60_000);
  stopAt.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => stop(`stopped (${signal})`, 130));
  try {
    await main();
  } finally {
    for (const cleanup of cleanups) await cleanup();
    clearTimeout(stopAt);
  }
}
