import { discountCodeKey } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import * as repo from './repository';
import { findMappedDiscount } from './unknown-repository';

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
  // Three index lookups at once (on PostgreSQL side by side), the first that knows the spelling wins.
  const [discount, unique, mapped] = await Promise.all([
    repo.findDiscountByKey(db, accountId, codeKey),
    repo.findUniqueCodeWithTemplate(db, accountId, codeKey),
    findMappedDiscount(db, accountId, codeKey),
  ]);
  if (discount) return { codeKey, discount, unique: null };
  if (unique) return { codeKey, discount: unique.template, unique: unique.code };
  if (mapped) return { codeKey, discount: mapped, unique: null };
  return null;
}
