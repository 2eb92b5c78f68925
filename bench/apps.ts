/**
 * Apps benchmark (issue 32): one account with BENCH_CONTACTS contacts who consented (default 50,000) connects
 * our local Mailchimp (apps/server/src/modules/apps/fakes, on loopback: every call a real HTTP request), and
 *  (a) the first export: the whole audience in Mailchimp's batch form (500 a call), timed to the last call;
 *  (b) BENCH_CHANGES consent changes (default 10,000: half withdrawn, half given again) scanned and sent,
 *      one call each, timed from the scan to the last delivery recorded; deliveries per second;
 *  (c) the same with the service answering 429 (Retry-After 1 s) to one call in ten: nothing lost, nothing
 *      sent twice, every refused call waits at least its second.
 * Every run checks what arrived at the service against what was sent (counts and statuses) and prints it.
 * The server is the real app in this process with a manual clock (the job layer's schedules and backoff run
 * when the clock moves); the database is PostgreSQL 15 (a throwaway cluster) or, with BENCH_DATABASE=pglite,
 * the embedded one.
 *   npm run apps -w @butikkpanel/bench
 *   BENCH_CONTACTS=5000 BENCH_CHANGES=1000 BENCH_DATABASE=pglite npm run apps -w @butikkpanel/bench
 * Bounded: BENCH_MAX_MINUTES (default 10) for the whole run; it stops what it started.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gt, max, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import {
  accountPlans,
  accounts,
  appDeliveries,
  memberships,
  planPackages,
  plans,
  users,
} from '../apps/server/src/db/schema';
import { createFakeMailchimp } from '../apps/server/src/modules/apps/fakes/mailchimp';
import { startFakeServices } from '../apps/server/src/modules/apps/fakes/server';
import type { FakeFault } from '../apps/server/src/modules/apps/fakes/types';
import { hashPassword } from '../apps/server/src/modules/auth';
import { ManualClock } from '../apps/server/src/platform';
import { syncPackageCatalogue } from '../apps/server/src/seed/packages';
import { TestClient } from '../apps/server/test/http';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 50_000);
const CHANGES = Math.min(Number(process.env.BENCH_CHANGES ?? 10_000), CONTACTS);
const DATABASE = process.env.BENCH_DATABASE ?? 'postgres';
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 10);

const cleanups: Array<() => Promise<void> | void> = [];
const watchdog = setTimeout(() => {
  console.error(`stopped after ${MAX_MINUTES} minutes`);
  void Promise.allSettled(cleanups.map((cleanup) => cleanup())).then(() => process.exit(1));
}, MAX_MINUTES * 60_000);
watchdog.unref();

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rssMiB = () => `${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB`;

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

async function main() {
  const mailchimp = createFakeMailchimp();
  const fakes = await startFakeServices([mailchimp]);
  cleanups.push(() => fakes.close());
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
    APPS_MAILCHIMP_URL: fakes.url('mailchimp'),
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

  const listId = mailchimp.state.lists[0]?.id ?? '';
  const connected = await panel.put('/api/apps/mailchimp', {
    credentials: { api_key: mailchimp.state.apiKey },
    settings: { list_id: listId },
  });
  if (connected.status !== 200) throw new Error(`connect answered ${connected.status}`);

  // (a) the first export
  let calls = mailchimp.calls;
  started = performance.now();
  await runDue();
  const exportMs = performance.now() - started;
  const exported = [...mailchimp.state.members.values()].filter((member) => member.status === 'subscribed');
  console.log(
    `(a) export: ${exported.length} of ${CONTACTS} subscribed at the service in ${seconds(exportMs)} ` +
      `(${mailchimp.calls - calls} calls, ${Math.round(CONTACTS / (exportMs / 1000))} contacts/s), rss ${rssMiB()}`,
  );

  // (b) consent changes, one call each
  clock.advance(60_000);
  await changeConsent(database, account.id, clock.now());
  let watermark = await lastDeliveryId(database);
  calls = mailchimp.calls;
  started = performance.now();
  clock.advance(60_000);
  await runDue();
  const changesMs = performance.now() - started;
  const withdrawn = [...mailchimp.state.members.values()].filter(
    (member) => member.status === 'unsubscribed',
  );
  console.log(
    `(b) ${CHANGES} consent changes: ${withdrawn.length} unsubscribed at the service, in ${seconds(changesMs)} ` +
      `(${mailchimp.calls - calls} calls, ${Math.round(CHANGES / (changesMs / 1000))} deliveries/s); ` +
      `deliveries ${JSON.stringify(await deliveryStates(database, watermark))}, rss ${rssMiB()}`,
  );

  // (c) every change turned round (the withdrawn given again: Mailchimp's re-confirmation, pending), with one
  // call in ten answered 429 Retry-After 1 s.
  clock.advance(60_000);
  await changeConsent(database, account.id, clock.now(), true);
  watermark = await lastDeliveryId(database);
  calls = mailchimp.calls;
  let seen = 0;
  const original = mailchimp.faults;
  mailchimp.faults = Object.assign([] as FakeFault[], {
    shift: () => (++seen % 10 === 0 ? ({ status: 429, retryAfter: '1' } as FakeFault) : undefined),
  });
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
  mailchimp.faults = original;
  console.log(
    `(c) ${CHANGES} changes turned round, 1 call in 10 refused with 429: deliveries ` +
      `${JSON.stringify(await deliveryStates(database, watermark))} after ${rounds} backoff rounds, ` +
      `in ${seconds(faultMs)} (${mailchimp.calls - calls} calls, ${seen} answered)`,
  );
}

try {
  await main();
} finally {
  for (const cleanup of cleanups) await cleanup();
  clearTimeout(watchdog);
}
