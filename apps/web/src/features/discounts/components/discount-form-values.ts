import {
  DISCOUNT_TYPES,
  type DiscountBody,
  type DiscountDetail,
  type DiscountType,
  discountBodySchema,
} from '@butikkpanel/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form as typed: numbers stay text until they are checked, so a half-typed "12," is kept as it is. */
export interface DiscountFormValues {
  name: string;
  code: string;
  type: DiscountType;
  amount: string;
  minimum_order: string;
  expires_on: string;
  usage_limit: string;
  usage_limit_per_customer: string;
  active: boolean;
  auto_create_unique: boolean;
}

export const DISCOUNT_FORM_FIELDS = [
  'name',
  'code',
  'type',
  'amount',
  'minimum_order',
  'expires_on',
  'usage_limit',
  'usage_limit_per_customer',
  'active',
  'auto_create_unique',
] as const satisfies readonly (keyof DiscountFormValues)[];

const isDiscountType = (value: string | null): value is DiscountType =>
  (DISCOUNT_TYPES as readonly (string | null)[]).includes(value);

/** A number as Norwegians type it ("12,5" or "1 299"); empty is `empty`, anything else not a number is NaN. */
function toNumber<E>(text: string, empty: E): number | E {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return plain === '' ? empty : Number(plain);
}

const text = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** An existing code, or a new one prefilled from the query string (?code=&type=&amount=). */
export function initialValues(discount?: DiscountDetail, prefill?: URLSearchParams): DiscountFormValues {
  if (discount) {
    return {
      name: discount.name,
      code: discount.code,
      type: discount.type,
      amount: text(discount.amount),
      minimum_order: text(discount.minimum_order),
      expires_on: discount.expires_on ?? '',
      usage_limit: text(discount.usage_limit),
      usage_limit_per_customer: text(discount.usage_limit_per_customer),
      active: discount.active,
      auto_create_unique: discount.auto_create_unique,
    };
  }
  const code = prefill?.get('code')?.trim() ?? '';
  const type = prefill?.get('type') ?? null;
  return {
    name: code,
    code,
    type: isDiscountType(type) ? type : 'percent',
    amount: prefill?.get('amount')?.trim().replace('.', ',') ?? '',
    minimum_order: '',
    expires_on: '',
    usage_limit: '',
    usage_limit_per_customer: '',
    active: true,
    auto_create_unique: false,
  };
}

export const toBody = (values: DiscountFormValues) => ({
  name: values.name,
  code: values.code,
  type: values.type,
  amount: toNumber(values.amount, undefined),
  minimum_order: toNumber(values.minimum_order, null),
  expires_on: values.expires_on === '' ? null : values.expires_on,
  usage_limit: toNumber(values.usage_limit, null),
  usage_limit_per_customer: toNumber(values.usage_limit_per_customer, null),
  active: values.active,
  auto_create_unique: values.auto_create_unique,
});

/** Checks the form with the contracts schema the server uses; each field gets its first message key. */
export const discountResolver: Resolver<DiscountFormValues, unknown, DiscountBody> = async (values) => {
  const result = discountBodySchema.safeParse(toBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<DiscountFormValues> = {};
  for (const issue of result.error.issues) {
    const field = DISCOUNT_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};
