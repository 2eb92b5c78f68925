import { createHmac, timingSafeEqual } from 'node:crypto';
import { JOB_PAYLOADS } from '@butikkpanel/contracts';
import { escapeHtml } from '../../lib/html';
import { deriveKey } from '../../lib/secrets';
import { defineJob, type Platform } from '../../platform';
import { getEmailSender } from '../account-settings';
import { ONE_TIME_LINK, type Outbox } from '../mail';
import { changeConsent, type GiveConsent } from './consent';
import * as repo from './contact-repository';

/** How long a confirmation link works after the signup it confirms. */
export const CONFIRM_LINK_DAYS = 7;
const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60_000;

/** What a link does for its contact: confirm the pending signup, tell it is confirmed already, or nothing. */
export type ConfirmLinkState = 'confirm' | 'confirmed' | null;

export interface ConfirmLinks {
  url(accountId: number, contactId: number, pendingAt: Date): string;
  /** The link is this server's for this contact's current pending signup, and not too old. */
  verify(contact: repo.ContactRow, signature: string, now: Date): boolean;
  /**
   * 'confirm' for the current pending signup (verify), 'confirmed' when the consent given now came right
   * after the pending signup this link was made for (a second click), otherwise null. `history` is the
   * contact's consent events, newest first.
   */
  state(
    contact: repo.ContactRow,
    history: ReadonlyArray<{ state: string; at: Date }>,
    signature: string,
    now: Date,
  ): ConfirmLinkState;
}

/**
 * The signed link that confirms a pending consent. It names the account and the contact, and its signature
 * covers when the signup happened: once confirmed, withdrawn or signed up again, an old link no longer fits.
 */
export function confirmLinks(publicUrl: string, secret: Uint8Array): ConfirmLinks {
  const key = deriveKey(secret, 'audience-consent-confirm');
  const sign = (accountId: number, contactId: number, pendingAt: Date) =>
    createHmac('sha256', key)
      .update(`${accountId}\n${contactId}\n${pendingAt.getTime()}`)
      .digest('base64url')
      .slice(0, 32);
  const fits = (contact: repo.ContactRow, pendingAt: Date, signature: string) => {
    const expected = Buffer.from(sign(contact.accountId, contact.id, pendingAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const verify: ConfirmLinks['verify'] = (contact, signature, now) => {
    if (contact.consent !== 'pending' || contact.consentAt === null) return false;
    if (now.getTime() - contact.consentAt.getTime() > CONFIRM_LINK_MS) return false;
    return fits(contact, contact.consentAt, signature);
  };
  return {
    url: (accountId, contactId, pendingAt) =>
      `${publicUrl}/api/audience/confirm/${accountId}/${contactId}/${sign(accountId, contactId, pendingAt)}`,
    verify,
    state(contact, history, signature, now) {
      if (verify(contact, signature, now)) return 'confirm';
      const [given, pending] = history;
      return contact.consent === 'given' &&
        given?.state === 'given' &&
        pending?.state === 'pending' &&
        fits(contact, pending.at, signature)
        ? 'confirmed'
        : null;
    },
  };
}

/**
 * A yes from the shop's side (checkout, customer club, popup): given at once, or, when the account asks
 * for double opt-in, pending until the person confirms it from the mail a job sends (in this transaction).
 * A consent already given stays given.
 */
export const takeConsent =
  (jobs: Platform['jobs']): GiveConsent =>
  async (db, accountId, contact, change) => {
    if (contact.consent === 'given') return;
    // Told again while a link is out (every order updates the customer): no new mail until it expires.
    if (
      contact.consent === 'pending' &&
      contact.consentAt !== null &&
      change.at.getTime() - contact.consentAt.getTime() < CONFIRM_LINK_MS
    )
      return;
    const sender = await getEmailSender(db, accountId);
    if (sender.double_opt_in !== '1') {
      await changeConsent(db, accountId, contact, { ...change, state: 'given' });
      return;
    }
    // Asked again while pending: a new link (the old one stops fitting) and a new mail.
    const pending = await repo.updateContact(
      db,
      accountId,
      contact.id,
      { consent: 'pending', consentSource: change.source, consentAt: change.at },
      change.at,
    );
    await repo.insertConsentEvent(db, {
      accountId,
      contactId: contact.id,
      state: 'pending',
      source: change.source,
      at: change.at,
      ip: change.evidence?.ip ?? null,
      userAgent: change.evidence?.userAgent ?? null,
    });
    await jobs.enqueueWith(db, [
      {
        kind: 'audience.confirm_mail',
        payload: { account_id: accountId, contact_id: (pending ?? contact).id },
        dedupeKey: `${contact.id}:${change.at.getTime()}`,
      },
    ]);
  };

/** The mail with the confirmation link; the link is kept out of the staff mailbox (one-time link). */
export const confirmMailJob = (deps: { outbox: Outbox; links: ConfirmLinks }) =>
  defineJob({
    kind: 'audience.confirm_mail',
    payload: JOB_PAYLOADS['audience.confirm_mail'],
    // The outbox stores the mail in a transaction of its own (and PGlite has one connection).
    transactional: false,
    handle: async ({ account_id, contact_id }, { db }) => {
      const contact = await repo.findContact(db, account_id, contact_id);
      if (contact?.consent !== 'pending' || contact.consentAt === null) return;
      const sender = await getEmailSender(db, account_id);
      const shop = sender.from_name;
      const placeholder = ONE_TIME_LINK;
      await deps.outbox.enqueue({
        accountId: account_id,
        to: contact.email,
        kind: 'consent_confirmation',
        fromName: sender.from_name || null,
        fromAddress: sender.from_email || null,
        replyTo: sender.reply_to || null,
        subject: `Bekreft at du vil ha e-post fra ${shop}`,
        text: `Hei!\n\nDu har meldt deg på e-post fra ${shop}. Bekreft påmeldingen her:\n${placeholder}\n\nLenken virker i ${CONFIRM_LINK_DAYS} dager. Har du ikke meldt deg på, kan du se bort fra denne e-posten: da får du ingen e-post fra oss.`,
        html: `<p>Hei!</p><p>Du har meldt deg på e-post fra ${escapeHtml(shop)}.</p><p><a href="${placeholder}">Bekreft påmeldingen</a></p><p style="color:#555;font-size:13px">Lenken virker i ${CONFIRM_LINK_DAYS} dager. Har du ikke meldt deg på, kan du se bort fra denne e-posten: da får du ingen e-post fra oss.</p>`,
        oneTimeLink: deps.links.url(account_id, contact.id, contact.consentAt),
      });
    },
  });
