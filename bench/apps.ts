import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { and, eq, gt, max, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import {
  accountPlans,
  accounts,
  appConnections,
  appDeliveries,
  memberships,
  planPackages,
  plans,
  users,
} from '../apps/server/src/db/schema';
import { createFakeKlaviyo, FAKE_KLAVIYO } from '../apps/server/src/modules/apps/fakes/klaviyo';
import { createFakeMailchimp, FAKE_MAILCHIMP } from '../apps/server/src/modules/apps/fakes/mailchimp';
import { createFakeRule, FAKE_RULE } from '../apps/server/src/modules/apps/fakes/rule';
import type {
  FakeFault,
  FakeNewsletterState,
  FakeService,
} from '../apps/server/src/modules/apps/fakes/types';
import { KLAVIYO_RATE_LIMITS } from '../apps/server/src/modules/apps/services/klaviyo';
import { hashPassword } from '../apps/server/src/modules/auth';
import { ManualClock } from '../apps/server/src/platform';
import { syncPackageCatalogue } from '../apps/server/src/seed/packages';
import { TestClient } from '../apps/server/test/http';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';
import { startForkedRole } from './forked-role';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const CHANGES = Math.min(Number(process.env.BENCH_CHANGES ?? 10_000), CONTACTS);
const DATABASE = process.env.BENCH_DATABASE ?? 'postgres';
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 20);
/** Issue 32's bound on one export. */
const EXPORT_MAX_MS = 5 * 60_000;
/** Mailchimp's documented limit: at most 10 simultaneous connections per account. */
const MAILCHIMP_CONNECTIONS = 10;
const SERVICES = ['mailchimp', 'klaviyo', 'rule'] as const;
type Service = (typeof SERVICES)[number];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

// ---------------------------------------------------------------------------------------------------------
// The services' process: the three fakes on one loopback server, answering the bench over IPC.

/** Per endpoint, the most calls that arrived within any one second and any one minute. */
interface EndpointPace {
  calls: number;
  perSecond: number;
  perMinute: number;
}
interface Pace {
  calls: number;
  spanMs: number;
  maxInFlight: number;
  endpoints: Record<string, EndpointPace>;
}
interface Tally {
  calls: number;
  members: number;
  subscribed: number;
  unsubscribed: number;
  named: number;
  tagged: number;
  rssMiB: number;
}
type Command =
  | { do: 'meter'; service: Service }
  | { do: 'pace' }
  | { do: 'tally'; service: Service; tag: string }
  | { do: 'settle' }
  | { do: 'refuse'; every: number }
  | { do: 'accept' };

