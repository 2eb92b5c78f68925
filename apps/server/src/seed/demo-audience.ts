import type { SegmentBody } from '@butikkpanel/contracts';
import type { Database } from '../db/client';
import { seedAudience } from '../modules/audience';
import { listCustomersForAudience } from '../modules/shop-data';

/** Two segments a shop owner would make first, so the segment list and its counts are not empty. */
const DEMO_SEGMENTS: SegmentBody[] = [
  {
    name: 'Stamkunder som vil ha e-post',
    definition: {
      match: 'all',
      rules: [
        { field: 'subscribed', value: true },
        { field: 'orders', op: 'gte', value: 3 },
      ],
    },
  },
  {
    name: 'Har kjøpt vintersko',
    definition: { match: 'all', rules: [{ field: 'bought_category', value: 'Vintersko' }] },
  },
];

/**
 * Demo Sko AS's audience: every demo customer as a contact (a yes at checkout a consent), a few tags,
 * one address that unsubscribed, and two segments.
 * Deterministic: the tags follow the customers' order in the list.
 */
export async function seedDemoAudience(db: Database, accountId: number, now: Date) {
  const customers = await listCustomersForAudience(db, accountId);
  customers.sort((a, b) => a.email.localeCompare(b.email));
  return seedAudience(db, accountId, {
    customers: customers.map((customer, index) => ({
      ...customer,
      tags: index % 7 === 0 ? ['vip'] : index % 5 === 0 ? ['nyhetsbrev'] : [],
    })),
    unsubscribed: customers
      .filter((customer) => customer.marketingConsent)
      .slice(0, 1)
      .map((c) => c.email),
    segments: DEMO_SEGMENTS,
    now,
  });
}
