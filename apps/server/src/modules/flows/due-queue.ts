import type { Database } from '../../db/client';
import type { Platform } from '../../platform';

type Jobs = Platform['jobs'];

/** Due times are woken to the whole second: customers due in the same second share one job. */
const WAKE_GRANULARITY_MS = 1_000;

/**
 * The engine's queue is the entries' own due times (flow_entries.due_at of active entries). This writes
 * the `flows.due` job that wakes the engine at each of these times, once per second however many
 * customers fall due in it; with `db` a transaction, the jobs exist exactly when the entries' times do.
 */
export async function wakeAt(db: Database, jobs: Jobs, times: Iterable<Date>) {
  const seconds = new Set<number>();
  for (const time of times)
    seconds.add(Math.ceil(time.getTime() / WAKE_GRANULARITY_MS) * WAKE_GRANULARITY_MS);
  if (seconds.size === 0) return;
  await jobs.enqueueWith(
    db,
    [...seconds].map((at) => ({
      kind: 'flows.due',
      payload: {},
      runAt: new Date(at),
      dedupeKey: `at:${at}`,
    })),
  );
}
