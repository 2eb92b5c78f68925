import { z } from 'zod';
import { optionalText } from '../fields';

/** draft → (scheduled →) sending ⇄ paused → sent; a draft or scheduled campaign can be cancelled. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** Days after a click in which the recipient's orders count as the campaign's. */
export const CAMPAIGN_ATTRIBUTION_DAYS = 5;

const required = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? message : 'invalid_value';

/** A campaign as the panel saves it (a draft): the template, who gets it, subject and preview text. */
export const campaignBodySchema = z
  .object({
    name: z
      .string({ error: required('campaign_name_required') })
      .trim()
      .min(1, 'campaign_name_required')
      .max(200, 'too_long'),
    template_id: z.number({ error: required('campaign_template_required') }).int('invalid_value'),
    /** null: every contact a campaign may reach. */
    segment_id: z.number({ error: 'invalid_value' }).int('invalid_value').nullable().default(null),
    /** Empty: the template's subject and preview text. */
    subject: optionalText(200).default(''),
    preview_text: optionalText(200).default(''),
    /** The code source for `{{ discount_code }}`; null: the template's. */
    discount_id: z
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .positive('invalid_value')
      .nullable()
      .default(null),
  })
  .strict();
export type CampaignBody = z.output<typeof campaignBodySchema>;
export type CampaignBodyInput = z.input<typeof campaignBodySchema>;

export const campaignScheduleSchema = z
  .object({ at: z.iso.datetime({ offset: true, error: 'invalid_date' }) })
  .strict();

export const campaignFiguresSchema = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  unsubscribed: z.number().int(),
  /** Orders by recipients within CAMPAIGN_ATTRIBUTION_DAYS of their click, and their total in kr. */
  orders: z.number().int(),
  revenue: z.number(),
});
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  template_id: z.number().int().nullable(),
  segment_id: z.number().int().nullable(),
  subject: z.string(),
  preview_text: z.string(),
  discount_id: z.number().int().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  figures: campaignFiguresSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Before sending: who the campaign would reach now (after consent and suppression). */
export const campaignAudienceSchema = z.object({ count: z.number().int(), reachable: z.number().int() });
export const campaignListSchema = z.array(campaignSchema);

/** A contact's page: the campaign mails they got (newest first) and what they did with each. */
export const contactMailSchema = z.object({
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'failed']),
  sent_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type ContactMail = z.infer<typeof contactMailSchema>;
export const contactMailListSchema = z.array(contactMailSchema);
/** How many of a contact's latest campaign mails their page lists. */
export const CONTACT_MAILS_SHOWN = 100;

/** A campaign's figures per Oslo day, from its first mail on: what recipients did, and attributed orders. */
export const campaignDaySchema = z.object({
  day: z.string(),
  sent: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  unsubscribed: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
});
export type CampaignDay = z.infer<typeof campaignDaySchema>;
export const campaignDaysSchema = z.array(campaignDaySchema);
