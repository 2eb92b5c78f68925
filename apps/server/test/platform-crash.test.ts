import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from './http';

/**
 * The queue's promises under a real crash: server processes (test/support/crash-child.ts, the real startup
 * path with probe modules) killed with SIGKILL and started again on the same database, PGlite or PostgreSQL.
 */
interface Status {
  effects: number;
  distinct: number;
  pending: number;
  events: number;
}

const serverDir = path.resolve(import.meta.dirname, '..');
const postgresUrl = inject('postgresUrl');
const dataDir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-crash-'));
const jwtSecret = randomBytes(32).toString('hex');
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

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

class Child {
  latest: Status | null = null;
  readyAt = 0;
  private readonly lines: string[] = [];

  private constructor(
    readonly process: ChildProcess,
    readonly url: string,
  ) {}

  static async start(target: Record<string, string>, env: Record<string, string> = {}): Promise<Child> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/crash-child.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        ...target,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://localhost:3000',
        JWT_SECRET: jwtSecret,
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

describe('jobs and events across a crash', () => {
  it('runs each of 1,000 jobs exactly once when the server is killed with jobs in flight', async () => {
    const target = await freshTarget('jobs');
    const first = await Child.start(target, { CHILD_JOBS: '1000', CHILD_NAME: 'first' });
    const before = await first.until((status) => status.effects >= 150);
    await first.kill();
    expect(before.effects).toBeLessThan(1000);

    const second = await Child.start(target, { CHILD_JOBS: '1000', CHILD_NAME: 'second' });
    const after = first.latest;
    // Jobs that were due start again within 5 s of the restart (after the lease on PostgreSQL).
    const resumed = await second.until((status) => status.effects > (after?.effects ?? 0), 30_000);
    expect(resumed.afterReadyMs).toBeLessThan(5000);
    const done = await second.until((status) => status.pending === 0 && status.effects >= 1000);
    expect(done).toMatchObject({ effects: 1000, distinct: 1000, pending: 0 });
    await second.stop();
  }, 150_000);

  it('gets an ingested order to a durable listener exactly once when the server dies right after the commit', async () => {
    const target = await freshTarget('orders');
    // No worker in the first process: the listener's job can only have been written with the order.
    const first = await Child.start(target, { JOB_WORKER: '0' });
    const panel = new TestClient(first.url);
    await panel.login('eier@demo.no', 'Demo1234!');
    const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Krasj' });
    expect(key.status).toBe(201);
    const shop = new TestClient(first.url);
    const ingested = await shop.post<{ stored: number }>(
      '/api/ingest/orders',
      [
        {
          type: 'created',
          order_id: 'crash-1',
          created_at: '2026-11-20T10:00:00+01:00',
          lines: [{ product_id: 'p1', name: 'Genser', quantity: 1, price: 100 }],
          subtotal: 100,
          total: 125,
        },
      ],
      { authorization: `Bearer ${key.body.data.key}` },
    );
    expect(ingested.status).toBe(200);
    await first.kill();

    const second = await Child.start(target);
    await second.until((status) => status.events >= 1);
    // Give a second delivery every chance to happen before checking there was none.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(second.latest?.events).toBe(1);
    await second.stop();
  }, 120_000);

  it.skipIf(!postgresUrl)(
    'shares one queue between two server instances with no job run twice',
    async () => {
      const target = await freshTarget('shared');
      // 30 ms a job, 8 at a time: the first instance is still busy when the second has started.
      const one = await Child.start(target, { CHILD_JOBS: '1000', CHILD_NAME: 'one', CHILD_JOB_MS: '30' });
      const two = await Child.start(target, { CHILD_JOBS: '1000', CHILD_NAME: 'two', CHILD_JOB_MS: '30' });
      const done = await one.until((status) => status.pending === 0 && status.effects >= 1000);
      expect(done).toMatchObject({ effects: 1000, distinct: 1000 });
      const client = new pg.Client({ connectionString: target.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ worker: string; count: number }>(
        'select worker, count(*)::int as count from probe_effects group by worker order by worker',
      );
      await client.end();
      // Both instances took part.
      expect(rows.map((row) => row.worker)).toEqual(['one', 'two']);
      await Promise.all([one.stop(), two.stop()]);
    },
    120_000,
  );
});
