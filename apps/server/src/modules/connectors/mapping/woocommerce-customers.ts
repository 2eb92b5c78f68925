import { z } from 'zod';
import { type ConnectorBatch, emptyBatch } from '../batch';
import { clip, gmtField, idField, parsePayload, SKIP, skip, validEmail } from './common';

const addressSchema = z.looseObject({
  email: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  city: z.string().nullish(),
  postcode: z.string().nullish(),
});

/** The REST API v3 Customer, as WooCommerce's customer webhooks send it: only what we map. */
export const wooCustomerSchema = z.looseObject({
  id: idField(),
  email: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  billing: addressSchema.nullish(),
  date_modified_gmt: gmtField().nullish(),
});

const fullName = (first?: string | null, last?: string | null) =>
  clip(
    [first, last]
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
    200,
  );

/**
 * A customer: the account's e-mail (else the billing one), name, and the billing city and postcode.
 * WooCommerce has no marketing consent, so none is sent: our schema then reads it as false, which withdraws
 * only a consent a checkout gave (a yes from a popup, an import or the panel stands).
 */
export function mapWooCustomer(topic: string, payload: unknown): ConnectorBatch {
  if (topic === 'customer.deleted') {
    parsePayload(z.looseObject({ id: idField() }), payload);
    skip('Kunden ble slettet i WooCommerce; det som er lagret, beholdes (sletting gjøres under Personvern).');
  }
  const customer = parsePayload(wooCustomerSchema, payload);
  const email = validEmail(customer.email || customer.billing?.email) ?? skip(SKIP.noEmail);
  return {
    ...emptyBatch(),
    resource: { type: 'customer', id: customer.id, updatedAt: customer.date_modified_gmt ?? null },
    customers: [
      {
        email,
        name:
          fullName(customer.first_name, customer.last_name) ??
          fullName(customer.billing?.first_name, customer.billing?.last_name),
        city: clip(customer.billing?.city, 100),
        postcode: clip(customer.billing?.postcode, 20),
      },
    ],
  };
}
