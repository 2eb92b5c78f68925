import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from './http';
import { freePort, serverNodeFlags } from './support/processes';

/** The real entry point (src/main.ts) as its own process: the embedded default, start to SIGTERM. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'butikkpanel-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `startedNice`: run it under `nice -n`, which keeps the process id (it replaces itself with node). */
async function startMain(port: number, startedNice?: number): Promise<ChildProcess> {
  const command = [process.execPath, ...serverNodeFlags(), '--import', 'tsx', 'src/main.ts'];
  const [file = '', ...args] =
    startedNice === undefined ? command : ['nice', '-n', String(startedNice), ...command];
  const child = spawn(file, args, {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

/** The nice value of each thread of a process, from /proc (the 19th field of a task's stat line). */
function threadNiceness(pid: number): Map<number, number> {
  const tasks = readdirSync(`/proc/${pid}/task`).map(Number);
  return new Map(
    tasks.map((task) => {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      // The thread's name (field 2) is in parentheses and may hold spaces: count from after it (field 3).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [task, Number(fields[19 - 3])];
    }),
  );
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

// The entry point's default is the embedded database: the PostgreSQL run has nothing to add here.
describe.skipIf(inject('postgresUrl') !== null)('the server process', () => {
  it('seeds once, keeps sessions across a restart, and drains on SIGTERM', async () => {
    const port = await freePort();
    const first = await startMain(port);
    const client = new TestClient(`http://127.0.0.1:${port}`);
    await client.login('eier@demo.no', 'Demo1234!');

    const exited = exitOf(first);
    first.kill('SIGTERM');
    expect(await exited).toBe(0);

    const second = await startMain(port);
    try {
      // Same DATA_DIR: the signing secret and the session survived, and the demo was not seeded twice.
      expect((await client.get('/api/auth/me')).status).toBe(200);
      const staff = new TestClient(`http://127.0.0.1:${port}`);
      await staff.login('staff@demo.no', 'Demo1234!');
      const accounts = await staff.get<{ data: unknown[] }>('/api/accounts');
      expect(accounts.body.data).toHaveLength(2);

      // The event loop keeps its priority; the garbage collector's and libuv's threads yield to it (nice 10).
      if (process.platform === 'linux' && second.pid) {
        const niceness = threadNiceness(second.pid);
        const { [second.pid]: mainThread, ...helpers } = Object.fromEntries(niceness);
        expect(mainThread).toBe(0);
        // V8's workers and libuv's pool: four each by default.
        expect(Object.keys(helpers).length).toBeGreaterThanOrEqual(8);
        expect(new Set(Object.values(helpers))).toEqual(new Set([10]));
      }
    } finally {
      const done = exitOf(second);
      second.kill('SIGTERM');
      expect(await done).toBe(0);
    }
  }, 120_000);

  it('never raises a thread: started at nice 15, every thread stays at 15', async () => {
    if (process.platform !== 'linux') return;
    const server = await startMain(await freePort(), 15);
    try {
      expect(new Set(threadNiceness(server.pid ?? 0).values())).toEqual(new Set([15]));
    } finally {
      const done = exitOf(server);
      server.kill('SIGTERM');
      expect(await done).toBe(0);
    }
  }, 60_000);
});
