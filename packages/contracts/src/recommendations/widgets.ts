import { z } from 'zod';
import { optionalText } from '../fields';
import { searchProductRefSchema } from '../search/schemas';
import { widgetIdField } from '../widget-id';
import {
  RECOMMENDATION_ALGORITHMS,
  RECOMMENDATION_PER_ROW_MAX,
  RECOMMENDATION_PRODUCTS_MAX,
  RECOMMENDATION_PRODUCTS_MIN,
} from './algorithms';

/**
 * Recommendation widgets (spec section 3, issue 31; docs/recommendations.md): what the panel stores and
 * answers. Issue messages are keys of FIELD_MESSAGES_* like everywhere else.
 */

/** Shop widgets fill a placeholder on the shop's pages; e-mail widgets fill the e-mail builder's block. */
export const RECOMMENDATION_WIDGET_TYPES = ['shop', 'email'] as const;
export type RecommendationWidgetType = (typeof RECOMMENDATION_WIDGET_TYPES)[number];

/**
 * The templates every account has, and the type each is made for. A template is named by its key, so a
 * widget keeps a plain validated string; stored templates are `t{id}` (templates.ts), checked on the server.
 */
export const RECOMMENDATION_DEFAULT_TEMPLATES = {
  grid: 'shop',
  carousel: 'shop',
  list: 'shop',
  'email-grid': 'email',
} as const satisfies Record<string, RecommendationWidgetType>;
export const RECOMMENDATION_DEFAULT_TEMPLATE: Record<RecommendationWidgetType, string> = {
  shop: 'grid',
  email: 'email-grid',
};
export const RECOMMENDATION_TEMPLATE_KEY_PATTERN = /^[a-z0-9-]+$/;

/** The type a default template is made for, or null for a key that is not a default. */
export function defaultTemplateType(key: string): RecommendationWidgetType | null {
  return Object.hasOwn(RECOMMENDATION_DEFAULT_TEMPLATES, key)
    ? RECOMMENDATION_DEFAULT_TEMPLATES[key as keyof typeof RECOMMENDATION_DEFAULT_TEMPLATES]
    : null;
}

/** The editor's tabs, the route's `{type?}` (spec section 2: /recommendations/{id}/{type?}). */
export const RECOMMENDATION_WIDGET_TABS = ['settings', 'design', 'preview', 'figures', 'install'] as const;
export type RecommendationWidgetTab = (typeof RECOMMENDATION_WIDGET_TABS)[number];

/** A manual list holds at most as many products as a widget shows. */
export const RECOMMENDATION_MANUAL_MAX = RECOMMENDATION_PRODUCTS_MAX;
/** Products an account can hide from every widget. */
export const RECOMMENDATION_HIDDEN_MAX = 1000;

const flag = () => z.boolean({ error: 'invalid_value' });
const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const productId = () =>
  z.string({ error: 'invalid_value' }).trim().min(1, 'invalid_value').max(200, 'too_long');

/** Each product once: a second mention is flagged where it stands. */
function noDuplicates(ids: string[], context: z.RefinementCtx, path: string) {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id))
      context.addIssue({ code: 'custom', path: [path, index], message: 'product_listed_twice' });
    seen.add(id);
  });
}

const recommendationWidgetObject = z.object({
  comment: optionalText(500).default(''),
  type: z.enum(RECOMMENDATION_WIDGET_TYPES, { error: 'invalid_value' }).default('shop'),
  algorithm: z.enum(RECOMMENDATION_ALGORITHMS, { error: 'invalid_value' }).default('bestsellers'),
  /** Left out: the type's default template. */
  template: z
    .string({ error: 'invalid_value' })
    .trim()
    .min(1, 'recommendation_template_unknown')
    .max(64, 'recommendation_template_unknown')
    .regex(RECOMMENDATION_TEMPLATE_KEY_PATTERN, 'recommendation_template_unknown')
    .optional(),
  number_of_products: wholeIn(
    RECOMMENDATION_PRODUCTS_MIN,
    RECOMMENDATION_PRODUCTS_MAX,
    'recommendation_products_range',
  ).default(8),
  products_per_row: wholeIn(1, RECOMMENDATION_PER_ROW_MAX, 'recommendation_per_row_range').default(4),
  /** A product that sold out is never worth showing, so the filter is on unless the shop turns it off. */
  in_stock_only: flag().default(true),
  on_sale_only: flag().default(false),
  shuffle: flag().default(false),
  fill_random: flag().default(false),
  /** The `manual` algorithm's products, in the order shown. */
  manual_products: z
    .array(productId(), { error: 'invalid_value' })
    .max(RECOMMENDATION_MANUAL_MAX, 'recommendation_manual_too_many')
    .default([]),
});

