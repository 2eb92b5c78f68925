import { z } from 'zod';

const DECIMAL = /^\s*(-?)(\d+)(?:\.(\d*))?\s*$/;

/**
 * A platform's amount ("199.00", "12.5", 199 or 12.495) as whole øre, read from its digits rather than
 * through float arithmetic (0.285 * 100 is 28.499…), rounded half away from zero. Null when unreadable.
 */
export function oreOf(value: string | number): number | null {
  // Numbers are written out first so both spellings take the same road; toFixed(6) keeps what matters.
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(6) : '') : value;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  const ore = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(ore)) return null;
  return sign === '-' && ore !== 0 ? -ore : ore;
}

/** Øre back to kroner: at most two decimals by construction, so our amountField accepts it. */
export const kroner = (ore: number): number => ore / 100;

/** A money field as the platforms send it (a decimal string, sometimes a number), parsed to øre ≥ 0. */
export const moneyField = () =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const ore = oreOf(value);
    if (ore === null || ore < 0) {
      ctx.addIssue({ code: 'custom', message: 'invalid_amount' });
      return z.NEVER;
    }
    return ore;
  });

/**
 * An amount a platform may leave empty (WooCommerce sends "" for a sale price that is not set): null
 * when empty or absent, otherwise øre ≥ 0.
 */
export const optionalMoneyField = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        return null;
      }
      const ore = oreOf(value);
      if (ore === null || ore < 0) {
        ctx.addIssue({ code: 'custom', message: 'invalid_amount' });
        return z.NEVER;
      }
      return ore;
    });

/** A signed amount (WooCommerce refunds are negative: "-50.00"), in øre. */
export const signedMoneyField = () =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const ore = oreOf(value);
    if (ore === null) {
      ctx.addIssue({ code: 'custom', message: 'invalid_amount' });
      return z.NEVER;
    }
    return ore;
  });
