import { JOB_PAYLOADS } from '@butikkpanel/contracts';
import { escapeHtml } from '../../lib/html';
import { type DurableListener, defineJob, type Platform } from '../../platform';
import { getEmailSender } from '../account-settings';
import type { Outbox } from '../mail';
import * as repo from './repository';

/**
 * With double opt-in, a popup's code waits for the confirmation: when the address's consent is in force
 * (`consent.confirmed`), a job mails the codes it has not had yet.
 */
export const popupCodeListener = (jobs: Platform['jobs']): DurableListener => ({
  name: 'popups.confirmed_codes',
  on: ['consent.confirmed'],
  async handle(event, { db }) {
    if (event.type !== 'consent.confirmed') return;
    await jobs.enqueueWith(db, [
      { kind: 'popups.code_mail', payload: { account_id: event.account_id, email: event.data.email } },
    ]);
  },
});

export const popupCodeMailJob = (deps: { outbox: Outbox }) =>
  defineJob({
    kind: 'popups.code_mail',
    payload: JOB_PAYLOADS['popups.code_mail'],
    // The outbox stores the mail in a transaction of its own (and PGlite has one connection).
    transactional: false,
    handle: async ({ account_id, email }, { db, now }) => {
      const codes = (await repo.undeliveredCodes(db, account_id, email)).flatMap((row) =>
        row.code ? [{ popupId: row.popupId, code: row.code }] : [],
      );
      if (codes.length === 0) return;
      const sender = await getEmailSender(db, account_id);
      const shop = sender.from_name;
      const list = codes.map((row) => row.code);
      await deps.outbox.enqueue({
        accountId: account_id,
        to: email,
        kind: 'popup_code',
        fromName: sender.from_name || null,
        fromAddress: sender.from_email || null,
        replyTo: sender.reply_to || null,
        subject: `Rabattkoden din fra ${shop}`,
        text: `Hei!\n\nTakk for at du bekreftet påmeldingen. Rabattkoden din:\n${list.join('\n')}\n\nBruk den i kassen hos ${shop}.`,
        html: `<p>Hei!</p><p>Takk for at du bekreftet påmeldingen. Rabattkoden din:</p>${list
          .map(
            (code) =>
              `<p style="font-size:20px;letter-spacing:.05em"><strong>${escapeHtml(code)}</strong></p>`,
          )
          .join('')}<p>Bruk den i kassen hos ${escapeHtml(shop)}.</p>`,
      });
      for (const row of codes) await repo.markCodeDelivered(db, account_id, row.popupId, email, now);
    },
  });