/** The most arrivals (sorted times) within any window of `windowMs`. */
function mostWithin(times: number[], windowMs: number): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last++) {
    while ((times[last] ?? 0) - (times[first] ?? 0) >= windowMs) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

async function serveServices(): Promise<void> {
  const klaviyo = createFakeKlaviyo();
  const fakes: Record<Service, FakeService<FakeNewsletterState>> = {
    mailchimp: createFakeMailchimp(),
    klaviyo,
    rule: createFakeRule(),
  };
  // Arrivals of the metered service only (the consent changes' tens of thousands of calls are not kept).
  let metered: Service | null = null;
  let arrivals: Array<{ at: number; endpoint: string }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const serviceOf = (url: string) => url.split('/')[1];
  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.addHook('onRequest', async (request) => {
    if (serviceOf(request.url) !== metered) return;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const endpoint = request.url.slice(metered.length + 1).split('?')[0];
    arrivals.push({ at: performance.now(), endpoint: `${request.method} ${endpoint}` });
  });
  server.addHook('onResponse', async (request) => {
    if (serviceOf(request.url) === metered) inFlight -= 1;
  });
  for (const fake of Object.values(fakes)) fake.register(server, `/${fake.service}`);
  const address = await server.listen({ port: 0, host: '127.0.0.1' });

  let refused = 0;
  const normalFaults = fakes.mailchimp.faults;
  const answer = (command: Command): unknown => {
    switch (command.do) {
      case 'meter':
        metered = command.service;
        arrivals = [];
        inFlight = 0;
        maxInFlight = 0;
        return {};
      case 'pace': {
        const byEndpoint = new Map<string, number[]>();
        for (const { at, endpoint } of arrivals) {
          const times = byEndpoint.get(endpoint) ?? [];
          times.push(at);
          byEndpoint.set(endpoint, times);
        }
        const pace: Pace = {
          calls: arrivals.length,
          spanMs: (arrivals.at(-1)?.at ?? 0) - (arrivals[0]?.at ?? 0),
          maxInFlight,
          endpoints: Object.fromEntries(
            [...byEndpoint].map(([endpoint, times]) => [
              endpoint,
              {
                calls: times.length,
                perSecond: mostWithin(times, 1000),
                perMinute: mostWithin(times, 60_000),
              },
            ]),
          ),
        };
        metered = null;
        return pace;
      }
      case 'tally': {
        const members = [...fakes[command.service].state.members.values()];
        const tally: Tally = {
          calls: fakes[command.service].calls,
          members: members.length,
          subscribed: members.filter((member) => member.status === 'subscribed').length,
          unsubscribed: members.filter((member) => member.status === 'unsubscribed').length,
          named: members.filter((member) => member.name !== null).length,
          tagged: members.filter((member) => member.tags.includes(command.tag)).length,
          rssMiB: mib(process.memoryUsage().rss),
        };
        return tally;
      }
      case 'settle':
        klaviyo.settle();
        return {};
      case 'refuse':
        refused = 0;
        // Every `every`th request Mailchimp has is answered 429 with Retry-After 1 s.
        fakes.mailchimp.faults = Object.assign([] as FakeFault[], {
          shift: () =>
            ++refused % command.every === 0 ? ({ status: 429, retryAfter: '1' } as FakeFault) : undefined,
        });
        return {};
      case 'accept':
        fakes.mailchimp.faults = normalFaults;
        return { answered: refused };
    }
  };
  process.on('message', (message: Command & { id: number }) => {
    process.send?.({ id: message.id, result: answer(message) });
  });
  // The bench gone (ended, or killed): so are the services.
  process.on('disconnect', () => void server.close().finally(() => process.exit(0)));
  process.send?.({ ready: address });
}

/** The services' process, started from this file; `ask` sends it a command and resolves with its answer. */
async function startServices() {
  const role = await startForkedRole<Command>(
    fileURLToPath(import.meta.url),
    { BENCH_APPS_ROLE: 'services' },
    'the services',
  );
  const address = role.ready;
  return {
    url: (service: Service) => `${address}/${service}`,
    ask: role.ask,
    stop: role.stop,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The bench.

const cleanups: Array<() => Promise<void> | void> = [];

async function openBenchDatabase(): Promise<DatabaseHandle> {
  if (DATABASE === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-apps-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return openDatabase({ kind: 'pglite', dir });
  }
  const cluster = await startPostgresCluster();
  cleanups.push(() => cluster.stop());
  return openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 10 });
}

/** CONTACTS contacts with consent from checkout, each with its consent history's first line. */
async function seedAudience(database: DatabaseHandle, accountId: number, at: Date) {
  await database.db.execute(sql`
    with made as (
      insert into audience_contacts (account_id, email, name, consent, consent_source, consent_at)
      select ${accountId}, 'kunde' || n || '@example.no', 'Kunde ' || n, 'given', 'checkout', ${at.toISOString()}::timestamptz
        from generate_series(1, ${CONTACTS}) n
      returning id
    )
    insert into audience_consent_events (account_id, contact_id, state, source, at)
    select ${accountId}, id, 'given', 'checkout', ${at.toISOString()}::timestamptz from made`);
}

/** CHANGES consent changes: every other contact withdrawn (the even ones, or with `flip` the odd ones), the rest given. */
async function changeConsent(database: DatabaseHandle, accountId: number, at: Date, flip = false) {
  await database.db.execute(sql`
    with picked as (
      select id, row_number() over (order by id) as n from audience_contacts
       where account_id = ${accountId} order by id limit ${CHANGES}
    ), changed as (
      update audience_contacts c set consent = case when p.n % 2 = ${flip ? 1 : 0} then 'withdrawn' else 'given' end,
             consent_source = 'panel', consent_at = ${at.toISOString()}::timestamptz
        from picked p where c.id = p.id
      returning c.id, c.consent
    )
    insert into audience_consent_events (account_id, contact_id, state, source, at)
    select ${accountId}, id, consent, 'panel', ${at.toISOString()}::timestamptz from changed order by id`);
}

const OWNER = { email: 'eier@apps-bench.no', password: 'Bench-passord-1' };

/** The bench's shop: an account with the apps package and its owner, signed in. */
async function benchShop(database: DatabaseHandle, url: string) {
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({
      email: OWNER.email,
      passwordHash: await hashPassword(OWNER.password),
      firstname: 'Eva',
      lastname: 'Eier',
      roles: ['user'],
    })
    .returning();
  const [account] = await db.insert(accounts).values({ companyName: 'Appbutikken AS' }).returning();
  const [plan] = await db.insert(plans).values({ name: 'Apper' }).returning();
  if (!user || !account || !plan) throw new Error('bench shop not made');
  await db.insert(memberships).values({ accountId: account.id, userId: user.id, role: 'owner' });
  await db.insert(planPackages).values({ planId: plan.id, packageKey: 'PACKAGE_APPS' });
  await db.insert(accountPlans).values({ accountId: account.id, planId: plan.id });
  const panel = new TestClient(url);
  await panel.login(OWNER.email, OWNER.password);
  panel.account = account.id;
  return { account, panel };
}

/** The deliveries made after `afterId`, counted by state. */
async function deliveryStates(database: DatabaseHandle, afterId: number): Promise<Record<string, number>> {
  const rows = await database.db
    .select({ state: appDeliveries.state, count: sql<number>`count(*)::int` })
    .from(appDeliveries)
    .where(gt(appDeliveries.id, afterId))
    .groupBy(appDeliveries.state);
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

async function lastDeliveryId(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ id: max(appDeliveries.id) }).from(appDeliveries);
  return Number(row?.id ?? 0);
}

