import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Every mail is stored here first, then delivered by the outbox worker (or kept, without SMTP). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: timestamps can tie (PGlite's clock is coarse), a sequence cannot. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    /** A shop's own sender (e-mail sender settings); without it the platform's MAIL_FROM sends. */
    fromName: text('from_name'),
    fromAddress: text('from_address'),
    replyTo: text('reply_to'),
    /**
     * A one-time link (password reset, invitation) is never stored in text or html, which staff may read:
     * they hold a placeholder, and the link is kept here encrypted with a key derived from JWT_SECRET until
     * the mail is sent (then cleared).
     */
    secret: text('secret'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'stored'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claimed mail whose worker died becomes claimable again after this. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_to_idx').on(table.to),
  ],
);

/**
 * Addresses an account has shown it controls (a link mailed to the address was clicked): test sends may go to
 * them and one may be the shop's From. Verified for that account only; `requestedAt` is signed into the link,
 * so asking again makes older links stop working.
 */
export const mailVerifiedAddresses = pgTable(
  'mail_verified_addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('mail_verified_addresses_account_address_idx').on(table.accountId, table.address)],
);

/** A sender domain and the TXT token that proves it; verified when the token was found in its DNS. */
export const mailSenderDomains = pgTable(
  'mail_sender_domains',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.domain] })],
);

/**
 * Counts per account and period, taken atomically before a mail goes: test sends per Oslo day
 * (`test_send`, period 2026-06-10) and mails per hour (`hourly`, period the hour's start in ISO).
 */
export const mailCounters = pgTable(
  'mail_counters',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['test_send', 'hourly'] }).notNull(),
    period: text('period').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.kind, table.period] })],
);

/** An account's own hourly ceiling, set by platform staff (else MAIL_HOURLY_CEILING_DEFAULT). */
export const mailCeilings = pgTable('mail_ceilings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  perHour: integer('per_hour').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
