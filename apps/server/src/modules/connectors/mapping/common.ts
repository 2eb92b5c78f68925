import {
  cartLineSchema,
  customerSchema,
  discountCodeKey,
  emailField,
  orderEventSchema,
  productSchema,
} from '@butikkpanel/contracts';
import { z } from 'zod';
import { type ConnectorBatch, MalformedDelivery, SkippedDelivery } from '../batch';

/** The reasons a delivery is skipped, in Norwegian for the panel's "what arrived" list. */
export const SKIP = {
  awaitingPayment: (status: string) =>
    `Ordren venter på betaling (status «${status}»); den telles når den er betalt.`,
  neverPaid: (status: string) => `Ordren ble aldri betalt (status «${status}»), så den er ikke lagret.`,
  currency: (currency: string) => `Ordren er i ${currency}; Butikkpanel tar bare imot beløp i NOK.`,
  noEmail: 'Kunden har ingen gyldig e-postadresse, og kunder lagres etter e-post.',
  unknownTopic: (topic: string) => `Emnet «${topic}» tas ikke imot.`,
} as const;

export function skip(reason: string): never {
  throw new SkippedDelivery(reason);
}

/** Where an issue sits, as the platform names it: `line_items[0].price`. */
function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name === '' ? String(key) : `${name}.${String(key)}`;
  }, '');
}

function valueAt(payload: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = payload;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A Norwegian reason naming the first field a schema refused, for a MalformedDelivery. */
export function malformedReason(error: z.ZodError, payload: unknown, prefix = ''): string {
  const issue = error.issues[0];
  if (!issue || issue.path.length === 0) return `${prefix}Innholdet er ikke et JSON-objekt av riktig form.`;
  const name = fieldName(issue.path);
  const missing = valueAt(payload, issue.path) === undefined;
  return `${prefix}Feltet «${name}» ${missing ? 'mangler' : 'har feil verdi'}.`;
}

/** Reads a delivery's body with its topic's schema; a body of another shape is refused with the field named. */
export function parsePayload<T extends z.ZodType>(schema: T, payload: unknown): z.output<T> {
  const result = schema.safeParse(payload);
  if (!result.success) throw new MalformedDelivery(malformedReason(result.error, payload));
  return result.data;
}

/** A platform id: Shopify and WooCommerce send numbers, sometimes strings; ours are text. */
export const idField = () =>
  z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(200)]).transform(String);

const validInstant = (value: string) => !Number.isNaN(new Date(value).getTime());

/** An ISO 8601 time with its offset (Shopify: "2025-03-10T12:00:00+01:00"). */
export const instantField = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/)
    .refine(validInstant)
    .transform((value) => new Date(value));

/**
 * WooCommerce's `*_gmt` times are UTC written without a zone ("2025-03-10T11:00:00"): read as UTC, not as
 * the server's local time (which `new Date` would do).
 */
export const gmtField = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/)
    .transform((value) => (/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`))
    .refine(validInstant)
    .transform((value) => new Date(value));

/** Text cut to what our schema takes (trimmed first, as the schema does); null when empty. */
export function clip(value: string | null | undefined, max: number): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text.slice(0, max).trim();
}

/** An e-mail our ingest accepts, in lower case, or null: a bad address must not cost an order. */
export function validEmail(value: string | null | undefined): string | null {
  const parsed = emailField().safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
}

/** An http(s) URL our ingest accepts (at most 2000 characters), or null. */
export function httpUrl(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^https?:\/\/\S+$/i.test(text) && text.length <= 2000 ? text : null;
}

/** The first code and the rest (each once, compared as our discounts compare them), as ingest takes them. */
export function discountFields(raw: ReadonlyArray<string | null | undefined>) {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const value of raw) {
    const code = clip(value, 200);
    if (code === null || seen.has(discountCodeKey(code))) continue;
    seen.add(discountCodeKey(code));
    codes.push(code);
  }
  const [first, ...more] = codes.slice(0, 11);
  return { discount_code: first ?? null, ...(more.length > 0 ? { discount_codes: more } : {}) };
}

/** The utm_source of a landing URL or path ("/?utm_source=google"), lower case, or null. */
export function utmSource(landing: string | null | undefined): string | null {
  if (!landing) return null;
  try {
    return clip(new URL(landing, 'https://shop.invalid').searchParams.get('utm_source')?.toLowerCase(), 200);
  } catch {
    return null;
  }
}

/**
 * Every mapped item checked with the ingest API's own schemas, so nothing the mapper hands on is refused
 * there. A mapper that did its work never fails this; if one does, the delivery is refused with the field.
 */
export function assertIngestable(batch: ConnectorBatch): ConnectorBatch {
  const check = (schema: z.ZodType, items: unknown[], what: string) => {
    for (const item of items) {
      const result = schema.safeParse(item);
      if (!result.success) throw new MalformedDelivery(malformedReason(result.error, item, `${what}: `));
    }
  };
  check(productSchema, batch.products, 'Produktet kan ikke tas imot');
  check(orderEventSchema, batch.orders, 'Ordren kan ikke tas imot');
  check(customerSchema, batch.customers, 'Kunden kan ikke tas imot');
  check(
    cartLineSchema,
    batch.carts.flatMap((cart) => cart.lines),
    'Handlekurven kan ikke tas imot',
  );
  return batch;
}
