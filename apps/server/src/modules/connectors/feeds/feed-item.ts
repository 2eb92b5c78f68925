import { fieldMessage, type Product, productSchema } from '@butikkpanel/contracts';

/** One product of a feed, read and checked; or a line that could not be taken, with the reason. */
export type FeedItem =
  | { kind: 'product'; line: number; product: Product }
  | { kind: 'rejected'; line: number; id: string | null; reason: string };

/** The feed's own name of each product field (g:price, a CSV column), so a reason points at what to fix. */
export type FieldLabels = Partial<Record<string, string>>;

/** A reason from field message keys: "g:price: Bare NOK støttes." (several joined by a space). */
export function reasonOf(fields: Record<string, string>, labels: FieldLabels): string {
  return Object.entries(fields)
    .map(([field, key]) => {
      const message = fieldMessage(key, 'nb');
      return field === '_' ? message : `${labels[field] ?? field}: ${message}`;
    })
    .join(' ');
}

/** The id a rejected line is reported under, when it has a usable one. */
function idOf(input: unknown): string | null {
  if (typeof input !== 'object' || input === null || !('external_id' in input)) return null;
  const id = input.external_id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const text = String(id).trim();
  return text === '' ? null : text.slice(0, 200);
}

/**
 * Checks one product against the ingest API's rules (the same as a POST of products): a product, or a
 * rejected line with every field's reason. `found` are faults the reader saw before the schema (a currency
 * other than NOK) and win over the schema's view of the same field.
 */
export function checkProduct(
  input: unknown,
  line: number,
  labels: FieldLabels,
  found: Record<string, string> = {},
): FeedItem {
  const result = productSchema.safeParse(input);
  if (result.success && Object.keys(found).length === 0) {
    return { kind: 'product', line, product: result.data };
  }
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  Object.assign(fields, found);
  return { kind: 'rejected', line, id: idOf(input), reason: reasonOf(fields, labels) };
}

export function rejected(line: number, id: string | null, reason: string): FeedItem {
  return { kind: 'rejected', line, id, reason };
}
