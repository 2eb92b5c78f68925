import { z } from 'zod';
import { emailField, optionalText } from '../fields';
import { amountField, reportDayField } from '../shop';

/**
 * The e-mail audience (issue 15): everyone the shop knows by e-mail, with their marketing consent, the
 * suppression list no campaign passes, and segments of saved rules.
 */

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = ['checkout', 'club', 'popup', 'import', 'panel', 'unsubscribe'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
/** none: a customer who never said yes; pending: said yes, double opt-in not confirmed yet. */
export const CONSENT_STATES = ['none', 'pending', 'given', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];
export const SUPPRESSION_REASONS = ['unsubscribed', 'hard_bounce', 'complaint'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export const AUDIENCE_PER_PAGE_DEFAULT = 25;
export const AUDIENCE_PER_PAGE_MAX = 100;
/** Tags on one contact, and the length of each. */
export const CONTACT_TAGS_MAX = 20;
export const CONTACT_TAG_MAX_LENGTH = 40;
/** Rules in one segment. */
export const SEGMENT_RULES_MAX = 20;
/** The longest look back of a 'visited in the last N days' rule. */
export const SEGMENT_VISIT_DAYS_MAX = 3650;
/** Rows in one CSV import. */
export const CONTACT_IMPORT_MAX_ROWS = 50_000;

const tagField = (missing = 'invalid_value') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'invalid_value') })
    .trim()
    .min(1, 'field_empty')
    .max(CONTACT_TAG_MAX_LENGTH, 'too_long')
    .transform((tag) => tag.toLowerCase());
export const tagsField = () =>
  z
    .array(tagField(), { error: 'invalid_value' })
    .max(CONTACT_TAGS_MAX, 'contact_tags_max')
    .transform((tags) => [...new Set(tags)].sort());

/** A contact added or changed in the panel; `subscribed` records the consent with source 'panel'. */
export const contactBodySchema = z
  .object({
    email: emailField(),
    name: optionalText(200).nullable().default(null),
    tags: tagsField().default([]),
    subscribed: z.boolean({ error: 'invalid_value' }).default(false),
  })
  .strict();
export type ContactBody = z.output<typeof contactBodySchema>;
export type ContactBodyInput = z.input<typeof contactBodySchema>;

export const contactUpdateSchema = z
  .object({
    name: optionalText(200).nullable().optional(),
    tags: tagsField().optional(),
    subscribed: z.boolean({ error: 'invalid_value' }).optional(),
  })
  .strict();
export type ContactUpdate = z.output<typeof contactUpdateSchema>;

