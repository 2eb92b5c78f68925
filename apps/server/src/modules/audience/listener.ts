import type { DurableListener, Platform } from '../../platform';
import { takeInCustomer } from './consent';
import * as repo from './contact-repository';
import { takeConsent } from './double-opt-in';

/**
 * Customers from ingest become contacts (a yes at checkout a consent), and joining the customer club or a
 * popup is a consent from there (with the IP and browser as evidence); each given at once, or pending a
 * confirmation when the account asks for double opt-in. Durable: each event once, in the job's transaction.
 */
export const audienceListener = (jobs: Platform['jobs']): DurableListener => ({
  name: 'audience.customers',
  on: ['customer.created', 'customer.updated', 'subscriber.joined'],
  async handle(event, { db, now, publish }) {
    const give = takeConsent(jobs);
    const at = new Date(event.occurred_at);
    if (event.type === 'customer.created' || event.type === 'customer.updated') {
      await takeInCustomer(
        db,
        event.account_id,
        { email: event.data.email, name: event.data.name, marketingConsent: event.data.marketing_consent },
        Number.isNaN(at.getTime()) ? now : at,
        give,
      );
    } else if (event.type === 'subscriber.joined') {
      const { row } = await repo.ensureContact(
        db,
        event.account_id,
        { email: event.data.email, name: null },
        now,
      );
      const source = event.data.source === 'popup' ? 'popup' : 'club';
      const evidence = { ip: event.data.ip ?? null, userAgent: event.data.user_agent ?? null };
      await give(db, event.account_id, row, { source, at: now, evidence });
      // In force now (at once, or confirmed before): what waits for a confirmation (a popup's code) may go.
      const after = await repo.findContact(db, event.account_id, row.id);
      if (after?.consent === 'given') {
        publish('consent.confirmed', event.account_id, { email: row.email, source });
      }
    }
  },
});
