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
  // This server stops trusting it at once (see KEY_TRUST_MS for the others).
  const cache = keyCache(db);
  for (const [hash, trusted] of cache)
    if (trusted.id === id && trusted.accountId === accountId) cache.delete(hash);
}

/**
 * How long one server trusts a key it has looked up: the checkout's check and ingest are called on every
 * shopper's step, and the lookup was a third of a check's time. Revoking a key forgets it at once on the
 * server that revoked it; another server (several on one database) may accept it for up to this long.
 */
const KEY_TRUST_MS = 5_000;
/** Live keys remembered per server at most (a key is 70 bytes of hash and a few numbers). */
const KEY_CACHE_MAX = 10_000;

interface TrustedKey {
  accountId: number;
  id: string;
  lastUsedAt: Date | null;
  /** Clock time until which the key is not looked up again. */
  until: number;
}

/** Per database (one per app; tests run many apps in one process): key hash → what the lookup found. */
const trustedKeys = new WeakMap<Database, Map<string, TrustedKey>>();

function keyCache(db: Database): Map<string, TrustedKey> {
  let cache = trustedKeys.get(db);
  if (!cache) {
    cache = new Map();
    trustedKeys.set(db, cache);
  }
  return cache;
}

async function lookUpKey(db: Database, keyHash: string, now: Date): Promise<TrustedKey | null> {
  const cache = keyCache(db);
  const cached = cache.get(keyHash);
  if (cached && cached.until > now.getTime()) return cached;
  cache.delete(keyHash);
  // Unknown keys are never remembered: a guesser cannot fill the cache, and a new key works at once.
  const row = await repo.findLiveApiKeyByHash(db, keyHash);
  if (!row) return null;
  // A Map keeps insertion order: the oldest entry goes first when it is full.
  if (cache.size >= KEY_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  const trusted = {
    accountId: row.accountId,
    id: row.id,
    lastUsedAt: row.lastUsedAt,
    until: now.getTime() + KEY_TRUST_MS,
  };
  cache.set(keyHash, trusted);
  return trusted;
}

/** The account a presented key belongs to; an unknown or revoked key is 401. */
export async function accountOfApiKey(db: Database, key: string, now: Date): Promise<number> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) throw new AppError(401, 'api_key_invalid');
  const trusted = await lookUpKey(db, sha256(key), now);
  if (!trusted) throw new AppError(401, 'api_key_invalid');
  // What this server knows of `last used` says whether it is due: a busy key costs no write per call.
  const last = trusted.lastUsedAt;
  if (last === null || now.getTime() - last.getTime() >= LAST_USED_RESOLUTION_MS) {
    trusted.lastUsedAt = now;
    await repo.touchApiKey(db, trusted.accountId, trusted.id, now, LAST_USED_RESOLUTION_MS);
  }
  return trusted.accountId;
}
