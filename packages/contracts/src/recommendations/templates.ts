import { z } from 'zod';
import { recommendationTemplateSettingsSchema } from './template-settings';

/**
 * Recommendation templates an account stores and edits (issue 31, docs/recommendations.md "Templates"). A
 * stored template is named `t{id}` wherever a template key is expected, so a widget keeps a plain key that
 * matches RECOMMENDATION_TEMPLATE_KEY_PATTERN; the default templates keep their words (grid, carousel ...).
 */

/** `shop`: shop recommendation; `email`: e-mail recommendation; `search`: the search overlay (stored only). */
export const RECOMMENDATION_TEMPLATE_KINDS = ['shop', 'email', 'search'] as const;
export type RecommendationTemplateKind = (typeof RECOMMENDATION_TEMPLATE_KINDS)[number];

/** Characters a template's Liquid HTML may have. */
export const RECOMMENDATION_TEMPLATE_HTML_MAX = 100_000;
/** Characters a template's CSS (also Liquid) may have. */
export const RECOMMENDATION_TEMPLATE_CSS_MAX = 50_000;
export const RECOMMENDATION_TEMPLATE_NAME_MAX = 100;

/** The default templates' names in the template list (the web may show its own translation by key). */
export const RECOMMENDATION_DEFAULT_TEMPLATE_NAMES: Record<string, string> = {
  grid: 'Rutenett',
  carousel: 'Karusell',
  list: 'Liste',
  'email-grid': 'Rutenett for e-post',
};

/** A stored template's key: `t` and its id. */
export const storedTemplateKey = (id: number): string => `t${id}`;
/** The id in a stored template's key, or null for any other key (a default's). */
export function storedTemplateId(key: string): number | null {
  const match = /^t([1-9][0-9]{0,14})$/.exec(key);
  return match ? Number(match[1]) : null;
}

const kindField = () => z.enum(RECOMMENDATION_TEMPLATE_KINDS, { error: 'invalid_value' });
const source = (max: number) => z.string({ error: 'invalid_value' }).max(max, 'too_long');

const templateFields = z.object({
  name: z
    .string({ error: (issue) => (issue.input === undefined ? 'template_name_required' : 'invalid_value') })
    .trim()
    .min(1, 'template_name_required')
    .max(RECOMMENDATION_TEMPLATE_NAME_MAX, 'too_long'),
  kind: kindField(),
  html: source(RECOMMENDATION_TEMPLATE_HTML_MAX),
  css: source(RECOMMENDATION_TEMPLATE_CSS_MAX).default(''),
  settings: recommendationTemplateSettingsSchema.prefault({}),
});

/** PUT /api/templates/{id}: every field (the kind of a stored template may change only while no widget uses it). */
export const recommendationTemplateFieldsSchema = templateFields.strict();
export type RecommendationTemplateFields = z.output<typeof recommendationTemplateFieldsSchema>;
export type UpdateRecommendationTemplateBody = z.input<typeof recommendationTemplateFieldsSchema>;

/**
 * POST /api/templates: a new template. With `from` (a default's key or `t{id}` of a template this account
 * may read) the sources, settings and kind are copied from it; fields given beside it win.
 */
export const createRecommendationTemplateBodySchema = z
  .object({
    from: z
      .string({ error: 'invalid_value' })
      .trim()
      .min(1, 'recommendation_template_unknown')
      .max(64, 'recommendation_template_unknown')
      .optional(),
    name: templateFields.shape.name,
    kind: kindField().optional(),
    html: templateFields.shape.html.optional(),
    css: source(RECOMMENDATION_TEMPLATE_CSS_MAX).optional(),
    settings: recommendationTemplateSettingsSchema.optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.from !== undefined) return;
    // Without a template to copy from, the new one needs its own kind and HTML.
    if (body.kind === undefined) context.addIssue({ code: 'custom', path: ['kind'], message: 'field_empty' });
    if (body.html === undefined) context.addIssue({ code: 'custom', path: ['html'], message: 'field_empty' });
  });
export type CreateRecommendationTemplateBody = z.input<typeof createRecommendationTemplateBodySchema>;

