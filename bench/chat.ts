/**
 * Chat benchmark: N visitor sockets and M operators against one real server process on loopback.
 * Prints server memory per visitor connection, visitor→operator latency (p50/p99) and messages per second.
 *   npm run chat -w @butikkpanel/bench                       (2,000 visitors, 200 msg/s for 10 s, PGlite)
 *   BENCH_VISITORS=10000 BENCH_RATE=1000 npm run chat -w @butikkpanel/bench
 *   DATABASE_URL=postgres://… JWT_SECRET=… npm run chat -w @butikkpanel/bench
 *   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' …   (a CPU profile of the server)
 * Bounded: it stops after the message phase and kills the server it started.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { freePort, login, percentile, startServer } from './server';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 2000);
const OPERATORS = Number(process.env.BENCH_OPERATORS ?? 5);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BATCH = 200;

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The server on the bench's data directory, with the demo seeded and the rate limits out of the way. */
const startChatServer = (port: number, dataDir: string) =>
  startServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
    API_MAX_PER_IP_PER_MINUTE: '10000000',
    CHAT_IP_MESSAGES_PER_MINUTE: '10000000',
    CHAT_VISITOR_MESSAGES_PER_MINUTE: '100000',
    CHAT_VISITOR_EVENTS_BURST: '100000',
    CHAT_VISITOR_EVENTS_PER_MINUTE: '1000000',
    CHAT_IP_EVENTS_BURST: '10000000',
    CHAT_IP_EVENTS_PER_MINUTE: '100000000',
  });

const socketOptions = (base: string) => ({
  transports: ['websocket'],
  reconnection: false,
  forceNew: true,
  extraHeaders: { origin: base },
});

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-chat-bench-'));
  // The first start creates the embedded database (a one-off cost of several hundred MiB in PGlite);
  // measure a second start on that database, as a shop's server runs day to day.
  const first = await startChatServer(port, dataDir);
  first.kill('SIGTERM');
  await new Promise((resolve) => first.once('exit', resolve));
  const server = await startChatServer(port, dataDir);
  const sockets: Socket[] = [];
  try {
    const { token, account } = await login(base, 'eier@demo.no');
    const operators: Socket[] = [];
    for (let index = 0; index < OPERATORS; index++) {
      const socket = io(`${base}/operator`, socketOptions(base));
      sockets.push(socket);
      await socket.timeout(10_000).emitWithAck('newOperator', { token, account, isOnline: 1 });
      operators.push(socket);
    }
    const baseline = rssMiB(server.pid ?? 0);

    const visitors: Socket[] = [];
    const connectStarted = performance.now();
    for (let start = 0; start < VISITORS; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, VISITORS - start) }, async () => {
        const socket = io(`${base}/visitor`, {
          ...socketOptions(base),
          auth: { account, uid: `bench-${randomBytes(8).toString('hex')}` },
        });
        sockets.push(socket);
        await socket
          .timeout(60_000)
          .emitWithAck('hello', { page: { path: '/sko', url: `${base}/sko`, title: 'Sko' }, isMobile: 0 });
        visitors.push(socket);
      });
      await Promise.all(batch);
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const loaded = rssMiB(server.pid ?? 0);

    const latencies: number[] = [];
    operators[0]?.on('messageFromClient', (payload: { message: { text: string } }) => {
      const sentAt = Number(payload.message.text.split(' ')[0]);
      if (sentAt) latencies.push(performance.now() + performance.timeOrigin - sentAt);
    });
    let sent = 0;
    let failed = 0;
    const phaseStarted = performance.now();
    const interval = 1000 / RATE;
    while (performance.now() - phaseStarted < SECONDS * 1000) {
      const due = Math.floor((performance.now() - phaseStarted) / interval);
      while (sent < due) {
        const visitor = visitors[sent % visitors.length];
        sent += 1;
        visitor
          ?.timeout(10_000)
          .emitWithAck('message', {
            client_id: `m-${randomBytes(8).toString('hex')}`,
            text: `${performance.now() + performance.timeOrigin} hei`,
          })
          .then((answer: { ok: boolean }) => {
            if (!answer.ok) failed += 1;
          })
          .catch(() => {
            failed += 1;
          });
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const phaseSeconds = SECONDS;
    latencies.sort((a, b) => a - b);

    console.log(`database: ${process.env.DATABASE_URL ? 'postgres' : 'pglite (embedded)'}`);
    console.log(
      `visitors: ${visitors.length} connected in ${connectSeconds.toFixed(1)} s; operators: ${operators.length}`,
    );
    console.log(
      `server rss: ${baseline.toFixed(0)} MiB before visitors, ${loaded.toFixed(0)} MiB with them: ` +
        `${(((loaded - baseline) * 1024) / Math.max(1, visitors.length)).toFixed(1)} KiB per visitor connection`,
    );
    console.log(
      `messages: ${sent} sent at ${RATE}/s target for ${phaseSeconds} s, ${latencies.length} delivered to the operator ` +
        `(${(latencies.length / phaseSeconds).toFixed(0)}/s), ${failed} failed`,
    );
    console.log(
      `visitor→operator latency: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
    );
  } finally {
    for (const socket of sockets) socket.disconnect();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
