import { readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';

/**
 * Gives the process's helper threads a lower scheduling priority than its event loop: V8's garbage-collector
 * workers and libuv's pool (files, compression, password hashing). A mark-compact's concurrent marking ran on
 * every core at once and took them from the database beside the server for a quarter of a second
 * (docs/performance.md, chat); at a lower priority the marking uses the time the cores have spare, and the
 * event loop finishes what is left in its own steps. Linux only (threads are tasks there, each with its own
 * nice value); elsewhere, or with `niceness` 0, nothing changes. Threads made later (worker threads) keep
 * the priority of the thread that makes them. A thread already lower than `niceness` is left as it is.
 * Returns how many threads were changed.
 */
export async function lowerHelperThreadPriority(niceness: number): Promise<number> {
  if (niceness <= 0 || process.platform !== 'linux') return 0;
  // libuv starts its whole pool at the first request that needs it, so every pool thread exists after this.
  await stat(process.cwd());
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    // No /proc (a sandbox without it): the threads keep their priority, and the server starts all the same.
    return 0;
  }
  let changed = 0;
  for (const task of tasks) {
    const threadId = Number(task);
    // The main thread's id is the process id: the event loop keeps its priority.
    if (threadId === process.pid) continue;
    try {
      // Lower only: a server started under `nice` keeps helpers at least as low as it put them.
      if (getPriority(threadId) >= niceness) continue;
      setPriority(threadId, niceness);
      changed += 1;
    } catch {
      // A thread that has just ended; nothing to change.
    }
  }
  return changed;
}
