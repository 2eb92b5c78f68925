import { z } from 'zod';
import { WIDGET_ID_PATTERN } from '../widget-id';
import { RECOMMENDATION_WIDGET_TYPES } from './widgets';

/**
 * GET /api/public/recommendations/{account_id}: every recommendation placeholder of one page in one request
 * (the widget's loader, or a shop's own server). The page tells what it is about; the answer draws each
 * widget with its template.
 */

/** Placeholders one page may fill in one request. */
export const RECOMMENDATION_WIDGETS_PER_PAGE = 10;
/** Cart lines read from one request. */
export const RECOMMENDATION_CART_MAX = 100;

const commaList = (max: number, item: z.ZodString) =>
  z
    .string({ error: 'invalid_value' })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(item).max(max, 'too_long'));

export const recommendationPageQuerySchema = z.object({
  widgets: commaList(
    RECOMMENDATION_WIDGETS_PER_PAGE,
    z.string().max(64, 'too_long').regex(WIDGET_ID_PATTERN, 'invalid_widget_id'),
  ).pipe(z.array(z.string()).min(1, 'field_empty')),
  /** The product the page shows. */
  product: z.string().trim().min(1).max(200, 'too_long').optional(),
  /** The category the page shows (bestsellers in the category). */
  category: z.string().trim().min(1).max(200, 'too_long').optional(),
  /** The cart's products. */
  cart: commaList(RECOMMENDATION_CART_MAX, z.string().max(200, 'too_long')).optional(),
  /** The widget's visitor uid (recently viewed, personal; shuffle steady within the visit). */
  visitor: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'invalid_value')
    .optional(),
});
export type RecommendationPageQuery = z.input<typeof recommendationPageQuerySchema>;

export const recommendedProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Kroner. */
  price: z.number(),
  /** Kroner, when on sale. */
  sale_price: z.number().nullable(),
  /** Why it is there: the algorithm or the fallback that gave it, or `random` from "fill random". */
  reason: z.string(),
  fallback: z.boolean(),
});
export type RecommendedProductAnswer = z.infer<typeof recommendedProductSchema>;

export const recommendationPageWidgetSchema = z.object({
  id: z.string(),
  type: z.enum(RECOMMENDATION_WIDGET_TYPES),
  algorithm: z.string(),
  template: z.string(),
  products_per_row: z.number(),
  products: z.array(recommendedProductSchema),
  /**
   * The widget drawn with its template (Liquid, every value escaped): the markup to put in the placeholder,
   * each product link carrying `data-bp-product="{id}"`, and the styles that go beside it.
   */
  html: z.string(),
  css: z.string(),
});
export type RecommendationPageWidget = z.infer<typeof recommendationPageWidgetSchema>;

export const recommendationPageAnswerSchema = z.object({
  data: z.array(recommendationPageWidgetSchema),
  /** Ids asked for that the account has no shop widget with (a typo in the placeholder shows here). */
  unknown_widgets: z.array(z.string()),
});
export type RecommendationPageAnswer = z.infer<typeof recommendationPageAnswerSchema>;
