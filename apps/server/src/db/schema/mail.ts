import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
