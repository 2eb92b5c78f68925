import { spawn } from 'node:child_process';

/** A word for a POSIX shell, whatever it holds. */
const quoted = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * A bench's time bound, kept by a process of its own: a timer in the bench cannot fire while a long computation
 * holds its event loop. After `minutes` it asks the bench to stop (SIGTERM, which runs the bench's cleanups), and
 * 15 s later kills it and does what the cleanups would have: runs `commands` and removes `remove`. Stop it
 * (`stop()`) when the bench ends on its own.
 */
export function startWatchdog(
  minutes: number,
  afterKill: { commands: string[][]; remove: string[] },
): { stop(): void } {
  const script = [
    `sleep ${Math.ceil(minutes * 60)}`,
    `echo "bench: stopped by its watchdog after ${minutes} minutes" >&2`,
    `kill -TERM ${process.pid} 2>/dev/null || exit 0`,
    'sleep 15',
    `kill -KILL ${process.pid} 2>/dev/null`,
    ...afterKill.commands.map((command) => `${command.map(quoted).join(' ')} >/dev/null 2>&1`),
    ...afterKill.remove.map((dir) => `rm -rf ${quoted(dir)}`),
  ].join('; ');
  const watchdog = spawn('sh', ['-c', script], { detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  watchdog.unref();
  return {
    stop() {
      // The sleep is its child: the whole group goes.
      if (watchdog.pid) {
        try {
          process.kill(-watchdog.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
