import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../fields';
import { amountField } from './ingest';

/**
 * What the widget tells about a visitor beyond page views and the cart (docs/widget.md): the order a shop's
 * confirmation page reports, so a shop with only the script still gets revenue. Stored through the same
 * ingest code as the API's orders (NOK only, once per order id), but never over an order the shop's server
 * sent itself.
 */
export const widgetOrderLineSchema = z.object({
  id: z.coerce.string().trim().min(1, 'field_empty').max(200, 'too_long'),
  name: requiredText(500),
  quantity: z.coerce
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(100_000),
  /** Per unit, in kr. */
  price: amountField(),
});
export type WidgetOrderLine = z.infer<typeof widgetOrderLineSchema>;

export const widgetOrderSchema = z.object({
  id: z.coerce.string().trim().min(1, 'field_empty').max(200, 'too_long'),
  /** In kr; the subtotal defaults to the sum of the lines, or the total when there are none. */
  total: amountField(),
  subtotal: amountField().optional(),
  currency: z.literal('NOK', { error: 'currency_not_supported' }).default('NOK'),
  lines: z.array(widgetOrderLineSchema, { error: 'invalid_value' }).max(200, 'too_long').default([]),
  discount_code: optionalText(200).optional(),
  discount_codes: z.array(requiredText(200), { error: 'invalid_value' }).max(10, 'too_long').optional(),
  email: emailField().optional(),
  /** Where the visitor came from, as the widget saw it on landing: utm_source, or the referring page. */
  source: optionalText(100).optional(),
  referrer: optionalText(2000).optional(),
});
export type WidgetOrderInput = z.input<typeof widgetOrderSchema>;
export type WidgetOrder = z.output<typeof widgetOrderSchema>;

const NAMED_SOURCES: Array<[RegExp, string]> = [
  [/(^|\.)google\./, 'google'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)(t\.co|twitter\.com|x\.com)$/, 'twitter'],
  [/(^|\.)pinterest\./, 'pinterest'],
  [/(^|\.)duckduckgo\.com$/, 'duckduckgo'],
];

/**
 * The order's source: the widget's utm_source when there is one (lower case), otherwise a name for the
 * referring site (google, facebook, …, or its host without www.), otherwise '' (direct).
 */
export function orderSource(input: { source?: string | undefined; referrer?: string | undefined }): string {
  const named = input.source?.trim().toLowerCase();
  if (named) return named.slice(0, 100);
  if (!input.referrer) return '';
  let host: string;
  try {
    host = new URL(input.referrer).hostname.toLowerCase();
  } catch {
    return '';
  }
  for (const [pattern, name] of NAMED_SOURCES) if (pattern.test(host)) return name;
  return host.replace(/^www\./, '').slice(0, 100);
}
