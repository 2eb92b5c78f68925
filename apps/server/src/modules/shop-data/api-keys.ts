import {
  API_KEY_DISPLAY_LENGTH,
  API_KEY_PREFIX,
  type ApiKey,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/secrets';
import { isoOrNull } from '../../lib/time';
import * as repo from './api-key-repository';

/** `last used` is shown to the minute; writing it more often would only add load. */
const LAST_USED_RESOLUTION_MS = 60_000;

const apiKeyView = (row: repo.ApiKeyRow): ApiKey => ({
  id: row.id,
  label: row.label,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: isoOrNull(row.lastUsedAt),
});

export async function listApiKeys(db: Database, accountId: number): Promise<ApiKey[]> {
  return (await repo.listActiveApiKeys(db, accountId)).map(apiKeyView);
}

/** 32 random bytes behind a recognisable prefix; the answer is the only place the whole key appears. */
export async function createApiKey(
  db: Database,
  accountId: number,
  userId: string,
  body: CreateApiKeyBody,
): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomToken(32)}`;
  const row = await repo.insertApiKey(db, accountId, {
    label: body.label,
    prefix: key.slice(0, API_KEY_DISPLAY_LENGTH),
    keyHash: sha256(key),
    createdBy: userId,
  });
  return { ...apiKeyView(row), key };
}

export async function revokeApiKey(db: Database, accountId: number, id: string, now: Date): Promise<void> {
  if (!(await repo.revokeApiKey(db, accountId, id, now))) throw notFound();
}

/** The account a presented key belongs to; an unknown or revoked key is 401. */
export async function accountOfApiKey(db: Database, key: string, now: Date): Promise<number> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) throw new AppError(401, 'api_key_invalid');
  const row = await repo.findLiveApiKeyByHash(db, sha256(key));
  if (!row) throw new AppError(401, 'api_key_invalid');
  // The row just read says whether `last used` is due: a busy key costs no write (nor a round trip) per call.
  if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await repo.touchApiKey(db, row.accountId, row.id, now, LAST_USED_RESOLUTION_MS);
  }
  return row.accountId;
}
