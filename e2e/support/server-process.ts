import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_SERVICES } from '@butikkpanel/contracts';
import { freePort, serverNodeFlags } from '../../apps/server/test/support/processes';
import { moveServerClock } from './clock-control';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
// A first start migrates and seeds PGlite: 70 s measured on two cores shared with six other test runs.
const READY_TIMEOUT_MS = 180_000;

/**
 * The built server as its own process on a free loopback port, with a fresh data directory (so the demo
 * logins are seeded on the embedded database). The global setup starts the shared one; a test that must
 * restart a server starts its own. `restart` keeps the port and the data, as a deploy does.
 */
export class ServerProcess {
  private process: ChildProcess | null = null;
  private readonly lines: string[] = [];

  /** Where everything the server writes is also appended, for a failed test's report (support/failure-report.ts). */
  logFile: string | null = null;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly extraEnv: Record<string, string> = {},
    /** The token of its clock control, when started with `testClock`. */
    private readonly clockToken: string | null = null,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** `env` adds configuration variables (the shared server gets SMTP_URL, see global-setup.ts). */
  static async start(
    env: Record<string, string> = {},
    options: { testClock?: boolean } = {},
  ): Promise<ServerProcess> {
    const clockToken = randomBytes(32).toString('base64url');
    const server = new ServerProcess(
      await freePort(),
      await mkdtemp(path.join(tmpdir(), 'butikkpanel-e2e-')),
      options.testClock ? { ...env, TEST_CLOCK_TOKEN: clockToken } : env,
      options.testClock ? clockToken : null,
    );
    try {
      await server.run();
    } catch (error) {
      await server.dispose();
      throw error;
    }
    return server;
  }

  /** The last lines the server wrote, for error messages. */
  log(): string {
    return this.lines.slice(-40).join('\n');
  }

  /** SIGTERM, as a deploy stops it; SIGKILL if it has not exited after 10 s. */
  async stop(): Promise<void> {
    const running = this.process;
    this.process = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => running.kill('SIGKILL'), 10_000);
      running.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      running.kill('SIGTERM');
    });
  }

  /**
   * Moves a `testClock` server's clock, to an instant or forward by some milliseconds, and waits until every
   * job due by then has run (apps/server/src/platform/test-clock.ts).
   */
  async moveClock(move: { to: string } | { by: number }): Promise<void> {
    if (this.clockToken === null) throw new Error('this server was not started with testClock');
    await moveServerClock(this.url, this.clockToken, move);
  }

  /** Starts it again on the same port with the same data. */
  async restart(): Promise<void> {
    await this.stop();
    await this.run();
  }

  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  /** Every app service at the demo's local server of its API on this server itself (docs/apps.md). */
  private ownAppServices(): Record<string, string> {
    return Object.fromEntries(
      APP_SERVICES.map((service) => [
        `APPS_${service.toUpperCase().replace('-', '_')}_URL`,
        `${this.url}/demo-services/${service}`,
      ]),
    );
  }

  private async run(): Promise<void> {
    // Always the embedded database: a fresh DATA_DIR is what seeds the demo logins.
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [...serverNodeFlags(), SERVER_MAIN], {
      cwd: ROOT,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        // Every test signs in from the same address within a minute; the limit itself is the server's to test.
        LOGIN_MAX_PER_IP_PER_MINUTE: '600',
        LOGIN_MAX_FAILURES_PER_IP: '1000',
        API_MAX_PER_IP_PER_MINUTE: '100000',
        // Every widget of every test is 127.0.0.1: the per-IP event budget is the server's to test.
        CHAT_IP_EVENTS_BURST: '100000',
        ...this.ownAppServices(),
        ...this.extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    // The output is read (a full pipe would stall the server) and kept for error messages.
    const keep = (chunk: Buffer) => {
      this.lines.push(...chunk.toString().split('\n').filter(Boolean));
      this.lines.splice(0, Math.max(0, this.lines.length - 200));
      if (this.logFile) appendFileSync(this.logFile, chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${this.log()}`);
      const ok = await fetch(`${this.url}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The server did not answer /readyz within ${READY_TIMEOUT_MS} ms:\n${this.log()}`);
  }
}
