import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, dealers } from './accounts';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * Recommendation templates an account (or a dealer, for all its accounts) stores and edits (issue 31,
 * docs/recommendations.md "Templates"). One table for both owners rather than two like the widgets: a widget
 * names a stored template by `t{id}`, so the id must be one sequence across owners. Exactly one owner is set
 * (the check), and every query names the owner it reads.
 */
export const recommendationTemplates = pgTable(
  'recommendation_templates',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** shop, email or search (RECOMMENDATION_TEMPLATE_KINDS). */
    kind: text('kind').notNull(),
    /** Liquid sources as written; made safe when drawn (the output), not here. */
    html: text('html').notNull(),
    css: text('css').notNull(),
    settings: jsonb('settings').notNull(),
    /** 1 at creation, one more on every save; the versions table keeps each. */
    version: integer('version').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('recommendation_templates_one_owner', sql`num_nonnulls(${table.accountId}, ${table.dealerId}) = 1`),
    index('recommendation_templates_account_idx').on(table.accountId),
    index('recommendation_templates_dealer_idx').on(table.dealerId),
  ],
);

/** Every save of a template, so any earlier version can be looked at and restored. */
export const recommendationTemplateVersions = pgTable(
  'recommendation_template_versions',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => recommendationTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    html: text('html').notNull(),
    css: text('css').notNull(),
    settings: jsonb('settings').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    /** The user who saved; null once that user is deleted. */
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.version] })],
);
