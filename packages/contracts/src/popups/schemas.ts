import { z } from 'zod';
import { instantField } from '../fields';
import { reportDayField } from '../shop/income';
import { isUsablePattern, PAGE_MATCHES, POPUP_DEVICES, type PopupRule, SOURCE_FIELDS } from './rule-engine';

/**
 * Popups and content pages (spec sections 3 and 5, issue 17): a popup's settings (width, placement, the
 * rules of rule-engine.ts, frequency), the form fields its signup form may have, and a content page's name,
 * placement key and schedule. The builder, the server and the widget read the same shapes.
 */
export const POPUP_WIDTH_MIN = 769;
export const POPUP_WIDTH_MAX = 1300;
export const POPUP_PLACEMENTS = ['center', 'corner', 'top_bar', 'slide_in'] as const;
export const POPUP_STATUSES = ['draft', 'active', 'paused', 'scheduled'] as const;
export type PopupStatus = (typeof POPUP_STATUSES)[number];
export const POPUP_FREQUENCIES = ['once', 'days', 'every_visit'] as const;
/** Who a popup is for: every visitor, or the audience flows add customers to. */
export const POPUP_AUDIENCES = ['everyone', 'flow'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

export const FORM_FIELD_TYPES = ['text', 'textarea', 'number', 'email', 'select', 'checkbox'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
/** The field types that show a placeholder, which must then say something (spec 5). */
export const FIELDS_WITH_PLACEHOLDER: readonly FormFieldType[] = ['text', 'textarea', 'number', 'email'];
/** The field types that offer options, at least one (spec 5). */
export const FIELDS_WITH_OPTIONS: readonly FormFieldType[] = ['select', 'checkbox'];
export const POPUP_RULE_GROUPS_MAX = 10;
export const POPUP_RULES_PER_GROUP_MAX = 20;

const seconds = () =>
  z
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(0, 'invalid_value')
    .max(86_400, 'invalid_value');
const kroner = () =>
  z.number({ error: 'invalid_value' }).min(0, 'invalid_value').max(10_000_000, 'invalid_value');
const text = (max: number) => z.string({ error: 'invalid_value' }).trim().max(max, 'too_long');
const filledText = (max: number) => text(max).min(1, 'field_empty');

export const popupRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('page'),
        match: z.enum(PAGE_MATCHES, { error: 'invalid_value' }),
        value: filledText(500),
      })
      .strict()
      .refine((rule) => rule.match !== 'matches' || isUsablePattern(rule.value), {
        message: 'popup_pattern_invalid',
        path: ['value'],
      }),
    z.object({ kind: z.literal('delay'), seconds: seconds() }).strict(),
    z
      .object({
        kind: z.literal('scroll'),
        percent: z
          .number({ error: 'invalid_value' })
          .int('invalid_value')
          .min(1, 'invalid_value')
          .max(100, 'invalid_value'),
      })
      .strict(),
    z.object({ kind: z.literal('exit_intent') }).strict(),
    z.object({ kind: z.literal('inactivity'), seconds: seconds() }).strict(),
    z
      .object({ kind: z.literal('device'), device: z.enum(POPUP_DEVICES, { error: 'invalid_value' }) })
      .strict(),
    z
      .object({
        kind: z.literal('visitor'),
        visitor: z.enum(['new', 'returning'], { error: 'invalid_value' }),
      })
      .strict(),
    z
      .object({ kind: z.literal('cart_value'), at_least: kroner().nullable(), below: kroner().nullable() })
      .strict()
      .refine((rule) => rule.at_least !== null || rule.below !== null, {
        message: 'field_empty',
        path: ['at_least'],
      })
      .refine((rule) => rule.at_least === null || rule.below === null || rule.at_least < rule.below, {
        message: 'popup_cart_range',
        path: ['below'],
      }),
    z
      .object({
        kind: z.literal('source'),
        field: z.enum(SOURCE_FIELDS, { error: 'invalid_value' }),
        value: filledText(200),
      })
      .strict(),
    z
      .object({
        kind: z.literal('schedule'),
        from: reportDayField().nullable(),
        to: reportDayField().nullable(),
      })
      .strict()
      .refine((rule) => rule.from !== null || rule.to !== null, { message: 'field_empty', path: ['from'] })
      .refine((rule) => rule.from === null || rule.to === null || rule.from <= rule.to, {
        message: 'popup_schedule_order',
        path: ['to'],
      }),
  ],
  { error: 'invalid_value' },
) satisfies z.ZodType<PopupRule, unknown>;

