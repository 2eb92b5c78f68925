import { z } from 'zod';
import { emailField } from '../fields';
import { RECOMMENDATION_CART_MAX, recommendedProductSchema } from './shop-answer';
import { recommendationWidgetFieldsSchema } from './widgets';

/**
 * POST /api/recommendations/preview: the editor's preview. The widget as the form holds it (saved or not),
 * for a product, a cart or a customer the owner picks, answered by the same read path as the shop's request,
 * with each product's score so the editor can say why it is there.
 */
export const recommendationPreviewBodySchema = z
  .object({
    widget: recommendationWidgetFieldsSchema,
    product: z.string().trim().max(200, 'too_long').default(''),
    cart: z
      .array(z.string().trim().min(1, 'invalid_value').max(200, 'too_long'), { error: 'invalid_value' })
      .max(RECOMMENDATION_CART_MAX, 'too_long')
      .default([]),
    /** The customer's e-mail: recently viewed and personal read their views and purchases. */
    customer: z.union([z.literal(''), emailField()]).default(''),
  })
  .strict();
export type RecommendationPreviewBody = z.input<typeof recommendationPreviewBodySchema>;

export const recommendationPreviewProductSchema = recommendedProductSchema.extend({
  /** The source's own measure (co-purchases, sales, a similarity): higher comes first. */
  score: z.number(),
});
export type RecommendationPreviewProduct = z.infer<typeof recommendationPreviewProductSchema>;

export const recommendationPreviewAnswerSchema = z.object({
  /** The products, and the widget drawn with its template as the shop draws it (the same render path). */
  data: z.object({
    products: z.array(recommendationPreviewProductSchema),
    html: z.string(),
    css: z.string(),
  }),
});
export type RecommendationPreviewAnswer = z.infer<typeof recommendationPreviewAnswerSchema>;
