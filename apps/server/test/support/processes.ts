import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A loopback port nobody listens on right now (the OS picks it; the caller binds it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Sends `signal` to a child that is still running and resolves once it has exited (at once if it had). */
export function endProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * The Node flags the production server runs with: those of the root `serve` script, so that the browser
 * tests and the benchmarks start the server as a deploy does (docs/performance.md says why each is there).
 */
export function serverNodeFlags(): string[] {
  const manifest = path.resolve(import.meta.dirname, '../../../../package.json');
  const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts: Record<string, string> };
  const serve = /^node((?: --\S+)*) apps\/server\/dist\/main\.js$/.exec(scripts.serve ?? '');
  if (!serve)
    throw new Error('package.json: the serve script is not "node [flags] apps/server/dist/main.js"');
  return (serve[1] ?? '').trim().split(' ').filter(Boolean);
}
