import type { SegmentBody } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { changeConsent, takeInCustomer } from './consent';
import * as repo from './contact-repository';
import { insertSegment } from './segment-repository';

export interface AudienceSeed {
  customers: Array<{ email: string; name: string | null; marketingConsent: boolean; tags: string[] }>;
  /** Addresses that unsubscribed through a mail's link (withdrawn and suppressed). */
  unsubscribed: string[];
  segments: SegmentBody[];
  now: Date;
}

/**
 * Fills an account's audience the way the live paths would (the customer events, an unsubscribe), for
 * the demo: the demo seed writes customers without events, so they are taken in here.
 */
export async function seedAudience(db: Database, accountId: number, seed: AudienceSeed) {
  return db.transaction(async (tx) => {
    for (const customer of seed.customers) {
      await takeInCustomer(tx, accountId, customer, seed.now);
      if (customer.tags.length > 0) {
        const [row] = await repo.findContactsByEmail(tx, accountId, [customer.email]);
        if (row) await repo.updateContact(tx, accountId, row.id, { tags: customer.tags }, seed.now);
      }
    }
    for (const email of seed.unsubscribed) {
      const [row] = await repo.findContactsByEmail(tx, accountId, [email]);
      if (row)
        await changeConsent(tx, accountId, row, { state: 'withdrawn', source: 'unsubscribe', at: seed.now });
    }
    for (const segment of seed.segments) await insertSegment(tx, accountId, segment, seed.now);
    return { contacts: seed.customers.length, segments: seed.segments.length };
  });
}
