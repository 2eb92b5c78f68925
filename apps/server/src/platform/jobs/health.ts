import type { DeadJob, JobKindHealth } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import * as repo from './repository';

const DEAD_LISTED = 50;

/** The queue as staff see it: per kind what is due, scheduled, running, failed and dead, and the dead jobs. */
export async function queueHealth(
  db: Database,
  now: Date,
  knownKinds: string[],
): Promise<{ kinds: JobKindHealth[]; dead: DeadJob[] }> {
  const [counts, errors, dead] = await Promise.all([
    repo.countByKind(db, now),
    repo.lastErrors(db),
    repo.listDeadJobs(db, DEAD_LISTED),
  ]);
  const byKind = new Map(counts.map((row) => [row.kind, row]));
  const errorByKind = new Map(errors.map((row) => [row.kind, row]));
  // Every kind this server runs shows, idle ones included, so staff see the whole list.
  const kinds = [...new Set([...knownKinds, ...byKind.keys()])].sort();
  return {
    kinds: kinds.map((kind) => {
      const row = byKind.get(kind);
      const error = errorByKind.get(kind);
      return {
        kind,
        due: row?.due ?? 0,
        scheduled: row?.scheduled ?? 0,
        running: row?.running ?? 0,
        failed: row?.failed ?? 0,
        dead: row?.dead ?? 0,
        last_error: error?.error ?? null,
        last_error_at: error ? error.at.toISOString() : null,
        oldest_due_at: row?.oldestDueAt ? row.oldestDueAt.toISOString() : null,
      };
    }),
    dead: dead.map((job) => ({
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      last_error: job.lastError,
      finished_at: job.finishedAt ? job.finishedAt.toISOString() : null,
      created_at: job.createdAt.toISOString(),
    })),
  };
}
