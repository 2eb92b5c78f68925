import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { createdAt, updatedAt } from './columns';

/**
 * A content page or block (issue 17): shown on the shop where the shop puts its placement key. Several may share
 * a key: one without a period is the default, one with a period replaces it between its two instants (issue
 * 29). The draft is what the builder edits; the shop sees the published version.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    placementKey: text('placement_key').notNull(),
    /** Its period, from (included) to (excluded); null: no bound on that side, both null: the default. */
    fromAt: timestamp('from_at', { withTimezone: true }),
    toAt: timestamp('to_at', { withTimezone: true }),
    /** The builder's draft, made safe on save. */
    draftHtml: text('draft_html').notNull().default(''),
    draftCss: text('draft_css').notNull().default(''),
    project: jsonb('project').$type<Record<string, unknown>>(),
    /** The version the shop sees (0: never published, or taken down). */
    publishedVersion: integer('published_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('content_pages_account_idx').on(table.accountId),
    index('content_pages_key_idx').on(table.accountId, table.placementKey),
  ],
);

/** Every published version, kept: rolling back publishes an earlier one again. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    accountId: accountId(),
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    html: text('html').notNull(),
    css: text('css').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.version] })],
);
