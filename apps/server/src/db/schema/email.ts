import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** Where `{{ discount_code }}` comes from: a fixed code or a unique-code template of the account. */
    discountId: integer('discount_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('email_templates_account_idx').on(table.accountId, table.updatedAt)],
);

/** A campaign: a template to a segment (or everyone reachable), its state, and its counted figures. */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    templateId: integer('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    segmentId: integer('segment_id'),
    subject: text('subject').notNull().default(''),
    previewText: text('preview_text').notNull().default(''),
    /** The code source chosen for this campaign (null: the template's); fixed to the one used at start. */
    discountId: integer('discount_id'),
    status: text('status', { enum: ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] })
      .notNull()
      .default('draft'),
    /** What was sent: the template's HTML and subject as they were when sending started. */
    html: text('html'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    recipientsCount: integer('recipients_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    openedCount: integer('opened_count').notNull().default(0),
    clickedCount: integer('clicked_count').notNull().default(0),
    unsubscribedCount: integer('unsubscribed_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('email_campaigns_account_idx').on(table.accountId, table.id)],
);

/**
 * One row per recipient of a campaign, made when sending starts (consent and suppression as they were
 * then). The token names the recipient in the mail's links (unsubscribe, open pixel, clicks): random,
 * so no one can act for another address.
 */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    accountId: accountId(),
    email: text('email').notNull(),
    name: text('name'),
    token: text('token').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** The recipient's code, minted once at send time and reused by a retry after a crash. */
    discountCode: text('discount_code'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_campaign_recipients_email_idx').on(table.campaignId, table.email),
    uniqueIndex('email_campaign_recipients_token_idx').on(table.token),
    index('email_campaign_recipients_queue_idx').on(table.campaignId, table.status, table.id),
  ],
);