type RuleInput = z.output<typeof recommendationWidgetObject>;

/** A manual list needs its products; a default template is used only by the type it is made for. */
function checkRules(widget: RuleInput, context: z.RefinementCtx) {
  if (widget.algorithm === 'manual' && widget.manual_products.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['manual_products'],
      message: 'recommendation_manual_required',
    });
  }
  noDuplicates(widget.manual_products, context, 'manual_products');
  const madeFor = widget.template === undefined ? null : defaultTemplateType(widget.template);
  if (madeFor !== null && madeFor !== widget.type) {
    const message =
      widget.type === 'email' ? 'recommendation_template_shop_only' : 'recommendation_template_email_only';
    context.addIssue({ code: 'custom', path: ['template'], message });
  }
}

const withDefaultTemplate = <W extends RuleInput>(widget: W) => ({
  ...widget,
  template: widget.template ?? RECOMMENDATION_DEFAULT_TEMPLATE[widget.type],
});

/** PUT /api/recommendations/{id}: every setting (the id stays). */
export const recommendationWidgetFieldsSchema = recommendationWidgetObject
  .strict()
  .superRefine(checkRules)
  .transform(withDefaultTemplate);
export type RecommendationWidgetFields = z.output<typeof recommendationWidgetFieldsSchema>;
export type UpdateRecommendationWidgetBody = z.input<typeof recommendationWidgetFieldsSchema>;

/** POST /api/recommendations: a new widget with its id. */
export const createRecommendationWidgetBodySchema = recommendationWidgetObject
  .extend({ id: widgetIdField() })
  .strict()
  .superRefine(checkRules)
  .transform(withDefaultTemplate);
export type CreateRecommendationWidgetBody = z.input<typeof createRecommendationWidgetBodySchema>;

/** POST /api/recommendations/{id}/duplicate: the copy's id. */
export const duplicateRecommendationWidgetBodySchema = z.object({ id: widgetIdField() }).strict();
export type DuplicateRecommendationWidgetBody = z.input<typeof duplicateRecommendationWidgetBodySchema>;

/** Who owns a widget: the account itself, or its dealer (read-only in the account, duplicable). */
export const RECOMMENDATION_WIDGET_OWNERS = ['account', 'dealer'] as const;
export type RecommendationWidgetOwner = (typeof RECOMMENDATION_WIDGET_OWNERS)[number];

export const recommendationWidgetSchema = recommendationWidgetObject.extend({
  id: z.string(),
  template: z.string(),
  owner: z.enum(RECOMMENDATION_WIDGET_OWNERS),
  /** false for a dealer's widget seen from an account. */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RecommendationWidget = z.infer<typeof recommendationWidgetSchema>;
export const recommendationWidgetListAnswerSchema = z.object({ data: z.array(recommendationWidgetSchema) });
export const recommendationWidgetAnswerSchema = z.object({ data: recommendationWidgetSchema });

/** GET and PUT /api/recommendations/hidden-products: products never recommended in this account. */
export const hiddenProductsBodySchema = z
  .object({
    product_ids: z
      .array(productId(), { error: 'invalid_value' })
      .max(RECOMMENDATION_HIDDEN_MAX, 'recommendation_hidden_too_many'),
  })
  .strict()
  .superRefine((body, context) => noDuplicates(body.product_ids, context, 'product_ids'));
export type HiddenProductsBody = z.input<typeof hiddenProductsBodySchema>;

/** Each hidden product with its name; `exists` is false once it has left the catalogue. */
export const hiddenProductsAnswerSchema = z.object({ data: z.array(searchProductRefSchema) });
export type HiddenProductsAnswer = z.infer<typeof hiddenProductsAnswerSchema>;
