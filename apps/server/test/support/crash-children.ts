import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

/**
 * Real server processes for the crash tests (test/support/crash-child.ts: the real startup path with probe
 * modules), killed with SIGKILL and started again on the same database, PGlite or PostgreSQL.
 */
export interface Status {
  effects: number;
  distinct: number;
  pending: number;
  events: number;
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/** One test file's children: their databases, one signing secret, and a cleanup for afterAll. */
export function crashKit(postgresUrl: string | null | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-crash-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const cleanups: Array<() => Promise<void>> = [];

  /** A database for one test: a PGlite directory, or a new database on the test cluster. */
  async function freshTarget(name: string): Promise<Record<string, string>> {
    if (!postgresUrl) {
      const dir = path.join(dataDir, name);
      mkdirSync(dir, { recursive: true });
      return { DATA_DIR: dir };
    }
    const database = `crash_${name}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    });
    return { DATABASE_URL: postgresUrl.replace(/\/postgres$/, `/${database}`), DATA_DIR: dataDir };
  }

  const start = (target: Record<string, string>, env: Record<string, string> = {}) =>
    Child.start(target, { JWT_SECRET: jwtSecret, ...env }, cleanups);

  async function cleanup() {
    for (const step of cleanups.reverse()) await step();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { freshTarget, start, cleanup };
}

export class Child {
  latest: Status | null = null;
  readyAt = 0;
  private readonly lines: string[] = [];

  private constructor(
    readonly process: ChildProcess,
    readonly url: string,
  ) {}

  static async start(
    target: Record<string, string>,
    env: Record<string, string>,
    cleanups: Array<() => Promise<void>>,
  ): Promise<Child> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/crash-child.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        ...target,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://localhost:3000',
        SEED_DEMO: '1',
        LOG_LEVEL: 'error',
        NODE_ENV: 'test',
        JOB_POLL_MS: '50',
        // A killed worker's jobs are claimed again 2 s after its lease was last renewed (PostgreSQL).
        JOB_LEASE_MS: '2000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    const errors: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    let instance: Child | null = null;
    const ready = new Promise<Child>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      lines.on('line', (line) => {
        if (line.startsWith('READY ')) {
          instance = new Child(child, line.slice('READY '.length));
          instance.readyAt = performance.now();
          resolve(instance);
        } else if (line.startsWith('STATUS ') && instance) {
          instance.latest = JSON.parse(line.slice('STATUS '.length)) as Status;
        } else {
          instance?.lines.push(line);
        }
      });
      child.once('exit', (code) =>
        reject(new Error(`child exited (${code}): ${errors.join('').slice(-2000)}`)),
      );
    });
    return ready;
  }

  /** Waits until the child's status passes `check`; answers that status and when (ms after ready). */
  async until(
    check: (status: Status) => boolean,
    timeoutMs = 60_000,
  ): Promise<Status & { afterReadyMs: number }> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      const status = this.latest;
      if (status && check(status)) return { ...status, afterReadyMs: performance.now() - this.readyAt };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`timed out; last status ${JSON.stringify(this.latest)}`);
  }

  kill(): Promise<void> {
    return new Promise((resolve) => {
      this.process.once('exit', () => resolve());
      this.process.kill('SIGKILL');
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.process.once('exit', () => resolve());
      this.process.kill('SIGTERM');
    });
  }
}