export const CONTACT_LIST_FILTERS = ['all', 'subscribed', 'not_subscribed', 'suppressed'] as const;
export const contactListQuerySchema = z.object({
  q: optionalText(100).default(''),
  filter: z.enum(CONTACT_LIST_FILTERS).default('all'),
  segment_id: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(AUDIENCE_PER_PAGE_MAX).default(AUDIENCE_PER_PAGE_DEFAULT),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
export type ContactListQueryInput = z.input<typeof contactListQuerySchema>;

export const contactSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  consent: z.enum(CONSENT_STATES),
  consent_source: z.enum(CONSENT_SOURCES).nullable(),
  consent_at: z.string().nullable(),
  suppressed: z.enum(SUPPRESSION_REASONS).nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const consentEventSchema = z.object({
  state: z.enum(CONSENT_STATES),
  source: z.enum(CONSENT_SOURCES),
  at: z.string(),
  /** Evidence of a yes or a confirmation from the shop's side (null from the panel, an import, a checkout). */
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

/** A contact's page: the contact, the consent history (newest first) and what they bought. */
export const contactDetailSchema = contactSchema.extend({
  history: z.array(consentEventSchema),
  orders: z.object({ count: z.number().int(), total: z.number(), last_at: z.string().nullable() }),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

// Segments: rules over what the shop knows.

export const SEGMENT_RULE_FIELDS = [
  'subscribed',
  'orders',
  'total_spent',
  'last_order',
  'visited',
  'bought_product',
  'bought_category',
  'city',
  'postcode',
  'tag',
] as const;
export type SegmentRuleField = (typeof SEGMENT_RULE_FIELDS)[number];
export const NUMBER_OPERATORS = ['gte', 'lte', 'eq'] as const;
export const DATE_OPERATORS = ['before', 'after'] as const;

const countValue = () =>
  z
    .number({ error: 'segment_value_required' })
    .int('segment_count_invalid')
    .min(0, 'segment_count_invalid')
    .max(1_000_000, 'segment_count_invalid');
const textValue = () =>
  z.string({ error: 'segment_value_required' }).trim().min(1, 'segment_value_required').max(200, 'too_long');

export const segmentRuleSchema = z.discriminatedUnion(
  'field',
  [
    z
      .object({ field: z.literal('subscribed'), value: z.boolean({ error: 'segment_value_required' }) })
      .strict(),
    z.object({ field: z.literal('orders'), op: z.enum(NUMBER_OPERATORS), value: countValue() }).strict(),
    z
      .object({
        field: z.literal('total_spent'),
        op: z.enum(NUMBER_OPERATORS),
        value: amountField(),
      })
      .strict(),
    z
      .object({
        field: z.literal('last_order'),
        op: z.enum(DATE_OPERATORS),
        value: reportDayField(),
      })
      .strict(),
    /** Seen on the shop (the widget) in the last N Oslo days, today included, once they told their e-mail. */
    z
      .object({
        field: z.literal('visited'),
        value: z
          .number({ error: 'segment_value_required' })
          .int('segment_days_invalid')
          .min(1, 'segment_days_invalid')
          .max(SEGMENT_VISIT_DAYS_MAX, 'segment_days_invalid'),
      })
      .strict(),
    z.object({ field: z.literal('bought_product'), value: textValue() }).strict(),
    z.object({ field: z.literal('bought_category'), value: textValue() }).strict(),
    z.object({ field: z.literal('city'), value: textValue() }).strict(),
    /** The postcode's beginning: "0" is Oslo, "5003" one postcode. */
    z
      .object({
        field: z.literal('postcode'),
        value: z
          .string({ error: 'segment_value_required' })
          .transform((value) => value.replace(/\s+/g, '').toUpperCase())
          .pipe(z.string().min(1, 'segment_value_required').max(20, 'too_long')),
      })
      .strict(),
    z.object({ field: z.literal('tag'), value: tagField('segment_value_required') }).strict(),
  ],
  { error: 'segment_rule_invalid' },
);
export type SegmentRule = z.output<typeof segmentRuleSchema>;
export type SegmentRuleInput = z.input<typeof segmentRuleSchema>;

/** all: every rule holds (AND); any: at least one does (OR). No rules: everyone. */
export const segmentRulesSchema = z
  .object({
    match: z.enum(['all', 'any'], { error: 'invalid_value' }).default('all'),
    rules: z.array(segmentRuleSchema, { error: 'invalid_value' }).max(SEGMENT_RULES_MAX, 'segment_rules_max'),
  })
  .strict();
export type SegmentRules = z.output<typeof segmentRulesSchema>;
export type SegmentRulesInput = z.input<typeof segmentRulesSchema>;

export const segmentBodySchema = z
  .object({
    name: z
      .string({ error: (issue) => (issue.input === undefined ? 'segment_name_required' : 'invalid_value') })
      .trim()
      .min(1, 'segment_name_required')
      .max(200, 'too_long'),
    definition: segmentRulesSchema,
  })
  .strict();
export type SegmentBody = z.output<typeof segmentBodySchema>;
export type SegmentBodyInput = z.input<typeof segmentBodySchema>;

export const segmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  definition: segmentRulesSchema,
  /** How many contacts match now, and how many of them may get a campaign (consent, not suppressed). */
  count: z.number().int(),
  reachable: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const segmentCountSchema = z.object({ count: z.number().int(), reachable: z.number().int() });
export type SegmentCount = z.infer<typeof segmentCountSchema>;

/** The CSV import's answer: nothing is stored when any row is wrong; each wrong row says why. */
export const contactImportAnswerSchema = z.object({
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ContactImportAnswer = z.infer<typeof contactImportAnswerSchema>;
export const CONTACT_IMPORT_SOURCES = ['import', 'checkout', 'popup'] as const;

/** GET /api/audience/contacts: one page of contacts and how many match in all. */
export const contactListAnswerSchema = z.object({
  data: z.array(contactSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ContactListAnswer = z.infer<typeof contactListAnswerSchema>;
export const segmentListSchema = z.array(segmentSchema);
