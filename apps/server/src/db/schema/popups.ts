import type { PopupSettings } from '@butikkpanel/contracts';
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

/** A popup (issue 17): its settings (width, placement, rules, frequency) and where it stands. */
export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    /** draft (never on), active (shown by its rules), paused (turned off). */
    status: text('status', { enum: ['draft', 'active', 'paused'] })
      .notNull()
      .default('draft'),
    settings: jsonb('settings').$type<PopupSettings>().notNull(),
    /** A template code: each submit gets its own unique code from it. */
    discountTemplateId: integer('discount_template_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('popups_account_idx').on(table.accountId, table.status)],
);

/** A variant's design (A, B, …) and its share of the visitors; one variant is a popup without a test. */
export const popupVariants = pgTable(
  'popup_variants',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Its share of the visitors, against the sum of the popup's variants' weights. */
    weight: integer('weight').notNull().default(50),
    /** The sanitised design as the shop gets it (lib/safe-design.ts). */
    html: text('html').notNull().default(''),
    css: text('css').notNull().default(''),
    /** The builder's own project, to edit it again (never sent to the shop). */
    project: jsonb('project').$type<Record<string, unknown>>(),
    updatedAt: updatedAt(),
  },
  (table) => [index('popup_variants_popup_idx').on(table.popupId)],
);

/** Each time a popup was shown to a visitor (its views). */
export const popupShows = pgTable(
  'popup_shows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('popup_shows_popup_idx').on(table.popupId, table.variantId)],
);

/** Each submit of a popup's form, once per submit id (a retried request is the same submit). */
export const popupSubmissions = pgTable(
  'popup_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    submitId: text('submit_id').notNull(),
    /** Lower case; null when the form asks for no e-mail. */
    email: text('email'),
    fields: jsonb('fields').$type<Record<string, string | number | boolean>>().notNull(),
    /** The unique code handed out, when the popup gives one. */
    code: text('code'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** Where the submit came from: the limits per address and network, and consent evidence. */
    ip: text('ip'),
    /** The IP's network (/24 for IPv4, /64 for IPv6), counted against the network limit. */
    network: text('network'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('popup_submissions_submit_idx').on(table.popupId, table.submitId),
    index('popup_submissions_network_idx').on(table.accountId, table.network, table.submittedAt),
    index('popup_submissions_popup_idx').on(table.popupId, table.variantId),
    index('popup_submissions_email_idx').on(table.accountId, table.email),
  ],
);

/**
 * A popup's audience: the customers a flow's "join popup" step added (issue 17). A popup for its audience only
 * is shown to a visitor the shop knows by e-mail (chat contact or identify) when that address is here.
 */
export const popupAudience = pgTable(
  'popup_audience',
  {
    accountId: accountId(),
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    /** The flow that added the customer (kept when the flow is deleted, as a plain number). */
    flowId: integer('flow_id'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.popupId, table.email] }),
    index('popup_audience_email_idx').on(table.accountId, table.email),
  ],
);

/**
 * The one code a popup gives an address: the primary key makes a second (or a racing) submit find this row
 * instead of minting another. `mailedAt`: when the code went by mail (double opt-in), null before.
 */
export const popupCodes = pgTable(
  'popup_codes',
  {
    accountId: accountId(),
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    /** Set in the transaction that claimed the row (claimed first, so a racing submit waits for it). */
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.popupId, table.email] }),
    index('popup_codes_email_idx').on(table.accountId, table.email),
  ],
);
