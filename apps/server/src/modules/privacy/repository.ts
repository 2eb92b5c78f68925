import { RETENTION_KINDS, type Retention, type RetentionKind } from '@butikkpanel/contracts';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountSettings, privacyRuns } from '../../db/schema';

/** Retention lives in account_settings, one row per kind: PRIVACY_RETENTION_CHAT_MESSAGES = '90'. */
const PREFIX = 'PRIVACY_RETENTION_';
export const retentionKey = (kind: RetentionKind) => `${PREFIX}${kind.toUpperCase()}`;
const kindOfKey = new Map(RETENTION_KINDS.map((kind) => [retentionKey(kind), kind]));

function emptyRetention(): Retention {
  return Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, null])) as Retention;
}

function parseDays(value: string): number | null {
  return /^\d+$/.test(value) ? Number(value) : null;
}

export async function findRetention(db: Database, accountId: number): Promise<Retention> {
  const rows = await db
    .select({ key: accountSettings.key, value: accountSettings.value })
    .from(accountSettings)
    .where(and(eq(accountSettings.accountId, accountId), like(accountSettings.key, `${PREFIX}%`)));
  const retention = emptyRetention();
  for (const row of rows) {
    const kind = kindOfKey.get(row.key);
    if (kind) retention[kind] = parseDays(row.value);
  }
  return retention;
}

/** Every account that set at least one period; the others keep everything. */
export async function findAllRetention(db: Database): Promise<Map<number, Retention>> {
  const rows = await db
    .select({ accountId: accountSettings.accountId, key: accountSettings.key, value: accountSettings.value })
    .from(accountSettings)
    .where(like(accountSettings.key, `${PREFIX}%`));
  const byAccount = new Map<number, Retention>();
  for (const row of rows) {
    const kind = kindOfKey.get(row.key);
    const days = parseDays(row.value);
    if (!kind || days === null) continue;
    const retention = byAccount.get(row.accountId) ?? emptyRetention();
    retention[kind] = days;
    byAccount.set(row.accountId, retention);
  }
  return byAccount;
}

export async function saveRetention(db: Database, accountId: number, retention: Retention): Promise<void> {
  await db.transaction(async (tx) => {
    for (const kind of RETENTION_KINDS) {
      const days = retention[kind];
      const key = retentionKey(kind);
      if (days === null) {
        await tx
          .delete(accountSettings)
          .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.key, key)));
        continue;
      }
      await tx
        .insert(accountSettings)
        .values({ accountId, key, value: String(days) })
        .onConflictDoUpdate({
          target: [accountSettings.accountId, accountSettings.key],
          set: { value: String(days), updatedAt: new Date() },
        });
    }
  });
}

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
) {
  await db.update(privacyRuns).set({ finishedAt: new Date(), removed, error }).where(eq(privacyRuns.id, id));
}

export async function listRuns(db: Database, limit = 20) {
  return db
    .select()
    .from(privacyRuns)
    .orderBy(desc(privacyRuns.startedAt), desc(privacyRuns.id))
    .limit(limit);
}
