import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const READY_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${log()}`);
    const ok = await fetch(`${url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /readyz within ${READY_TIMEOUT_MS} ms:\n${log()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Starts the built server on a free port with a fresh data directory (so the demo logins are seeded). */
export default async function setup(project: TestProject) {
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'butikkpanel-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Always the embedded database: a fresh DATA_DIR is what seeds the demo logins.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test signs in from the same address within a minute; the limit itself is the server's to test.
      LOGIN_MAX_PER_IP_PER_MINUTE: '600',
      // The general limit also counts the app's script chunks, and every test's fresh browser context
      // fetches them all again from the same address; the limit itself is the server's to test.
      API_MAX_PER_IP_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The output is read (a full pipe would stall the server) and kept for the error message.
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const log = () => lines.slice(-40).join('\n');

  try {
    await waitUntilReady(baseUrl, server, log);
  } catch (error) {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
}
