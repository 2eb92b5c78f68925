import {
  DISCOUNT_GRAPH_DAYS,
  type DiscountBody,
  type DiscountDailyAnswer,
  discountCodeKey,
  osloDaysEndingAt,
  toOre,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError, validationFailed } from '../../lib/errors';
import { kroner } from '../../lib/money';
import { dailyUses } from './redemption-repository';
import * as repo from './repository';
import { discountDetailView } from './views';

export const discountNotFound = () => new AppError(404, 'discount_not_found');

function valuesOf(body: DiscountBody): repo.DiscountValues {
  return {
    name: body.name,
    code: body.code,
    codeKey: discountCodeKey(body.code),
    type: body.type,
    // Per cent in hundredths, kr in øre: both whole numbers.
    amount: body.type === 'percent' ? Math.round(body.amount * 100) : toOre(body.amount),
    minimumOrderOre: body.minimum_order === null ? null : toOre(body.minimum_order),
    expiresOn: body.expires_on,
    usageLimit: body.usage_limit,
    usageLimitPerCustomer: body.usage_limit_per_customer,
    active: body.active,
    autoCreateUnique: body.auto_create_unique,
  };
}

const codeTaken = () => validationFailed({ code: 'discount_code_taken' });

export async function findOwnDiscount(db: Database, accountId: number, id: number) {
  const row = await repo.findDiscount(db, accountId, id);
  if (!row) throw discountNotFound();
  return row;
}

export async function detail(db: Database, row: repo.DiscountRow) {
  return discountDetailView(row, row.autoCreateUnique ? await repo.uniqueCodeTotals(db, row.id) : null);
}

/** A new code; its spelling must be free in the account (as a code or as a template's unique code). */
export async function createDiscount(db: Database, accountId: number, body: DiscountBody, now: Date) {
  const values = valuesOf(body);
  if (await repo.findUniqueCodeByKey(db, accountId, values.codeKey)) throw codeTaken();
  const row = await repo.insertDiscount(db, accountId, values, now);
  if (!row) throw codeTaken();
  return detail(db, row);
}

export async function updateDiscount(
  db: Database,
  accountId: number,
  id: number,
  body: DiscountBody,
  now: Date,
) {
  const current = await findOwnDiscount(db, accountId, id);
  const values = valuesOf(body);
  if (current.autoCreateUnique && !values.autoCreateUnique && (await repo.hasUniqueCodes(db, id))) {
    throw validationFailed({ auto_create_unique: 'discount_kind_locked' });
  }
  if (values.codeKey !== current.codeKey && (await repo.findUniqueCodeByKey(db, accountId, values.codeKey))) {
    throw codeTaken();
  }
  const row = await repo.updateDiscount(db, accountId, id, values, now);
  if (row === 'taken') throw codeTaken();
  if (!row) throw discountNotFound();
  return detail(db, row);
}

/** Only a code nobody used may be deleted (its figures and orders would go with it); others are archived. */
export async function deleteDiscount(db: Database, accountId: number, id: number) {
  const row = await findOwnDiscount(db, accountId, id);
  if (row.timesUsed > 0 || (row.autoCreateUnique && (await repo.uniqueCodeTotals(db, id)).used > 0)) {
    throw new AppError(409, 'discount_in_use');
  }
  await repo.deleteDiscount(db, accountId, id);
}

export async function setArchived(db: Database, accountId: number, id: number, archived: boolean, now: Date) {
  const row = await repo.setArchived(db, accountId, id, archived ? now : null, now);
  if (!row) throw discountNotFound();
  return detail(db, row);
}

/** Counted uses and revenue per Oslo day, the last 30 days up to today, every day present. */
export async function daily(db: Database, discountId: number, now: Date): Promise<DiscountDailyAnswer> {
  const days = osloDaysEndingAt(now, DISCOUNT_GRAPH_DAYS);
  const rows = await dailyUses(db, discountId, days[0] as string);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return {
    days: days.map((day) => {
      const row = byDay.get(day);
      return { day, uses: row?.uses ?? 0, revenue: kroner(Number(row?.revenueOre ?? 0)) };
    }),
  };
}
