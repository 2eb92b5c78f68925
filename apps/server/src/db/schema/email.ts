import { boolean, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { createdAt, updatedAt } from './columns';

/**
 * The account's e-mail templates: the builder's MJML and project, and the HTML compiled from the MJML
 * when it was saved (merge tags still in it), so a campaign renders each mail without compiling MJML.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    type: text('type', { enum: ['BASIC', 'CART_REMINDER', 'ORDER_CONFIRMATION'] }).notNull(),
    transactional: boolean('transactional').notNull(),
    subject: text('subject').notNull().default(''),
    previewText: text('preview_text').notNull().default(''),
    mjml: text('mjml').notNull().default(''),
    project: jsonb('project'),
    html: text('html').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('email_templates_account_idx').on(table.accountId, table.updatedAt)],
);