/** POST /api/templates/{id}/duplicate: the copy's name (left out: «Kopi av {name}»). */
export const duplicateRecommendationTemplateBodySchema = z
  .object({ name: templateFields.shape.name.optional() })
  .strict();
export type DuplicateRecommendationTemplateBody = z.input<typeof duplicateRecommendationTemplateBodySchema>;

/** GET /api/templates?kind= */
export const recommendationTemplateListQuerySchema = z.object({ kind: kindField().optional() });

/** Who a template belongs to: everyone (the defaults), the account, or its dealer (read-only, duplicable). */
export const RECOMMENDATION_TEMPLATE_OWNERS = ['default', 'account', 'dealer'] as const;
export type RecommendationTemplateOwner = (typeof RECOMMENDATION_TEMPLATE_OWNERS)[number];

export const recommendationTemplateSchema = z.object({
  /** What a widget names: the default's word, or `t{id}`. */
  key: z.string(),
  /** null for a default. */
  id: z.number().int().nullable(),
  name: z.string(),
  kind: z.enum(RECOMMENDATION_TEMPLATE_KINDS),
  html: z.string(),
  css: z.string(),
  settings: recommendationTemplateSettingsSchema,
  owner: z.enum(RECOMMENDATION_TEMPLATE_OWNERS),
  /** false for a default and for a dealer's template seen from an account. */
  editable: z.boolean(),
  /** 0 for a default; 1 and up, one more on every save. */
  version: z.number().int(),
  /** null for a default. */
  updated_at: z.string().nullable(),
});
export type RecommendationTemplate = z.infer<typeof recommendationTemplateSchema>;
export const recommendationTemplateAnswerSchema = z.object({ data: recommendationTemplateSchema });
export const recommendationTemplateListAnswerSchema = z.object({
  data: z.array(recommendationTemplateSchema),
});

/** GET /api/templates/{id}/versions: every save, newest first. */
export const recommendationTemplateVersionSchema = z.object({
  version: z.number().int(),
  saved_at: z.string(),
  /** The name of the user who saved it; null when saved by staff or the user is gone. */
  saved_by: z.string().nullable(),
});
export type RecommendationTemplateVersion = z.infer<typeof recommendationTemplateVersionSchema>;
export const recommendationTemplateVersionsAnswerSchema = z.object({
  data: z.array(recommendationTemplateVersionSchema),
});

/**
 * POST /api/templates/preview: draws unsaved sources. `widget`: a saved widget of this account whose real
 * products to draw (left out: sample products); `product`: the product page to draw it for.
 */
export const recommendationTemplatePreviewBodySchema = z
  .object({
    kind: kindField(),
    html: templateFields.shape.html,
    css: templateFields.shape.css,
    settings: templateFields.shape.settings,
    widget: z.string({ error: 'invalid_value' }).trim().min(1, 'invalid_value').max(64).optional(),
    product: z
      .string({ error: 'invalid_value' })
      .trim()
      .min(1, 'invalid_value')
      .max(200, 'too_long')
      .optional(),
  })
  .strict();
export type RecommendationTemplatePreviewBody = z.input<typeof recommendationTemplatePreviewBodySchema>;
export const recommendationTemplatePreviewAnswerSchema = z.object({
  data: z.object({ html: z.string(), css: z.string() }),
});

/**
 * A template that does not compile is refused in the API's one error shape: code `validation_failed`,
 * `fields.html` or `fields.css` one of these keys, filled with the line, column and (Norwegian) reason.
 */
export const RECOMMENDATION_TEMPLATE_COMPILE_MESSAGES = [
  'template_syntax_error',
  'template_tag_not_closed',
  'template_tag_unknown',
  'template_filter_unknown',
  'template_too_slow',
  'template_reads_file',
  'template_render_error',
  'template_output_too_large',
] as const;
export type RecommendationTemplateCompileMessage = (typeof RECOMMENDATION_TEMPLATE_COMPILE_MESSAGES)[number];
/** The field a compile error is reported on. */
export type RecommendationTemplateSourceField = 'html' | 'css';
