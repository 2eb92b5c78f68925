/**
 * Chat benchmark: N visitor sockets and M operators against real server processes on loopback. The sockets
 * live in load-generator processes of their own (bench/chat-load.ts), so neither this process nor one
 * generator's garbage collection holds every visitor up. Prints, for each run of the message phase, the
 * visitor→operator latency beside the server's event-loop delay and GC pauses and the generators' own delay.
 *   npm run chat -w @butikkpanel/bench                       (2,000 visitors, 200 msg/s, 10 s × 3, PGlite)
 *   BENCH_VISITORS=10000 BENCH_RATE=1000 npm run chat -w @butikkpanel/bench
 *   DATABASE_URL=postgres://… JWT_SECRET=… npm run chat -w @butikkpanel/bench
 *   BENCH_INSTANCES=2 DATABASE_URL=… JWT_SECRET=… …   (two servers on one Redis: visitors on the first,
 *                                                         operators on the second; starts its own redis-server)
 *   BENCH_RUNS=0 BENCH_VISITORS=19000 …                  (idle sockets only: memory per connection;
 *                                                         BENCH_IDLE_SECONDS=240 keeps them idle before measuring)
 *   BENCH_SERVER_CPUS=0 BENCH_LOAD_CPUS=1 …   (the machine at half speed: the servers on core 0, the load
 *                                              generators on core 1, with `taskset`; start PostgreSQL on core 0
 *                                              too: `taskset -c 0 npx tsx bench/start-postgres.ts`)
 *   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' …   (a CPU profile of the server)
 *   BENCH_HEAP_SNAPSHOTS=/tmp/heap …   (heap snapshots of the server before and with the visitors and after the
 *                                       runs, to compare)
 *   BENCH_HEAP_SAMPLING=/tmp/runs.heapprofile …   (where the objects the counted runs promoted were allocated:
 *                                                  what a scavenge did not collect. A mark-compact during the runs
 *                                                  adds the young garbage it collects too, so read a profile of
 *                                                  runs without one.)
 * Each run also prints where a message may wait: the server's database pool (the queue each query met and its
 * wait for a connection), PostgreSQL's own time per statement (pg_stat_statements, reset before each run;
 * bench/start-postgres.ts preloads it) and how late the generators sent against their schedule.
 * Bounded: it stops after the last run and kills the processes it started.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type RedisServer, startRedis } from '../apps/server/test/redis-server';
import { endProcess } from '../apps/server/test/support/processes';
import {
  freePort,
  login,
  type ProbeMemory,
  percentile,
  probeMemory,
  probeReport,
  probeSnapshot,
  resetProbe,
  root,
  startSampling,
  startServer,
  stopSampling,
} from './server';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 2000);
const OPERATORS = Number(process.env.BENCH_OPERATORS ?? 5);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 0);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
// Two cores: more generators than that only share them; fewer holds too many sockets in one process.
const GENERATORS = Number(process.env.BENCH_GENERATORS ?? 4);
const SERVER_CPUS = process.env.BENCH_SERVER_CPUS;
const LOAD_CPUS = process.env.BENCH_LOAD_CPUS;

/** Pins a process and every thread it has to `cpus` (taskset's list, e.g. "0"); threads it makes later inherit it. */
function pin(child: ChildProcess, cpus: string | undefined): void {
  if (cpus && child.pid)
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(child.pid)], { stdio: 'ignore' });
}

/**
 * PostgreSQL's own time per statement (pg_stat_statements), or why it cannot say: the extension must be
 * preloaded (bench/start-postgres.ts does) and is created here.
 */
async function statementStats(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const missing = await client
    .query('create extension if not exists pg_stat_statements')
    .then(() => client.query('select pg_stat_statements_reset()'))
    .then(
      () => null,
      (error: Error) => error.message,
    );
  return {
    missing,
    reset: async () => {
      if (!missing) await client.query('select pg_stat_statements_reset()');
    },
    /** The five statements PostgreSQL spent the most time on since the reset, the bench's own left out. */
    top: async () => {
      if (missing) return [];
      const { rows } = await client.query<{
        query: string;
        calls: string;
        mean: number;
        max: number;
        total: number;
      }>(
        `select query, calls, mean_exec_time as mean, max_exec_time as max, total_exec_time as total
           from pg_stat_statements where query not ilike '%pg_stat_statements%'
           order by total_exec_time desc limit 5`,
      );
      return rows;
    },
    end: () => client.end(),
  };
}

