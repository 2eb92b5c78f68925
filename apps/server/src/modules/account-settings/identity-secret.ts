import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { findAccountSettings, saveAccountSettings } from '../accounts';

/**
 * The secret a shop's server signs its customers' e-mail addresses with, so `Butikkpanel.identify` can be
 * trusted (docs/widget.md, "Verified identities"). One per account, made on first read, replaced on rotate.
 */
const IDENTITY_SECRET_KEY = 'WIDGET_IDENTITY_SECRET';

const newSecret = () => randomBytes(32).toString('hex');

export async function getIdentitySecret(db: Database, accountId: number, now: Date): Promise<string> {
  const stored = (await findAccountSettings(db, accountId, [IDENTITY_SECRET_KEY]))[IDENTITY_SECRET_KEY];
  if (stored) return stored;
  const secret = newSecret();
  await saveAccountSettings(db, accountId, { [IDENTITY_SECRET_KEY]: secret }, now);
  return secret;
}

/** A new secret: signatures made with the old one stop verifying at once. */
export async function rotateIdentitySecret(db: Database, accountId: number, now: Date): Promise<string> {
  const secret = newSecret();
  await saveAccountSettings(db, accountId, { [IDENTITY_SECRET_KEY]: secret }, now);
  return secret;
}

/**
 * Is `signature` HMAC-SHA256(the account's secret, email) in hex? Compared in constant time; an account
 * that never made a secret verifies nothing.
 */
export async function verifyIdentity(
  db: Database,
  accountId: number,
  email: string,
  signature: string | undefined,
): Promise<boolean> {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const secret = (await findAccountSettings(db, accountId, [IDENTITY_SECRET_KEY]))[IDENTITY_SECRET_KEY];
  if (!secret) return false;
  const expected = createHmac('sha256', secret).update(email).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
