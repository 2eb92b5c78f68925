import type { CartLine } from '@butikkpanel/contracts';
import { z } from 'zod';
import { type ConnectorBatch, emptyBatch } from '../batch';
import { kroner, moneyField } from './amounts';
import { clip, httpUrl, idField, instantField, parsePayload, SKIP, skip, validEmail } from './common';

/** The REST Admin API's Customer, as customers/create and customers/update send it: only what we map. */
export const shopifyCustomerSchema = z.looseObject({
  id: idField(),
  email: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  updated_at: instantField().nullish(),
  email_marketing_consent: z.looseObject({ state: z.string().nullish() }).nullish(),
  /** Before API 2022-07; a yes there counts when the newer field is absent. */
  accepts_marketing: z.boolean().nullish(),
  default_address: z.looseObject({ city: z.string().nullish(), zip: z.string().nullish() }).nullish(),
});

/** A customer's consent: only `subscribed` is a yes (pending waits for the confirmation mail). */
function consentOf(customer: z.output<typeof shopifyCustomerSchema>): boolean {
  const state = customer.email_marketing_consent?.state;
  if (state != null) return state.toLowerCase() === 'subscribed';
  return customer.accepts_marketing === true;
}

export function mapShopifyCustomer(payload: unknown): ConnectorBatch {
  const customer = parsePayload(shopifyCustomerSchema, payload);
  const email = validEmail(customer.email) ?? skip(SKIP.noEmail);
  const name = [customer.first_name, customer.last_name].map((part) => part?.trim() ?? '').filter(Boolean);
  return {
    ...emptyBatch(),
    resource: { type: 'customer', id: customer.id, updatedAt: customer.updated_at ?? null },
    customers: [
      {
        email,
        name: clip(name.join(' '), 200),
        marketing_consent: consentOf(customer),
        city: clip(customer.default_address?.city, 100),
        postcode: clip(customer.default_address?.zip, 20),
      },
    ],
  };
}

const checkoutLineSchema = z.looseObject({
  product_id: idField().nullish(),
  variant_id: idField().nullish(),
  sku: z.string().nullish(),
  title: z.string().nullish(),
  variant_title: z.string().nullish(),
  quantity: z.number().int().nonnegative(),
  price: moneyField(),
});

/** A checkout (checkouts/create, checkouts/update): the cart the abandoned-cart flows read. */
export const shopifyCheckoutSchema = z.looseObject({
  token: z.string().trim().min(1).max(200),
  email: z.string().nullish(),
  customer: z.looseObject({ email: z.string().nullish() }).nullish(),
  currency: z.string().nullish(),
  completed_at: z.string().nullish(),
  updated_at: instantField().nullish(),
  abandoned_checkout_url: z.string().nullish(),
  line_items: z.array(checkoutLineSchema),
});

function cartLineOf(line: z.output<typeof checkoutLineSchema>): CartLine {
  const title = clip(line.title, 250) ?? 'Vare';
  const variant = clip(line.variant_title, 45);
  return {
    id: (line.product_id ?? line.variant_id ?? clip(line.sku, 100) ?? title).slice(0, 100),
    name: variant ? `${title} – ${variant}` : title,
    quantity: Math.min(line.quantity, 100_000),
    price: kroner(line.price),
  };
}

export function mapShopifyCheckout(payload: unknown): ConnectorBatch {
  const checkout = parsePayload(shopifyCheckoutSchema, payload);
  // A completed checkout became an order: the orders topics tell that; a cart now would only mislead.
  if (checkout.completed_at) skip('Handlekurven er fullført og ble en ordre.');
  const currency = checkout.currency?.toUpperCase();
  if (currency && currency !== 'NOK') skip(`Handlekurven er i ${currency}; Butikkpanel tar bare imot NOK.`);
  return {
    ...emptyBatch(),
    resource: { type: 'checkout', id: checkout.token, updatedAt: checkout.updated_at ?? null },
    carts: [
      {
        key: checkout.token,
        email: validEmail(checkout.email || checkout.customer?.email),
        lines: checkout.line_items.map(cartLineOf),
        url: httpUrl(checkout.abandoned_checkout_url),
      },
    ],
  };
}

/** customers/data_request and customers/redact: the customer named by e-mail (what we key customers by). */
const privacyCustomerSchema = z.looseObject({
  customer: z.looseObject({ email: z.string().nullish() }),
});

export function mapShopifyPrivacy(topic: string, payload: unknown): ConnectorBatch {
  if (topic === 'shop/redact') {
    parsePayload(z.looseObject({ shop_domain: z.string().nullish() }), payload);
    return { ...emptyBatch(), privacy: { kind: 'redact_shop', emails: [] } };
  }
  const { customer } = parsePayload(privacyCustomerSchema, payload);
  // Lower case only, not our stricter pattern: erasure must reach whatever was stored under the address.
  const email = customer.email?.trim().toLowerCase();
  if (!email) skip('Forespørselen har ingen e-postadresse; Butikkpanel har ingen kunde å finne uten den.');
  return {
    ...emptyBatch(),
    privacy: { kind: topic === 'customers/redact' ? 'redact_customer' : 'data_request', emails: [email] },
  };
}