/** A server with the demo seeded and the rate limits out of the way, measuring its own event loop. */
const startChatServer = (port: number, env: NodeJS.ProcessEnv) =>
  startServer(
    port,
    {
      SEED_DEMO: '1',
      LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
      API_MAX_PER_IP_PER_MINUTE: '10000000',
      CHAT_IP_MESSAGES_PER_MINUTE: '10000000',
      CHAT_VISITOR_MESSAGES_PER_MINUTE: '100000',
      CHAT_VISITOR_EVENTS_BURST: '100000',
      CHAT_VISITOR_EVENTS_PER_MINUTE: '1000000',
      CHAT_IP_EVENTS_BURST: '10000000',
      CHAT_IP_EVENTS_PER_MINUTE: '100000000',
      ...env,
    },
    120_000,
    { probe: true },
  );

/** A load generator; `ask` sends it a command and resolves with its answer. */
function generator(env: Record<string, string>) {
  const child = fork(path.join(root, 'bench/chat-load.ts'), {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(command: Record<string, unknown>): Promise<T> =>
    new Promise((resolve, reject) => {
      const listen = (message: { done?: string } & T) => {
        if (message.done !== command.do) return;
        child.off('message', listen);
        child.off('exit', exited);
        resolve(message);
      };
      const exited = () => reject(new Error(`load generator exited during ${String(command.do)}`));
      child.on('message', listen);
      child.once('exit', exited);
      child.send(command);
    });
  return { child, ask };
}

const fixed = (value: number) => value.toFixed(1);
const spread = (values: number[]) => `${fixed(Math.min(...values))}–${fixed(Math.max(...values))}`;

async function main() {
  if (INSTANCES > 1 && !process.env.DATABASE_URL) {
    throw new Error('BENCH_INSTANCES=2 needs DATABASE_URL: the embedded database belongs to one process');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-chat-bench-'));
  const processes: ChildProcess[] = [];
  let redis: RedisServer | null = null;
  const statements = process.env.DATABASE_URL ? await statementStats(process.env.DATABASE_URL) : null;
  try {
    if (INSTANCES > 1) redis = await startRedis();
    const env = { DATA_DIR: dataDir, ...(redis ? { REDIS_URL: redis.url } : {}) };
    const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
    // The first start creates the database (for PGlite a one-off cost of several hundred MiB); measure a
    // second start on it, as a shop's server runs day to day.
    const once = await startChatServer(ports[0] ?? 0, env);
    await endProcess(once);
    const servers: ChildProcess[] = [];
    for (const port of ports) {
      const server = await startChatServer(port, env);
      pin(server, SERVER_CPUS);
      servers.push(server);
      processes.push(server);
    }
    const [visitorServer, operatorServer] = [servers[0], servers.at(-1)];
    const visitorBase = `http://127.0.0.1:${ports[0]}`;
    const operatorBase = `http://127.0.0.1:${ports.at(-1)}`;
    if (!visitorServer || !operatorServer) throw new Error('no server');

    const { token, account } = await login(operatorBase, 'eier@demo.no');
    const operators = generator({
      LOAD_ROLE: 'operators',
      LOAD_BASE: operatorBase,
      LOAD_COUNT: String(OPERATORS),
      LOAD_ACCOUNT: String(account),
      LOAD_TOKEN: token,
    });
    processes.push(operators.child);
    pin(operators.child, LOAD_CPUS);
    const operatorsConnected = (await operators.ask<{ connected: number }>({ do: 'connect' })).connected;
    const baselineCollected = await probeMemory(visitorServer);
    const snapshots = process.env.BENCH_HEAP_SNAPSHOTS;
    if (snapshots) await probeSnapshot(visitorServer, path.join(snapshots, 'before-visitors.heapsnapshot'));

    const shares = Array.from(
      { length: GENERATORS },
      (_, index) => Math.floor(VISITORS / GENERATORS) + (index < VISITORS % GENERATORS ? 1 : 0),
    );
    const visitors = shares.map((share, index) =>
      generator({
        LOAD_ROLE: 'visitors',
        LOAD_BASE: visitorBase,
        LOAD_COUNT: String(share),
        LOAD_ACCOUNT: String(account),
        LOAD_LOCAL_ADDRESS: `127.0.0.${index + 2}`,
      }),
    );
    processes.push(...visitors.map((visitor) => visitor.child));
    for (const visitor of visitors) pin(visitor.child, LOAD_CPUS);
    const connectStarted = performance.now();
    const connected = (
      await Promise.all(visitors.map((visitor) => visitor.ask<{ connected: number }>({ do: 'connect' })))
    ).reduce((sum, answer) => sum + answer.connected, 0);
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    // BENCH_IDLE_SECONDS holds the sockets idle first: their heartbeats alone let the heap grow up to where
    // the next mark-compact starts, which the peak resident memory then shows.
    await new Promise((resolve) => setTimeout(resolve, 2000 + IDLE_SECONDS * 1000));
    const loadedCollected = await probeMemory(visitorServer);
    if (snapshots) await probeSnapshot(visitorServer, path.join(snapshots, 'with-visitors.heapsnapshot'));

    console.log(
      `database: ${process.env.DATABASE_URL ? 'postgres' : 'pglite (embedded)'}; instances: ${INSTANCES}` +
        `${INSTANCES > 1 ? ' on one Redis (visitors on the first, operators on the second)' : ''}`,
    );
    console.log(
      `visitors: ${connected} of ${VISITORS} connected in ${connectSeconds.toFixed(1)} s by ${GENERATORS} ` +
        `load-generator processes; operators: ${operatorsConnected}`,
    );
    const perVisitor = (before: number, after: number) =>
      `${(((after - before) * 1024) / Math.max(1, connected)).toFixed(1)} KiB`;
    const line = (label: string, key: keyof ProbeMemory) =>
      `${label} ${baselineCollected[key].toFixed(0)} → ${loadedCollected[key].toFixed(0)} MiB ` +
      `(${perVisitor(baselineCollected[key], loadedCollected[key])} per visitor)`;
    // Resident memory right after a full collection, and the peak: what the process reached, garbage included.
    console.log(
      `server, after a full collection: ${line('rss', 'rssMiB')}, ${line('live heap', 'heapUsedMiB')}, ` +
        `${line('heap reserved', 'heapTotalMiB')}, ${line('outside the heap', 'externalMiB')}; ` +
        `peak rss ${loadedCollected.peakRssMiB.toFixed(0)} MiB`,
    );

    if (SERVER_CPUS || LOAD_CPUS) {
      console.log(`cores: servers ${SERVER_CPUS ?? 'any'}, load generators ${LOAD_CPUS ?? 'any'} (taskset)`);
    }
    if (statements?.missing) console.log(`pg_stat_statements: not available (${statements.missing})`);
    const p50s: number[] = [];
    const p99s: number[] = [];
    // Run 0 warms up (a server that has just started compiles its message path and prepares its statements
    // on each pool connection); it is printed, not counted.
    for (let run = RUNS > 0 ? 0 : 1; run <= RUNS; run++) {
      const seconds = run === 0 ? WARMUP_SECONDS : SECONDS;
      if (run === 1 && process.env.BENCH_HEAP_SAMPLING) await startSampling(visitorServer);
      await operators.ask({ do: 'collect' });
      for (const server of servers) resetProbe(server);
      await statements?.reset();
      const outcomes = await Promise.all(
        visitors.map((visitor) =>
          visitor.ask<{
            sent: number;
            failed: number;
            loop: { max: number };
            sendLag: { p99: number; max: number };
          }>({
            do: 'send',
            rate: RATE / GENERATORS,
            seconds,
          }),
        ),
      );
      // Every ack is in; what is still on its way to the operator gets a moment.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const probes = await Promise.all(servers.map(probeReport));
      const statementsTop = (await statements?.top()) ?? [];
      const collected = await operators.ask<{ latencies: Array<[number, number]>; loop: { max: number } }>({
        do: 'collect',
      });
      const latencies = collected.latencies.map(([, latency]) => latency).sort((a, b) => a - b);
      const sent = outcomes.reduce((sum, outcome) => sum + outcome.sent, 0);
      const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
      const p50 = percentile(latencies, 0.5);
      const p99 = percentile(latencies, 0.99);
      if (run > 0) {
        p50s.push(p50);
        p99s.push(p99);
      }
      console.log(
        `${run === 0 ? 'warm-up (not counted)' : `run ${run}`}: ${sent} sent at ${RATE}/s for ${seconds} s, ` +
          `${latencies.length} delivered (${(latencies.length / seconds).toFixed(0)}/s), ${failed} failed; latency p50 ${fixed(p50)} ms, ` +
          `p99 ${fixed(p99)} ms, max ${fixed(latencies.at(-1) ?? 0)} ms`,
      );
      // When the slowest messages were sent: one stall, or spread over the run.
      const started = Math.min(...collected.latencies.map(([sentAt]) => sentAt));
      const late = collected.latencies
        .filter(([, latency]) => latency >= p99)
        .map(([sentAt]) => sentAt - started);
      if (late.length > 0) {
        console.log(
          `  the slowest 1 % were sent ${fixed(Math.min(...late) / 1000)}–${fixed(Math.max(...late) / 1000)} s into ` +
            `the run (from ${new Date(started + Math.min(...late)).toISOString().slice(11, 23)} UTC)`,
        );
      }
      probes.forEach((probe, index) => {
        console.log(
          `  server ${index + 1}: event-loop delay p50 ${fixed(probe.loop.p50)} ms, p99 ${fixed(probe.loop.p99)} ms, ` +
            `max ${fixed(probe.loop.max)} ms; GC ${probe.gc.count} pauses, ${probe.gc.totalMs} ms in all, ` +
            `longest ${probe.gc.maxMs} ms; mark-compact ended at ${
              probe.gc.major.map((at) => new Date(at).toISOString().slice(11, 23)).join(', ') || 'none'
            }`,
        );
        if (probe.pool) {
          const pool = probe.pool;
          console.log(
            `  server ${index + 1} database pool: ${pool.queries} queries; waiting before each: peak ${pool.queuePeak}, ` +
              `mean ${fixed(pool.queueMean)}; wait for a connection p50 ${fixed(pool.waitP50)} ms, ` +
              `p99 ${fixed(pool.waitP99)} ms, max ${fixed(pool.waitMax)} ms`,
          );
        }
      });
      for (const statement of statementsTop) {
        console.log(
          `  postgres: ${statement.calls} × mean ${statement.mean.toFixed(3)} ms, max ${fixed(statement.max)} ms, ` +
            `${fixed(statement.total)} ms in all: ${statement.query.replace(/\s+/g, ' ').slice(0, 90)}`,
        );
      }
      console.log(
        `  load generators: event-loop delay max ${spread(outcomes.map((outcome) => outcome.loop.max))} ms ` +
          `(visitors), ${fixed(collected.loop.max)} ms (operators); send lag p99 ` +
          `${spread(outcomes.map((outcome) => outcome.sendLag.p99))} ms, max ` +
          `${spread(outcomes.map((outcome) => outcome.sendLag.max))} ms (visitors)`,
      );
    }
    if (snapshots && RUNS > 0)
      await probeSnapshot(visitorServer, path.join(snapshots, 'after-runs.heapsnapshot'));
    const sampling = process.env.BENCH_HEAP_SAMPLING;
    if (sampling && RUNS > 0) {
      const { file } = await stopSampling(visitorServer, sampling);
      console.log(`allocation sampling of the counted runs: ${file ?? 'failed'}`);
    }
    if (RUNS > 1) {
      console.log(`spread over ${RUNS} runs: p50 ${spread(p50s)} ms, p99 ${spread(p99s)} ms`);
    }
  } finally {
    await Promise.all(processes.map((child) => endProcess(child)));
    await redis?.stop();
    await statements?.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
