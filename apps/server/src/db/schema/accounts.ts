import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** The reseller a shop bought from; shown on the locked-feature screen. */
export const dealers = pgTable('dealers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  companyName: text('company_name').notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] })
      .notNull()
      .default('member'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.userId] }),
    index('memberships_user_idx').on(table.userId),
  ],
);

export const packages = pgTable('packages', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
});

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const planPackages = pgTable(
  'plan_packages',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    packageKey: text('package_key')
      .notNull()
      .references(() => packages.key, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.planId, table.packageKey] })],
);

export const accountPlans = pgTable(
  'account_plans',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.planId] })],
);

export const accountSettings = pgTable(
  'account_settings',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.key] })],
);

/** Which agreement was accepted, by whom and when; ACCEPTED_TERMS is derived from all three. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreement: text('agreement', {
      enum: ['terms', 'data_processing_agreement', 'privacy_policy'],
    }).notNull(),
    acceptedAt: createdAt(),
  },
  (table) => [index('terms_acceptances_account_idx').on(table.accountId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    role: text('role', { enum: ['owner', 'member'] })
      .notNull()
      .default('member'),
    /** The link carries a random token; only its SHA-256 is stored. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('invitations_account_idx').on(table.accountId)],
);
