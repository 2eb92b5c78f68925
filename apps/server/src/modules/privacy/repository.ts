import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { privacyRuns } from '../../db/schema';

/** Any fixed number: the same for every instance running the job on one database. */
const PRIVACY_LOCK_KEY = 72_011_777;

/**
 * Claims a run under a transaction-wide advisory lock, so one instance wins even when several check at once.
 * `isDue` sees the latest earlier run; answers the new run's id, or null when it was not due.
 */
export async function claimRun(
  db: Database,
  now: Date,
  isDue: (latest: Date | null) => boolean,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PRIVACY_LOCK_KEY})`);
    const [latest] = await tx
      .select({ startedAt: privacyRuns.startedAt })
      .from(privacyRuns)
      .orderBy(desc(privacyRuns.startedAt))
      .limit(1);
    if (!isDue(latest?.startedAt ?? null)) return null;
    const [row] = await tx.insert(privacyRuns).values({ startedAt: now }).returning({ id: privacyRuns.id });
    return row?.id ?? null;
  });
}

export async function finishRun(
  db: Database,
  id: number,
  removed: Record<string, Record<string, number>>,
  error: string | null,
  finishedAt: Date,
) {
  await db.update(privacyRuns).set({ finishedAt, removed, error }).where(eq(privacyRuns.id, id));
}

export async function listRuns(db: Database, limit = 20) {
  return db
    .select()
    .from(privacyRuns)
    .orderBy(desc(privacyRuns.startedAt), desc(privacyRuns.id))
    .limit(limit);
}
