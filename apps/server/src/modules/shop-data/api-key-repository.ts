import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: Database,
  accountId: number,
  values: { label: string; prefix: string; keyHash: string; createdBy: string },
): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ accountId, ...values })
    .returning();
  if (!row) throw new Error('api key insert returned nothing');
  return row;
}

/** The account's keys that still work, newest first. */
export async function listActiveApiKeys(db: Database, accountId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

/** False when the key is not the account's or was revoked already. */
export async function revokeApiKey(db: Database, accountId: number, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length === 1;
}

/** Lookup by the key's hash, across accounts: the key itself names its account. */
export async function findLiveApiKeyByHash(db: Database, keyHash: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Writes `last_used_at` at most once per `resolutionMs`, so a busy key is not one hot row. */
export async function touchApiKey(
  db: Database,
  accountId: number,
  id: string,
  now: Date,
  resolutionMs: number,
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.accountId, accountId),
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - resolutionMs))),
      ),
    );
}
