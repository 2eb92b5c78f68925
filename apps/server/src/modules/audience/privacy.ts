import type { PrivacyHooks } from '../../platform';
import * as repo from './contact-repository';
import { consentEventView } from './views';

/**
 * A person's contact, consent history and suppression in the privacy export. Erasure removes the contact
 * and its history; a suppression stays (an address that unsubscribed must not come back by an import).
 */
export const audiencePrivacyHooks: PrivacyHooks = {
  async exportPerson(db, accountId, email) {
    const contacts = await repo.contactsOfEmail(db, accountId, email);
    const suppression = await repo.suppressionOf(db, accountId, email);
    const out = [];
    for (const contact of contacts) {
      out.push({
        email: contact.email,
        name: contact.name,
        consent: contact.consent,
        consent_source: contact.consentSource,
        tags: contact.tags,
        history: (await repo.consentHistory(db, accountId, contact.id)).map(consentEventView),
      });
    }
    return {
      email_contacts: out,
      email_suppressions: suppression
        ? [{ reason: suppression.reason, at: suppression.at.toISOString() }]
        : [],
    };
  },
  async erasePerson(tx, accountId, email) {
    return { email_contacts: await repo.eraseEmail(tx, accountId, email) };
  },
};
