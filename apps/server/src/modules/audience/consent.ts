import type { ConsentSource, ConsentState } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import * as repo from './contact-repository';

export interface ConsentChange {
  /** 'pending': a yes waiting for the person to confirm it (double opt-in). */
  state: Extract<ConsentState, 'given' | 'withdrawn' | 'pending'>;
  source: ConsentSource;
  at: Date;
  /** Evidence of a yes from the shop's side or a confirmation: the IP and browser it came from. */
  evidence?: ConsentEvidence;
}

export interface ConsentEvidence {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Sets a contact's consent and writes the change into its history; the same state again changes nothing.
 * A withdrawal through an unsubscribe link also suppresses the address, so no later import or panel
 * change can mail it again without the person asking.
 */
export async function changeConsent(
  db: Database,
  accountId: number,
  contact: repo.ContactRow,
  change: ConsentChange,
): Promise<repo.ContactRow> {
  if (change.source === 'unsubscribe') {
    await repo.suppress(db, accountId, contact.email, 'unsubscribed', change.at);
  }
  if (contact.consent === change.state) return contact;
  const row = await repo.updateContact(
    db,
    accountId,
    contact.id,
    { consent: change.state, consentSource: change.source, consentAt: change.at },
    change.at,
  );
  await repo.insertConsentEvent(db, {
    accountId,
    contactId: contact.id,
    state: change.state,
    source: change.source,
    at: change.at,
    ip: change.evidence?.ip ?? null,
    userAgent: change.evidence?.userAgent ?? null,
  });
  return row ?? contact;
}

/** How a yes from the shop's side becomes a consent: at once, or pending a confirmation (double-opt-in.ts). */
export type GiveConsent = (
  db: Database,
  accountId: number,
  contact: repo.ContactRow,
  change: Omit<ConsentChange, 'state'>,
) => Promise<void>;

export const giveAtOnce: GiveConsent = async (db, accountId, contact, change) => {
  await changeConsent(db, accountId, contact, { ...change, state: 'given' });
};

/**
 * A customer as the shop reported them: made a contact when new; a yes at checkout is a consent, and a
 * no from the shop withdraws only a consent the checkout gave (a yes from a popup or the panel stands).
 */
export async function takeInCustomer(
  db: Database,
  accountId: number,
  customer: { email: string; name: string | null; marketingConsent: boolean },
  at: Date,
  give: GiveConsent = giveAtOnce,
): Promise<void> {
  const { row } = await repo.ensureContact(db, accountId, { email: customer.email, name: customer.name }, at);
  if (row.name === null && customer.name !== null) {
    await repo.updateContact(db, accountId, row.id, { name: customer.name }, at);
  }
  if (customer.marketingConsent) {
    await give(db, accountId, row, { source: 'checkout', at });
  } else if ((row.consent === 'given' || row.consent === 'pending') && row.consentSource === 'checkout') {
    await changeConsent(db, accountId, row, { state: 'withdrawn', source: 'checkout', at });
  }
}

/** A recipient used a mail's unsubscribe link: consent withdrawn and the address suppressed. */
export async function unsubscribe(db: Database, accountId: number, email: string, at: Date): Promise<void> {
  const { row } = await repo.ensureContact(db, accountId, { email, name: null }, at);
  await changeConsent(db, accountId, row, { state: 'withdrawn', source: 'unsubscribe', at });
}
