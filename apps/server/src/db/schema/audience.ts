import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { createdAt, updatedAt } from './columns';

const CONSENT_STATES = ['none', 'pending', 'given', 'withdrawn'] as const;
const CONSENT_SOURCES = ['checkout', 'club', 'popup', 'import', 'panel', 'unsubscribe'] as const;

/**
 * Everyone the shop knows by e-mail (customers from ingest, imports, the panel, later popups) with their
 * marketing consent as it stands now; `audience_consent_events` keeps how it got there. E-mail in lower case.
 */
export const audienceContacts = pgTable(
  'audience_contacts',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    email: text('email').notNull(),
    name: text('name'),
    consent: text('consent', { enum: CONSENT_STATES }).notNull().default('none'),
    consentSource: text('consent_source', { enum: CONSENT_SOURCES }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('audience_contacts_email_idx').on(table.accountId, table.email),
    index('audience_contacts_list_idx').on(table.accountId, table.id),
    index('audience_contacts_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('audience_contacts_tags_idx').using('gin', table.tags),
  ],
);

/** Every change of a contact's consent: when, to what, and where from (the contact's page shows it). */
export const audienceConsentEvents = pgTable(
  'audience_consent_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => audienceContacts.id, { onDelete: 'cascade' }),
    state: text('state', { enum: CONSENT_STATES }).notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Evidence of a yes from the shop's side: the address and browser it came from (null from the panel). */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('audience_consent_events_contact_idx').on(table.contactId, table.at)],
);

/**
 * Addresses no campaign may reach, whatever their consent says: unsubscribed, bounced hard, complained.
 * Kept by e-mail, not by contact, so a contact deleted and imported again stays suppressed.
 */
export const audienceSuppressions = pgTable(
  'audience_suppressions',
  {
    accountId: accountId(),
    email: text('email').notNull(),
    reason: text('reason', { enum: ['unsubscribed', 'hard_bounce', 'complaint'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.email] })],
);

/** Saved rules over what the shop knows (`definition`: contracts' segmentRulesSchema). */
export const audienceSegments = pgTable(
  'audience_segments',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    definition: jsonb('definition').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('audience_segments_account_idx').on(table.accountId, table.id)],
);
