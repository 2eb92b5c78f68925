import { z } from 'zod';
import { emailField, optionalText } from '../fields';
import { amountField, reportDayField } from '../shop';

export const DISCOUNT_TYPES = ['percent', 'sum'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** A code the merchant typed, a template that unique codes are cloned from, or such a unique code. */
export const DISCOUNT_KINDS = ['code', 'template', 'unique'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Codes the merchant types: letters, digits, '-' and '_', compared without regard to case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9ÆØÅæøå_-]+$/;
export const DISCOUNT_CODE_MAX_LENGTH = 64;
/** The spec's 30 days of the graphs on a code's page (section 9). */
export const DISCOUNT_GRAPH_DAYS = 30;
export const DISCOUNT_LIST_PER_PAGE_DEFAULT = 25;
export const DISCOUNT_LIST_PER_PAGE_MAX = 100;
/** A searched code list counts its matches up to this many; past it the answer says `total_capped`. */
export const DISCOUNT_LIST_COUNT_CAP = 1000;
/** The most unique codes one batch makes (a campaign's recipients). */
export const UNIQUE_CODE_BATCH_MAX = 100_000;
/** Unknown codes from one address: more than this many in the window flags the address and slows it. */
export const UNKNOWN_CODE_ATTEMPTS_MAX = 10;
export const UNKNOWN_CODE_WINDOW_MINUTES = 15;
/** The feed of active codes answers at most this many per page. */
export const DISCOUNT_FEED_PAGE_MAX = 1000;

/** The one spelling a code is compared in: trimmed and upper case (Norwegian letters included). */
export const discountCodeKey = (code: string): string => code.trim().toLocaleUpperCase('nb-NO');

const required = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? message : 'invalid_value';

const limitField = () =>
  z
    .number({ error: 'discount_limit_range' })
    .int('discount_limit_range')
    .min(1, 'discount_limit_range')
    .max(1_000_000_000, 'discount_limit_range')
    .nullable()
    .default(null);

/** A discount as the panel saves it (POST /api/discounts/codes, PUT …/{id}). Amounts in kr or per cent. */
export const discountBodySchema = z
  .object({
    name: z
      .string({ error: required('discount_name_required') })
      .trim()
      .min(1, 'discount_name_required')
      .max(200, 'too_long'),
    code: z
      .string({ error: required('discount_code_required') })
      .trim()
      .min(1, 'discount_code_required')
      .max(DISCOUNT_CODE_MAX_LENGTH, 'discount_code_invalid')
      .regex(DISCOUNT_CODE_PATTERN, 'discount_code_invalid'),
    type: z.enum(DISCOUNT_TYPES, { error: 'invalid_value' }),
    amount: z
      .number({ error: required('discount_amount_required') })
      .refine((value) => value > 0, 'discount_amount_positive')
      .pipe(amountField()),
    minimum_order: amountField().nullable().default(null),
    /** The last Oslo day the code is valid (through 23:59:59 that day); null: no expiry. */
    expires_on: reportDayField().nullable().default(null),
    usage_limit: limitField(),
    usage_limit_per_customer: limitField(),
    active: z.boolean({ error: 'invalid_value' }).default(true),
    /** "Auto-create unique code": a template whose single-use codes are cloned per recipient. */
    auto_create_unique: z.boolean({ error: 'invalid_value' }).default(false),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.type === 'percent' && body.amount > 100) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'discount_percent_range' });
    }
  });
export type DiscountBody = z.output<typeof discountBodySchema>;
export type DiscountBodyInput = z.input<typeof discountBodySchema>;

export const DISCOUNT_SORTS = [
  'name',
  'code',
  'amount',
  'expires_on',
  'times_used',
  'last_used_at',
  'orders',
  'revenue',
  'created_at',
] as const;
export type DiscountSort = (typeof DISCOUNT_SORTS)[number];
export const DISCOUNT_LIST_STATUSES = ['current', 'archived'] as const;

const pageField = () => z.coerce.number().int().min(1).max(100_000).default(1);
const perPageField = () =>
  z.coerce.number().int().min(1).max(DISCOUNT_LIST_PER_PAGE_MAX).default(DISCOUNT_LIST_PER_PAGE_DEFAULT);

