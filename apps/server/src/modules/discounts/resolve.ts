import { discountCodeKey } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import * as repo from './repository';

/** A typed code the account knows: the discount whose rules apply, and the unique code when it is one. */
export interface KnownCode {
  codeKey: string;
  discount: repo.DiscountRow;
  unique: repo.UniqueCodeRow | null;
}

/**
 * What a typed code means in the account: a code or template by its spelling, a template's unique code,
 * or a spelling the merchant mapped to a code. Null: the account does not know it.
 */
export async function resolveCode(db: Database, accountId: number, typed: string): Promise<KnownCode | null> {
  const codeKey = discountCodeKey(typed);
  const row = await repo.findDiscountForSpelling(db, accountId, codeKey);
  if (!row) return null;
  return { codeKey, discount: row.discount, unique: row.unique };
}
