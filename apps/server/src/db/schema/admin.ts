import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bytea, createdAt } from './columns';
import { users } from './users';

/**
 * Pictures: a user's profile image, an account's logo, the images an account uploads for its designs
 * (e-mail templates, popups, content blocks) and the platform's shared library (`shared`, no account, no
 * user). Stored in the database so several instances serve them; jpg or png (design images also webp), at
 * most 1 MB, checked by their bytes before they get here.
 */
export const storedImages = pgTable(
  'stored_images',
  {
    /** Random and unguessable: the image's address. */
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['profile', 'logo', 'builder', 'shared'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_images_user_idx').on(table.userId),
    index('stored_images_account_idx').on(table.accountId),
  ],
);

/** Each run of the daily privacy job: when, and how much it removed per account. */
export const privacyRuns = pgTable('privacy_runs', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** { [accountId]: { messages, visitors, pageViews, … } } */
  removed: jsonb('removed').$type<Record<string, Record<string, number>>>().notNull().default({}),
  error: text('error'),
});

/** What staff and admins did: who, what, when, and on which account. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_account_idx').on(table.accountId, table.at),
  ],
);
