import { RETENTION_KINDS, type Retention, type RetentionKind } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { findSettingsByPrefix, replaceAccountSettings } from '../accounts';

/** Retention lives in the account's settings, one key per kind: PRIVACY_RETENTION_CHAT_MESSAGES = '90'. */
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
  const retention = emptyRetention();
  for (const row of await findSettingsByPrefix(db, PREFIX, accountId)) {
    const kind = kindOfKey.get(row.key);
    if (kind) retention[kind] = parseDays(row.value);
  }
  return retention;
}

/** Every account that set at least one period; the others keep everything. */
export async function findAllRetention(db: Database): Promise<Map<number, Retention>> {
  const byAccount = new Map<number, Retention>();
  for (const row of await findSettingsByPrefix(db, PREFIX)) {
    const kind = kindOfKey.get(row.key);
    const days = parseDays(row.value);
    if (!kind || days === null) continue;
    const retention = byAccount.get(row.accountId) ?? emptyRetention();
    retention[kind] = days;
    byAccount.set(row.accountId, retention);
  }
  return byAccount;
}

/** Saves every period at once; a period of null (keep for ever) removes its setting. */
export async function saveRetention(
  db: Database,
  accountId: number,
  retention: Retention,
  now: Date,
): Promise<void> {
  const values = Object.fromEntries(
    RETENTION_KINDS.map((kind) => [
      retentionKey(kind),
      retention[kind] === null ? null : String(retention[kind]),
    ]),
  );
  await replaceAccountSettings(db, accountId, values, now);
}