export const popupRulesSchema = z
  .object({
    groups: z
      .array(z.array(popupRuleSchema).max(POPUP_RULES_PER_GROUP_MAX, 'too_long'), { error: 'invalid_value' })
      .max(POPUP_RULE_GROUPS_MAX, 'too_long'),
  })
  .strict();

export const popupFrequencySchema = z
  .object({
    mode: z.enum(POPUP_FREQUENCIES, { error: 'invalid_value' }),
    days: z
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(365, 'invalid_value')
      .nullable()
      .default(null),
  })
  .strict()
  .refine((frequency) => frequency.mode !== 'days' || frequency.days !== null, {
    message: 'field_empty',
    path: ['days'],
  });

const widthError = 'popup_width';
export const popupSettingsSchema = z
  .object({
    max_width: z
      .number({ error: widthError })
      .int(widthError)
      .min(POPUP_WIDTH_MIN, widthError)
      .max(POPUP_WIDTH_MAX, widthError),
    placement: z.enum(POPUP_PLACEMENTS, { error: 'invalid_value' }).default('center'),
    rules: popupRulesSchema.default({ groups: [] }),
    frequency: popupFrequencySchema.default({ mode: 'once', days: null }),
    /** Never again for a visitor who submitted it. */
    stop_after_submit: z.boolean({ error: 'invalid_value' }).default(true),
    /** Not for visitors the shop knows as subscribers (a signup they already did). */
    hide_from_subscribers: z.boolean({ error: 'invalid_value' }).default(false),
    /** Everyone, or only the customers a flow's "join popup" step added (shown when the shop knows them). */
    audience: z.enum(POPUP_AUDIENCES, { error: 'invalid_value' }).default('everyone'),
  })
  .strict();
export type PopupSettings = z.output<typeof popupSettingsSchema>;

/** A field of a popup's form (spec 3: the form builder's six types). */
export const formFieldSchema = z
  .object({
    type: z.enum(FORM_FIELD_TYPES, { error: 'invalid_value' }),
    /** The name the submit carries it under ("email", "fornavn"). */
    name: filledText(60).regex(/^[a-z][a-z0-9_]*$/, 'invalid_value'),
    label: filledText(200),
    placeholder: text(200).default(''),
    required: z.boolean({ error: 'invalid_value' }).default(false),
    options: z.array(filledText(200), { error: 'invalid_value' }).max(50, 'too_long').default([]),
  })
  .strict()
  .superRefine((field, context) => {
    if (FIELDS_WITH_PLACEHOLDER.includes(field.type) && field.placeholder === '') {
      context.addIssue({ code: 'custom', message: 'placeholder_empty', path: ['placeholder'] });
    }
    if (FIELDS_WITH_OPTIONS.includes(field.type) && field.options.length === 0) {
      context.addIssue({ code: 'custom', message: 'form_options_required', path: ['options'] });
    }
  });
export type FormField = z.output<typeof formFieldSchema>;

/** A content page or block (spec 5: the page needs a name), shown where the shop puts its placement key. */
export const contentPageSettingsSchema = z
  .object({
    name: z
      .string({ error: (issue) => (issue.input === undefined ? 'page_name_required' : 'invalid_value') })
      .trim()
      .min(1, 'page_name_required')
      .max(100, 'too_long'),
    /** The shop adds `<div data-butikkpanel-block="key">` where the block goes. */
    placement_key: filledText(60).regex(/^[a-z0-9][a-z0-9-]*$/, 'placement_key_invalid'),
    /**
     * Its period, as instants: between them it replaces the placement's default block (the one without a
     * period); null: no bound on that side. A block with neither is the placement's default.
     */
    from: instantField().nullable().default(null),
    to: instantField().nullable().default(null),
  })
  .strict()
  .refine((page) => page.from === null || page.to === null || page.from < page.to, {
    message: 'schedule_end_after_start',
    path: ['to'],
  });
export type ContentPageSettings = z.output<typeof contentPageSettingsSchema>;
