import type { DurableListener } from '../../platform';
import { changeConsent, takeInCustomer } from './consent';
import * as repo from './contact-repository';

/**
 * Customers from ingest become contacts (a yes at checkout a consent), and joining the customer club is a
 * consent from the club. Durable: each event once, in the job's transaction.
 */
export const audienceListener: DurableListener = {
  name: 'audience.customers',
  on: ['customer.created', 'customer.updated', 'subscriber.joined'],
  async handle(event, { db, now }) {
    const at = new Date(event.occurred_at);
    if (event.type === 'customer.created' || event.type === 'customer.updated') {
      await takeInCustomer(
        db,
        event.account_id,
        { email: event.data.email, name: event.data.name, marketingConsent: event.data.marketing_consent },
        Number.isNaN(at.getTime()) ? now : at,
      );
    } else if (event.type === 'subscriber.joined') {
      const { row } = await repo.ensureContact(
        db,
        event.account_id,
        { email: event.data.email, name: null },
        now,
      );
      const source = event.data.source === 'popup' ? 'popup' : 'club';
      await changeConsent(db, event.account_id, row, { state: 'given', source, at: now });
    }
  },
};