export const discountListQuerySchema = z.object({
  q: optionalText(100).default(''),
  sort: z.enum(DISCOUNT_SORTS).default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(DISCOUNT_LIST_STATUSES).default('current'),
  page: pageField(),
  per_page: perPageField(),
});
export type DiscountListQuery = z.output<typeof discountListQuerySchema>;
export type DiscountListQueryInput = z.input<typeof discountListQuerySchema>;

/** What a code earned: every use on an order, the orders it counted on (valid uses), their revenue. */
const figures = {
  times_used: z.number().int(),
  last_used_at: z.string().nullable(),
  orders: z.number().int(),
  /** The counted orders' totals in kr. */
  revenue: z.number(),
  /** Uses that were not valid (used up, expired, below the minimum, inactive): shown, never counted. */
  flagged: z.number().int(),
};

export const discountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  kind: z.enum(['code', 'template']),
  type: z.enum(DISCOUNT_TYPES),
  amount: z.number(),
  minimum_order: z.number().nullable(),
  expires_on: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_customer: z.number().int().nullable(),
  active: z.boolean(),
  auto_create_unique: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...figures,
});
export type Discount = z.infer<typeof discountSchema>;

export const discountListAnswerSchema = z.object({
  data: z.array(discountSchema),
  /** Exact, or DISCOUNT_LIST_COUNT_CAP when `total_capped` (a search with more matches). */
  total: z.number().int(),
  total_capped: z.boolean().default(false),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type DiscountListAnswer = z.infer<typeof discountListAnswerSchema>;

/** A template's unique codes: how many were made and used. */
export const uniqueCodeTotalsSchema = z.object({ created: z.number().int(), used: z.number().int() });

export const discountDetailSchema = discountSchema.extend({
  /** Only for templates. */
  unique_codes: uniqueCodeTotalsSchema.nullable(),
});
export type DiscountDetail = z.infer<typeof discountDetailSchema>;

/** GET /api/discounts/codes/{id}/daily: the last 30 Oslo days, oldest first, every day present. */
export const discountDailyAnswerSchema = z.object({
  days: z.array(z.object({ day: z.string(), uses: z.number().int(), revenue: z.number() })),
});
export type DiscountDailyAnswer = z.infer<typeof discountDailyAnswerSchema>;

export const REDEMPTION_STATUSES = ['counted', 'flagged', 'cancelled'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
/** Why a use on an order was not counted: the checkout accepted a code that was no longer valid. */
export const REDEMPTION_FLAGS = [
  'already_redeemed',
  'used_up',
  'used_by_customer',
  'expired',
  'below_minimum',
  'inactive',
] as const;
export type RedemptionFlag = (typeof REDEMPTION_FLAGS)[number];

export const redemptionSchema = z.object({
  order_id: z.string(),
  placed_at: z.string(),
  total: z.number(),
  customer_email: z.string().nullable(),
  /** The unique code used, for a template's uses. */
  code: z.string(),
  status: z.enum(REDEMPTION_STATUSES),
  flag: z.enum(REDEMPTION_FLAGS).nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const pagedQuerySchema = z.object({ page: pageField(), per_page: perPageField() });
export const redemptionListAnswerSchema = z.object({
  data: z.array(redemptionSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const uniqueCodeListQuerySchema = pagedQuerySchema.extend({
  used: z.enum(['all', 'used', 'unused']).default('all'),
  q: optionalText(100).default(''),
});
export const uniqueCodeSchema = z.object({
  code: z.string(),
  recipient: z.string().nullable(),
  created_at: z.string(),
  used_at: z.string().nullable(),
  order_id: z.string().nullable(),
});
export type UniqueCode = z.infer<typeof uniqueCodeSchema>;
export const uniqueCodeListAnswerSchema = z.object({
  data: z.array(uniqueCodeSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** POST /api/discounts/unique-code-batches: N unique codes cloned from a template, made by a job. */
export const uniqueCodeBatchBodySchema = z
  .object({
    template_id: z
      .number({ error: required('discount_template_required') })
      .int('discount_template_required')
      .positive('discount_template_required'),
    count: z
      .number({ error: 'discount_count_range' })
      .int('discount_count_range')
      .min(1, 'discount_count_range')
      .max(UNIQUE_CODE_BATCH_MAX, 'discount_count_range'),
  })
  .strict();
export type UniqueCodeBatchBody = z.infer<typeof uniqueCodeBatchBodySchema>;

export const UNIQUE_CODE_BATCH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const uniqueCodeBatchSchema = z.object({
  id: z.number().int(),
  template_id: z.number().int(),
  requested: z.number().int(),
  generated: z.number().int(),
  status: z.enum(UNIQUE_CODE_BATCH_STATUSES),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type UniqueCodeBatch = z.infer<typeof uniqueCodeBatchSchema>;

// ---- The shop side ---------------------------------------------------------------------------------

export const DISCOUNT_CHECK_REASONS = [
  'unknown',
  'expired',
  'used_up',
  'used_by_customer',
  'below_minimum',
  'inactive',
] as const;
export type DiscountCheckReason = (typeof DISCOUNT_CHECK_REASONS)[number];

/** What the shopper reads when a code does not work ({minimum} is in kr). */
export const DISCOUNT_CHECK_MESSAGES_NB: Record<DiscountCheckReason, string> = {
  unknown: 'Rabattkoden finnes ikke. Sjekk at den er skrevet riktig.',
  expired: 'Rabattkoden er utløpt.',
  used_up: 'Rabattkoden er allerede brukt opp.',
  used_by_customer: 'Du har allerede brukt denne rabattkoden.',
  below_minimum: 'Handlekurven må være på minst {minimum} for å bruke denne rabattkoden.',
  inactive: 'Rabattkoden er ikke aktiv.',
};
export const DISCOUNT_CHECK_MESSAGES_EN: Record<DiscountCheckReason, string> = {
  unknown: 'The discount code does not exist. Check that it is typed correctly.',
  expired: 'The discount code has expired.',
  used_up: 'The discount code has already been used up.',
  used_by_customer: 'You have already used this discount code.',
  below_minimum: 'The cart must be at least {minimum} to use this discount code.',
  inactive: 'The discount code is not active.',
};

/** POST /api/discounts/check (API key) and the widget's check: a code and the cart's total in kr. */
export const discountCheckBodySchema = z
  .object({
    code: z
      .string({ error: required('discount_code_required') })
      .trim()
      .min(1, 'discount_code_required')
      .max(200, 'too_long'),
    cart_total: amountField(),
    customer_email: emailField().optional().nullable(),
    /** The shopper's IP address as the shop's server saw it: unknown codes are limited per address. */
    shopper_ip: z.string().trim().max(64, 'invalid_ip').optional().nullable(),
  })
  .strict();
export type DiscountCheckBody = z.output<typeof discountCheckBodySchema>;
export type DiscountCheckBodyInput = z.input<typeof discountCheckBodySchema>;

export const discountCheckAnswerSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  reason: z.enum(DISCOUNT_CHECK_REASONS).nullable(),
  /** The reason in the shopper's language (user-language), null when valid. */
  message: z.string().nullable(),
  type: z.enum(DISCOUNT_TYPES).nullable(),
  /** Per cent or kr, as the code says; null for an unknown code. */
  amount: z.number().nullable(),
  /** What comes off this cart, in kr (0 when not valid). */
  amount_off: z.number(),
  minimum_order: z.number().nullable(),
  expires_on: z.string().nullable(),
});
export type DiscountCheckAnswer = z.infer<typeof discountCheckAnswerSchema>;

/** GET /api/discounts/feed?after&limit: active codes for shop platforms that import them. */
export const discountFeedQuerySchema = z.object({
  after: z
    .string()
    .regex(/^[cu][0-9]{1,12}$/, 'invalid_value')
    .optional(),
  limit: z.coerce.number().int().min(1).max(DISCOUNT_FEED_PAGE_MAX).default(DISCOUNT_FEED_PAGE_MAX),
});
export const discountFeedItemSchema = z.object({
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  amount: z.number(),
  minimum_order: z.number().nullable(),
  expires_on: z.string().nullable(),
  /** Unique codes are single use; other codes have their limits. */
  single_use: z.boolean(),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_customer: z.number().int().nullable(),
});
export type DiscountFeedItem = z.infer<typeof discountFeedItemSchema>;
export const discountFeedAnswerSchema = z.object({
  data: z.array(discountFeedItemSchema),
  /** Pass as `after` for the next page; null on the last page. */
  next: z.string().nullable(),
});

// ---- Unknown codes -----------------------------------------------------------------------------------

export const UNKNOWN_CODE_SORTS = ['attempts', 'last_at', 'first_at', 'code'] as const;
export const UNKNOWN_CODE_STATUSES = ['open', 'resolved'] as const;
export const unknownCodeListQuerySchema = pagedQuerySchema.extend({
  q: optionalText(100).default(''),
  sort: z.enum(UNKNOWN_CODE_SORTS).default('last_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(UNKNOWN_CODE_STATUSES).default('open'),
});
export type UnknownCodeListQueryInput = z.input<typeof unknownCodeListQuerySchema>;

const codeReference = z.object({ id: z.number().int().nullable(), code: z.string() });

export const unknownCodeSchema = z.object({
  id: z.number().int(),
  /** As the shopper typed it (the first spelling seen). */
  code: z.string(),
  attempts: z.number().int(),
  checks: z.number().int(),
  orders: z.number().int(),
  first_at: z.string(),
  last_at: z.string(),
  /** The known code it most likely mistypes (id null for a template's unique code). */
  suggestion: codeReference.nullable(),
  /** Checks and orders with this code now use the code it was mapped to. */
  mapped_to: codeReference.nullable(),
  /** A code with this spelling has been created since. */
  created: z.boolean(),
});
export type UnknownCode = z.infer<typeof unknownCodeSchema>;
export const unknownCodeListAnswerSchema = z.object({
  data: z.array(unknownCodeSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const unknownCodeAttemptSchema = z.object({
  at: z.string(),
  source: z.enum(['check', 'order']),
  order_id: z.string().nullable(),
  cart_total: z.number().nullable(),
});
export const unknownCodeDetailSchema = unknownCodeSchema.extend({
  /** The newest 50 attempts. */
  recent: z.array(unknownCodeAttemptSchema),
});
export type UnknownCodeDetail = z.infer<typeof unknownCodeDetailSchema>;

export const unknownCodeMapBodySchema = z
  .object({
    discount_id: z
      .number({ error: required('field_empty') })
      .int('invalid_value')
      .positive('invalid_value'),
  })
  .strict();

/** An address that tried more than UNKNOWN_CODE_ATTEMPTS_MAX unknown codes within the window. */
export const suspectAddressSchema = z.object({
  address: z.string(),
  flagged_at: z.string(),
  last_at: z.string(),
  attempts: z.number().int(),
});
export const suspectAddressListAnswerSchema = z.object({ data: z.array(suspectAddressSchema) });
export type SuspectAddress = z.infer<typeof suspectAddressSchema>;

// ---- Codes on orders ---------------------------------------------------------------------------------

/** How an order's codes are stored in one text column (and shown in income). */
export const ORDER_DISCOUNT_CODES_SEPARATOR = ', ';

/** The codes an order names (discount_code, then discount_codes), each once by its compared spelling. */
export function orderDiscountCodes(first?: string | null, more?: readonly string[] | null): string[] {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const raw of [first ?? '', ...(more ?? [])]) {
    const code = raw.trim();
    const key = discountCodeKey(code);
    if (code === '' || seen.has(key)) continue;
    seen.add(key);
    codes.push(code);
  }
  return codes;
}

/** The stored column back to the codes (a code itself never holds the separator: see the pattern). */
export const splitOrderDiscountCodes = (stored: string | null): string[] =>
  stored === null ? [] : orderDiscountCodes(null, stored.split(ORDER_DISCOUNT_CODES_SEPARATOR));
