import type { UserData } from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored in lower case; unique. */
  email: text('email').notNull().unique(),
  /** argon2id; null until an invited user sets a password. */
  passwordHash: text('password_hash'),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  image: text('image'),
  roles: text('roles').array().notNull().default(sql`'{user}'::text[]`),
  data: jsonb('data').$type<UserData>().notNull().default({ settings: {}, shortcuts: [] }),
  lastAccountId: integer('last_account_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions: a JWT names its session, so logout and password changes end it at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Every sign-in and registration attempt with its outcome: the limits count failures per address and per
 * (address, e-mail) from here, across every instance, and staff read it as the sign-in log.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** success, wrong_credentials, blocked_address, blocked_pair, email_taken, registered */
    outcome: text('outcome').notNull(),
    /** Set from the server's clock, not the database's, so the windows and the tests use one clock. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_attempts_ip_idx').on(table.ip, table.createdAt),
    index('login_attempts_email_idx').on(table.email, table.createdAt),
    index('login_attempts_created_idx').on(table.createdAt),
  ],
);

/** Keys are sent by e-mail; only their SHA-256 is stored. */
export const passwordResets = pgTable('password_resets', {
  keyHash: text('key_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Short-lived single-use sign-in tokens (the legacy-app redirect and the login page's token query). */
export const oneTimeTokens = pgTable('one_time_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: integer('account_id'),
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
