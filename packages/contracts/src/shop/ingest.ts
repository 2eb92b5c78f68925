import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../fields';

/** The most events (products, orders, customers) one ingest call may carry. */
export const INGEST_BATCH_MAX = 1000;
export const ORDER_EVENT_TYPES = ['created', 'updated', 'cancelled', 'completed'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
export const ORDER_STATUSES = ['open', 'cancelled', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const MAX_AMOUNT = 100_000_000;

/** An amount in NOK (kroner, at most two decimals); stored as whole øre. */
export const amountField = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_amount') })
    .min(0, 'invalid_amount')
    .max(MAX_AMOUNT, 'invalid_amount')
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'invalid_amount');

/** Kroner to whole øre, without float noise (19.99 * 100 is 1998.9999…). */
export const toOre = (kroner: number): number => Math.round(kroner * 100);

const externalId = () => requiredText(200);
const optionalUrl = () =>
  optionalText(2000)
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'invalid_value')
    .optional()
    .nullable();
const optionalShortText = (max = 200) => optionalText(max).optional().nullable();
const timestampField = () =>
  z.iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_date'),
  });

export const productSchema = z.object({
  external_id: externalId(),
  name: requiredText(500),
  url: optionalUrl(),
  image_url: optionalUrl(),
  price: amountField(),
  sale_price: amountField().optional().nullable(),
  in_stock: z.boolean({ error: 'invalid_value' }).default(true),
  category: optionalShortText(),
  brand: optionalShortText(),
  sku: optionalShortText(),
});
export type ProductInput = z.input<typeof productSchema>;
export type Product = z.output<typeof productSchema>;

/** PUT /api/ingest/products/{external_id}: the id comes from the path. */
export const productUpsertBodySchema = productSchema.omit({ external_id: true });

export const orderLineSchema = z.object({
  product_id: externalId(),
  name: requiredText(500),
  quantity: z.number({ error: 'invalid_value' }).int('invalid_value').min(1, 'invalid_value').max(1_000_000),
  price: amountField(),
});

const orderContent = {
  order_id: externalId(),
  created_at: timestampField(),
  lines: z.array(orderLineSchema, { error: 'invalid_value' }).max(1000, 'too_long'),
  subtotal: amountField(),
  total: amountField(),
  currency: z.literal('NOK', { error: 'currency_not_supported' }).default('NOK'),
  source: optionalShortText(),
  referrer: optionalText(2000).optional().nullable(),
  discount_code: optionalShortText(),
  /** More codes used on the order (discount_code is the first); each is counted on its code. */
  discount_codes: z.array(requiredText(200), { error: 'invalid_value' }).max(10, 'too_long').optional(),
  customer_email: emailField().optional().nullable(),
};

/**
 * One order event. `created` and `updated` carry the whole order and replace what was stored under its
 * id (the same id twice counts once); `cancelled` and `completed` change the status of a stored order.
 */
export const orderEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('created'), ...orderContent }),
    z.object({ type: z.literal('updated'), ...orderContent }),
    z.object({ type: z.literal('cancelled'), order_id: externalId() }),
    z.object({ type: z.literal('completed'), order_id: externalId() }),
  ],
  { error: 'invalid_value' },
);
export type OrderEvent = z.output<typeof orderEventSchema>;
export type OrderEventInput = z.input<typeof orderEventSchema>;

const birthdayField = () =>
  z
    .string({ error: 'invalid_date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, 'invalid_date');

export const customerSchema = z.object({
  email: emailField(),
  name: optionalShortText(),
  birthday: birthdayField().optional().nullable(),
  club_member: z.boolean({ error: 'invalid_value' }).default(false),
  /** Consent to marketing (e-mail and other channels), as the shop collected it. */
  marketing_consent: z.boolean({ error: 'invalid_value' }).default(false),
  /** Where the customer lives (segments select by them); absent: what was stored stays. */
  city: optionalShortText(100),
  /** Stored without spaces ("0150"); segments match its beginning ("0" is Oslo). */
  postcode: optionalText(20)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .optional()
    .nullable(),
});
export type Customer = z.output<typeof customerSchema>;

/**
 * A customer asked the shop for a new password (POST /api/ingest/password-resets): nothing is stored; it
 * starts the flows' "reset password" (customer.password_reset) with the shop's own reset link.
 */
export const passwordResetEventSchema = z.object({
  email: emailField(),
  reset_url: optionalUrl(),
});
export type PasswordResetEvent = z.output<typeof passwordResetEventSchema>;

/** A refused event of a batch: its index in the array, with the catalogue's code and text. */
export const refusedEventSchema = z.object({
  index: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type RefusedEvent = z.infer<typeof refusedEventSchema>;

/** Every ingest call answers this: what was stored, dropped by the ignore list, or refused (and why). */
export const ingestAnswerSchema = z.object({
  received: z.number().int(),
  stored: z.number().int(),
  ignored: z.array(z.object({ index: z.number().int(), code: z.string(), message: z.string() })),
  refused: z.array(refusedEventSchema),
});
export type IngestAnswer = z.infer<typeof ingestAnswerSchema>;

/** POST /api/ingest/products/csv: rows read (header not counted), stored, and the refused rows. */
export const productCsvAnswerSchema = z.object({
  rows: z.number().int(),
  stored: z.number().int(),
  errors: z.array(
    z.object({
      row: z.number().int(),
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  ),
});
export type ProductCsvAnswer = z.infer<typeof productCsvAnswerSchema>;
