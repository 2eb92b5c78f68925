import { index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { createdAt } from './columns';

/** Parts of a design the account saved to reuse in a builder (the builder's JSON of the component). */
export const builderComponents = pgTable(
  'builder_components',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    builder: text('builder', { enum: ['email', 'popup', 'content'] }).notNull(),
    title: text('title').notNull(),
    groupName: text('group_name').notNull(),
    content: jsonb('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('builder_components_account_idx').on(table.accountId, table.builder, table.groupName)],
);

/** Web fonts the account added to its builders (the defaults live in contracts and are never stored). */
export const builderFonts = pgTable(
  'builder_fonts',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    cssUrl: text('css_url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('builder_fonts_name_idx').on(table.accountId, table.name)],
);
