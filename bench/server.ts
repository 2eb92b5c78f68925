/**
 * What the benchmarks share: a free loopback port, the real server started from source and waited for,
 * signing in, and percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

import { serverNodeFlags } from '../apps/server/test/support/processes';

export { freePort } from '../apps/server/test/support/processes';

/**
 * `apps/server/src/main.ts` on `port` with `env` added to the bench's own; resolves once /readyz answers.
 * BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server (written on SIGTERM).
 * With `probe`, the server measures its event-loop delay and GC pauses for `probeServer`.
 */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
  options: { probe?: boolean } = {},
): Promise<ChildProcess> {
  // The production flags first (the `serve` script); BENCH_SERVER_NODE_ARGS adds to them or overrides them.
  const nodeArgs = [
    ...serverNodeFlags(),
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  if (options.probe) nodeArgs.push('--import', './bench/event-loop-probe.mjs');
  // BENCH_SERVER_DIST=1 runs the build `npm run serve` runs (after `npm run build`): no TypeScript loader
  // and its source maps in the heap.
  const entry =
    process.env.BENCH_SERVER_DIST === '1'
      ? ['apps/server/dist/main.js']
      : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit', ...(options.probe ? (['ipc'] as const) : [])],
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** A process's resident memory now and its high-water mark (Linux's VmRSS and VmHWM), in bytes. */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

/** Starts a process's high-water mark again from its resident size now (clear_refs "5"); false if refused. */
export function resetResidentPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Signs in through the login form's calls (anti-forgery token and its cookie). */
export async function login(
  base: string,
  email: string,
  password = 'Demo1234!',
): Promise<{ token: string; account: number }> {
  const tokenAnswer = await fetch(`${base}/api/auth/token`, { method: 'POST' });
  const cookie = tokenAnswer.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const { token } = (await tokenAnswer.json()) as { token: string };
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ email, password, token }),
  });
  if (!answer.ok) throw new Error(`login failed: ${answer.status} ${await answer.text()}`);
  const body = (await answer.json()) as { access_token: string; account_id: number };
  return { token: body.access_token, account: body.account_id };
}

/**
 * A lean HTTP/1.1 client over one kept-alive connection, for timing one request at a time. Node's `fetch`
 * (undici) allocates enough per request that its own collections showed up as a 4-5 ms answer every ~100 ms
 * in the discounts bench: the load generator's pauses, not the server's.
 */
export function keepAliveClient(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    request(
      method: 'GET' | 'POST',
      url: string,
      headers: Record<string, string>,
      body?: unknown,
    ): Promise<{ status: number; text: string }> {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const outgoing = http.request(
          `${base}${url}`,
          {
            method,
            agent,
            headers: payload
              ? {
                  ...headers,
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }
              : headers,
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () =>
              resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
            );
            answer.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

export type KeepAliveClient = ReturnType<typeof keepAliveClient>;

/** The value at fraction `p` of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export interface ProbeReport {
  loop: { p50: number; p99: number; max: number };
  gc: { count: number; totalMs: number; maxMs: number; major: number[] };
  /** The database pool (PostgreSQL): queries, the queue each met (peak, mean) and its wait for a connection. */
  pool: {
    queries: number;
    queuePeak: number;
    queueMean: number;
    waitP50: number;
    waitP99: number;
    waitMax: number;
  } | null;
}

/** Tells a server started with `probe` (bench/event-loop-probe.mjs) to start measuring again. */
export function resetProbe(server: ChildProcess): void {
  server.send({ probe: 'reset' });
}

/** Asks a server started with `probe` one question and waits for the answer of the same name. */
function askProbe<T>(
  server: ChildProcess,
  probe: 'report' | 'memory' | 'snapshot' | 'sampling' | 'sampled',
  extra: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve) => {
    const listen = (message: { probe?: string } & T) => {
      if (message.probe !== probe) return;
      server.off('message', listen);
      resolve(message);
    };
    server.on('message', listen);
    server.send({ probe, ...extra });
  });
}

/** What a server started with `probe` measured since its last reset. */
export const probeReport = (server: ChildProcess) => askProbe<ProbeReport>(server, 'report');

/** A server's memory right after a full collection: what it holds, not what it has not yet collected. */
export interface ProbeMemory {
  rssMiB: number;
  heapUsedMiB: number;
  /** What V8 has reserved for its heap (used, free and fragmented). */
  heapTotalMiB: number;
  /** Memory outside the heap that JS objects hold (buffers). */
  externalMiB: number;
  /** The most the process has been resident since it started (before the collection, garbage included). */
  peakRssMiB: number;
}

export const probeMemory = (server: ChildProcess) => askProbe<ProbeMemory>(server, 'memory');

/** Writes a heap snapshot of a server started with `probe` to `file` (Chrome DevTools reads it). */
export const probeSnapshot = (server: ChildProcess, file: string) =>
  askProbe<{ file: string }>(server, 'snapshot', { file });

/**
 * Starts allocation sampling in a server started with `probe`; `stopSampling` writes the profile (a
 * `.heapprofile` Chrome DevTools reads) of what is still alive or was collected by a mark-compact since.
 */
export const startSampling = (server: ChildProcess) => askProbe<object>(server, 'sampling');
export const stopSampling = (server: ChildProcess, file: string) =>
  askProbe<{ file: string | null }>(server, 'sampled', { file });