/** A full collection, to see the heap an export leaves behind (the bench runs without --expose-gc). */
function collect(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * The app's memory around `work`: its resident size before, the highest seen (sampled every 100 ms) and
 * after, and the heap in use after a full collection before and after (what the work kept).
 */
async function withMemory<T>(work: () => Promise<T>) {
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  try {
    const result = await work();
    const after = process.memoryUsage().rss;
    collect();
    return {
      result,
      before,
      peak: Math.max(peak, after),
      after,
      heapBefore,
      heapAfter: process.memoryUsage().heapUsed,
    };
  } finally {
    clearInterval(sampler);
  }
}

const CONNECT: Record<Service, { apiKey: string; settings: Record<string, unknown>; tag: string }> = {
  mailchimp: {
    apiKey: FAKE_MAILCHIMP.apiKey,
    settings: { list_id: FAKE_MAILCHIMP.listId },
    tag: 'Butikkpanel',
  },
  klaviyo: { apiKey: FAKE_KLAVIYO.apiKey, settings: { list_id: FAKE_KLAVIYO.listId }, tag: 'Butikkpanel' },
  rule: { apiKey: FAKE_RULE.apiKey, settings: {}, tag: 'Butikkpanel' },
};

/** The pace of an export against its service's documented limits: what is over them, in words. */
function overLimits(service: Service, pace: Pace): { limits: string; over: string[] } {
  if (service === 'mailchimp') {
    return {
      limits: `at most ${MAILCHIMP_CONNECTIONS} simultaneous connections (Mailchimp's documented limit)`,
      over:
        pace.maxInFlight > MAILCHIMP_CONNECTIONS
          ? [`${pace.maxInFlight} simultaneous connections, over Mailchimp's ${MAILCHIMP_CONNECTIONS}`]
          : [],
    };
  }
  if (service === 'klaviyo') {
    const over: string[] = [];
    const named: string[] = [];
    for (const [endpoint, seen] of Object.entries(pace.endpoints)) {
      const limit = KLAVIYO_RATE_LIMITS[endpoint];
      if (!limit) {
        over.push(`${endpoint}: no documented limit known to the bench`);
        continue;
      }
      named.push(`${endpoint} ${limit.perSecond}/s ${limit.perMinute}/min`);
      if (seen.perSecond > limit.perSecond) over.push(`${endpoint}: ${seen.perSecond} in a second`);
      if (seen.perMinute > limit.perMinute) over.push(`${endpoint}: ${seen.perMinute} in a minute`);
    }
    return { limits: `Klaviyo's documented burst and steady limits: ${named.join('; ')}`, over };
  }
  // Rule's API documentation (apidoc.rule.se) has a rate-limit paragraph whose figure the bench could not
  // confirm: the pace is printed, not held against a number.
  return { limits: "Rule's documented figure not confirmed: printed only", over: [] };
}

async function main() {
  const services = await startServices();
  cleanups.push(() => services.stop());
  const database = await openBenchDatabase();
  await database.migrate();
  await syncPackageCatalogue(database.db);
  const clock = new ManualClock('2026-11-02T09:00:00Z');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-apps-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    PORT: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    JOB_POLL_MS: '60000',
    API_MAX_PER_IP_PER_MINUTE: '100000',
    APPS_MAILCHIMP_URL: services.url('mailchimp'),
    APPS_KLAVIYO_URL: services.url('klaviyo'),
    APPS_RULE_URL: services.url('rule'),
  });
  const app = await buildApp(config, database, { clock });
  const url = await app.server.listen({ port: 0, host: '127.0.0.1' });
  cleanups.unshift(async () => {
    await app.close();
    await database.close();
  });
  const runDue = () => app.platform.jobs.runDue();

  const { account, panel } = await benchShop(database, url);
  console.log(`database: ${DATABASE}; contacts: ${CONTACTS}; consent changes: ${CHANGES}`);
  let started = performance.now();
  await seedAudience(database, account.id, new Date(clock.now().getTime() - 86_400_000));
  console.log(`seeded in ${seconds(performance.now() - started)}`);

  // (a) the first export to each service, one after the other
  const failures: string[] = [];
  for (const service of SERVICES) {
    const { apiKey, settings, tag } = CONNECT[service];
    const connected = await panel.put(`/api/apps/${service}`, { credentials: { api_key: apiKey }, settings });
    if (connected.status !== 200) throw new Error(`${service}: connect answered ${connected.status}`);
    const calls = (await services.ask<Tally>({ do: 'tally', service, tag })).calls;
    await services.ask({ do: 'meter', service });
    started = performance.now();
    const memory = await withMemory(runDue);
    const exportMs = performance.now() - started;
    const pace = await services.ask<Pace>({ do: 'pace' });
    // Klaviyo applies its jobs later: now, for the count.
    if (service === 'klaviyo') await services.ask({ do: 'settle' });
    const tally = await services.ask<Tally>({ do: 'tally', service, tag });
    const [delivery] = await database.db
      .select({ state: appDeliveries.state, error: appDeliveries.error })
      .from(appDeliveries)
      .innerJoin(appConnections, eq(appConnections.id, appDeliveries.connectionId))
      .where(and(eq(appConnections.service, service), eq(appDeliveries.kind, 'export')));
    const { limits, over } = overLimits(service, pace);
    const busiest = Object.entries(pace.endpoints)
      .map(
        ([endpoint, seen]) =>
          `${endpoint}: ${seen.calls} calls, at most ${seen.perSecond}/s, ${seen.perMinute}/min`,
      )
      .join('; ');
    console.log(
      `(a) ${service} export: ${tally.subscribed} of ${CONTACTS} subscribed at the service ` +
        `(${tally.named} with a name, ${tally.tagged} tagged ${tag}), delivery ${delivery?.state ?? 'none'}, ` +
        `in ${seconds(exportMs)} (${tally.calls - calls} calls, ${Math.round(CONTACTS / (exportMs / 1000))} contacts/s, ` +
        `${((pace.calls / Math.max(exportMs, 1)) * 1000).toFixed(1)} calls/s on average, ` +
        `at most ${pace.maxInFlight} at once)\n    ${busiest}\n    limits: ${limits}\n` +
        `    app rss ${mib(memory.before)} MiB before, ${mib(memory.peak)} MiB at most, ${mib(memory.after)} MiB after ` +
        `(+${mib(memory.peak - memory.before)} MiB at most); heap in use after a full collection ` +
        `${mib(memory.heapBefore)} → ${mib(memory.heapAfter)} MiB; the services' process ${tally.rssMiB} MiB`,
    );
    if (tally.subscribed !== CONTACTS || tally.named !== CONTACTS || tally.tagged !== CONTACTS) {
      failures.push(`${service}: not every contact arrived subscribed with its name and tag`);
    }
    if (delivery?.state !== (service === 'klaviyo' ? 'pending' : 'sent')) {
      failures.push(`${service}: the export's delivery is ${delivery?.state} (${delivery?.error ?? ''})`);
    }
    if (exportMs > EXPORT_MAX_MS)
      failures.push(`${service}: the export took ${seconds(exportMs)}, over 5 minutes`);
    failures.push(...over.map((item) => `${service}: ${item}`));
    // Only Mailchimp stays for the consent changes.
    if (service !== 'mailchimp') {
      const gone = await panel.delete(`/api/apps/${service}`);
      if (gone.status !== 204 && gone.status !== 200)
        throw new Error(`${service}: disconnect answered ${gone.status}`);
    }
  }

  // (b) consent changes, one call each
  clock.advance(60_000);
  await changeConsent(database, account.id, clock.now());
  let watermark = await lastDeliveryId(database);
  let calls = (await services.ask<Tally>({ do: 'tally', service: 'mailchimp', tag: '' })).calls;
  started = performance.now();
  clock.advance(60_000);
  await runDue();
  const changesMs = performance.now() - started;
  let tally = await services.ask<Tally>({ do: 'tally', service: 'mailchimp', tag: '' });
  console.log(
    `(b) ${CHANGES} consent changes: ${tally.unsubscribed} unsubscribed at the service, in ${seconds(changesMs)} ` +
      `(${tally.calls - calls} calls, ${Math.round(CHANGES / (changesMs / 1000))} deliveries/s); ` +
      `deliveries ${JSON.stringify(await deliveryStates(database, watermark))}, app rss ${mib(process.memoryUsage().rss)} MiB`,
  );

  // (c) every change turned round (the withdrawn given again: Mailchimp's re-confirmation, pending), with one
  // call in ten answered 429 Retry-After 1 s.
  clock.advance(60_000);
  await changeConsent(database, account.id, clock.now(), true);
  watermark = await lastDeliveryId(database);
  calls = tally.calls;
  await services.ask({ do: 'refuse', every: 10 });
  started = performance.now();
  clock.advance(60_000);
  await runDue();
  let rounds = 0;
  while ((await deliveryStates(database, watermark)).retrying && rounds < 12) {
    // The queue's backoff (30 s, doubling) is longer than the Retry-After: the clock moves by the backoff.
    clock.advance(30_000 * 2 ** rounds);
    await runDue();
    rounds += 1;
  }
  const faultMs = performance.now() - started;
  const { answered } = await services.ask<{ answered: number }>({ do: 'accept' });
  tally = await services.ask<Tally>({ do: 'tally', service: 'mailchimp', tag: '' });
  console.log(
    `(c) ${CHANGES} changes turned round, 1 call in 10 refused with 429: deliveries ` +
      `${JSON.stringify(await deliveryStates(database, watermark))} after ${rounds} backoff rounds, ` +
      `in ${seconds(faultMs)} (${tally.calls - calls} calls, ${answered} answered)`,
  );

  if (failures.length > 0) {
    console.error(`failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (process.env.BENCH_APPS_ROLE === 'services') {
  await serveServices();
} else {
  const watchdog = setTimeout(() => {
    console.error(`stopped after ${MAX_MINUTES} minutes`);
    void Promise.allSettled(cleanups.map((cleanup) => cleanup())).then(() => process.exit(1));
  }, MAX_MINUTES * 60_000);
  watchdog.unref();
  try {
    await main();
  } finally {
    for (const cleanup of cleanups) await cleanup();
    clearTimeout(watchdog);
  }
}
