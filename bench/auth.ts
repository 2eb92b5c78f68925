/**
 * Auth benchmark: sign-in latency (argon2id dominates) and authenticated-request throughput
 * (JWT check + session lookup) against the real server on loopback. Bounded in count and time.
 *   npm run auth -w @butikkpanel/bench            (embedded PGlite)
 *   DATABASE_URL=postgres://... npm run auth -w @butikkpanel/bench
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/seed/demo';
import { syncPackageCatalogue } from '../apps/server/src/seed/packages';

const LOGINS = 30;
const ME_SECONDS = 5;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
    API_MAX_PER_IP_PER_MINUTE: '10000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const database = await openDatabase(
    config.database.kind === 'pglite' ? { kind: 'pglite', dir: null } : config.database,
  );
  await database.migrate();
  await syncPackageCatalogue(database.db);
  await seedDemo(database.db);
  const app = await buildApp(config, database);
  const base = await app.server.listen({ port: 0, host: '127.0.0.1' });

  const tokenAnswer = await fetch(`${base}/api/auth/token`, { method: 'POST' });
  const cookie = tokenAnswer.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const { token } = (await tokenAnswer.json()) as { token: string };

  const loginTimes: number[] = [];
  let accessToken = '';
  for (let i = 0; i < LOGINS; i++) {
    const started = performance.now();
    const answer = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ email: 'eier@demo.no', password: DEMO_PASSWORD, token }),
    });
    loginTimes.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
    accessToken = ((await answer.json()) as { access_token: string }).access_token;
  }
  loginTimes.sort((a, b) => a - b);

  const meTimes: number[] = [];
  const deadline = performance.now() + ME_SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const answer = await fetch(`${base}/api/accounts/current`, {
        headers: { authorization: `Bearer ${accessToken}`, 'authorized-account': '1' },
      });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`accounts/current answered ${answer.status}`);
      meTimes.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  meTimes.sort((a, b) => a - b);

  console.log(`database: ${database.kind}`);
  console.log(
    `login (argon2id verify + session): n=${LOGINS} p50=${ms(percentile(loginTimes, 0.5))} p95=${ms(percentile(loginTimes, 0.95))}`,
  );
  console.log(
    `GET /api/accounts/current (JWT + session + membership + packages): ${CONCURRENCY} concurrent, ${ME_SECONDS} s, ` +
      `${Math.round(meTimes.length / ME_SECONDS)} req/s p50=${ms(percentile(meTimes, 0.5))} p95=${ms(percentile(meTimes, 0.95))} p99=${ms(percentile(meTimes, 0.99))}`,
  );
  console.log(`rss: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`);

  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
