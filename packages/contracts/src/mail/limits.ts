import { z } from 'zod';
import { emailField } from '../fields';

/**
 * Abuse limits on the mail the platform sends for an account (issue 30, docs/email.md "Who may get a test
 * send" and "Mail per hour"). Counted in the database per account, so they hold across instances.
 */

/** Test sends (templates, campaigns) an account may make per Oslo day. */
export const TEST_SENDS_PER_DAY = 50;
/**
 * Mails an account may send per hour unless staff set another ceiling for it. High enough for a normal shop's
 * campaign to its whole list within the hour (a demo-sized list of 10,000 goes at once), low enough that a
 * taken-over account is stopped within the hour and listed for staff.
 */
export const MAIL_HOURLY_CEILING_DEFAULT = 20_000;
/** The highest ceiling staff may set for one account. */
export const MAIL_HOURLY_CEILING_MAX = 1_000_000;
/** Staff see an account as near its ceiling from this share of it in the current hour. */
export const MAIL_CEILING_NEAR_SHARE = 0.8;
/** How long a link that verifies an address works. */
export const ADDRESS_VERIFICATION_HOURS = 48;
/** The TXT record that proves a sender domain: `butikkpanel-verification=<token>` on the domain itself. */
export const SENDER_DOMAIN_TXT_PREFIX = 'butikkpanel-verification=';

/** POST /api/emails/test-recipients, POST …/email-sender/verify-address: an address to verify. */
export const addressVerificationBodySchema = z.object({ address: emailField() }).strict();
export type AddressVerificationBody = z.input<typeof addressVerificationBodySchema>;

export const TEST_RECIPIENT_KINDS = ['user', 'verified', 'pending'] as const;
export type TestRecipientKind = (typeof TEST_RECIPIENT_KINDS)[number];

/** GET /api/emails/test-recipients: whom a test send may reach, and today's count. */
export const testRecipientsAnswerSchema = z.object({
  data: z.object({
    used: z.number().int(),
    limit: z.number().int(),
    day: z.string(),
    addresses: z.array(z.object({ address: z.string(), kind: z.enum(TEST_RECIPIENT_KINDS) })),
  }),
});
export type TestRecipientsAnswer = z.infer<typeof testRecipientsAnswerSchema>;

/**
 * Why mail goes from the address it goes from: the shop's own once verified (by a link mailed to it, or
 * its domain's TXT record), else the platform's with the shop's address as Reply-To.
 */
export const SENDER_STATES = ['verified_address', 'verified_domain', 'unverified', 'not_set'] as const;
export type SenderState = (typeof SENDER_STATES)[number];

/** GET /api/account-settings/email-sender/identity */
export const senderIdentityAnswerSchema = z.object({
  data: z.object({
    state: z.enum(SENDER_STATES),
    /** The shop's address as set in the settings ('' when none). */
    from_email: z.string(),
    /** The From address mail carries now. */
    used_from: z.string(),
    /** The Reply-To mail carries now ('' for none). */
    used_reply_to: z.string(),
    domain: z.string(),
    /** The TXT record's name and value that verify the domain. */
    txt_name: z.string(),
    txt_value: z.string(),
    /** A verification link was mailed to from_email and not used yet. */
    link_pending: z.boolean(),
  }),
});
export type SenderIdentityAnswer = z.infer<typeof senderIdentityAnswerSchema>;

/** PUT /api/staff/accounts/{id}/mail-ceiling */
export const mailCeilingBodySchema = z
  .object({
    per_hour: z.coerce
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(MAIL_HOURLY_CEILING_MAX, 'invalid_value'),
  })
  .strict();
export type MailCeilingBody = z.input<typeof mailCeilingBodySchema>;

export const mailCeilingRowSchema = z.object({
  account_id: z.number().int(),
  company_name: z.string(),
  per_hour: z.number().int(),
  /** True when staff set it (else the default). */
  custom: z.boolean(),
  sent_this_hour: z.number().int(),
  /** Mails held for the next hour because the ceiling was reached. */
  held: z.number().int(),
});
export type MailCeilingRow = z.infer<typeof mailCeilingRowSchema>;

/** GET /api/staff/mail-ceilings: accounts at or above MAIL_CEILING_NEAR_SHARE of their ceiling, or with their own. */
export const mailCeilingListSchema = z.object({
  data: z.array(mailCeilingRowSchema),
  default_per_hour: z.number().int(),
});
