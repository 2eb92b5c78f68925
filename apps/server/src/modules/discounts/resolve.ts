import { discountCodeKey } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import * as repo from './repository';
import { findMapping } from './unknown-repository';

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
  const discount = await repo.findDiscountByKey(db, accountId, codeKey);
  if (discount) return { codeKey, discount, unique: null };
  const unique = await repo.findUniqueCodeByKey(db, accountId, codeKey);
  if (unique) {
    const template = await repo.findDiscount(db, accountId, unique.templateId);
    return template ? { codeKey, discount: template, unique } : null;
  }
  const mapped = await findMapping(db, accountId, codeKey);
  if (mapped !== null) {
    const target = await repo.findDiscount(db, accountId, mapped);
    if (target) return { codeKey, discount: target, unique: null };
  }
  return null;
}
