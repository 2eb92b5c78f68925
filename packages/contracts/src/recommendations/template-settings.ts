import { z } from 'zod';
import { RECOMMENDATION_PER_ROW_MAX } from './algorithms';

/**
 * The settings a recommendation template reads (issue 31, docs/recommendations.md "Templates"): what a
 * non-developer edits as fields beside the template's code. Every field has its default here, in one place;
 * values end up in the template's CSS, so colours and ratios are kept to shapes that cannot break out of it.
 */

/** Image shapes a template offers (width:height). */
export const RECOMMENDATION_IMAGE_RATIOS = ['1:1', '4:3', '3:4', '16:9'] as const;
export type RecommendationImageRatio = (typeof RECOMMENDATION_IMAGE_RATIOS)[number];

const colour = (fallback: string) =>
  z
    .string({ error: 'invalid_value' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'invalid_color')
    .default(fallback);

export const recommendationTemplateSettingsSchema = z
  .object({
    /** Products per row; left out, the widget's own products_per_row. */
    columns: z
      .number({ error: 'recommendation_per_row_range' })
      .int('recommendation_per_row_range')
      .min(1, 'recommendation_per_row_range')
      .max(RECOMMENDATION_PER_ROW_MAX, 'recommendation_per_row_range')
      .optional(),
    image_ratio: z.enum(RECOMMENDATION_IMAGE_RATIOS, { error: 'invalid_value' }).default('1:1'),
    show_price: z.boolean({ error: 'invalid_value' }).default(true),
    /** On sale: the old price struck through beside the sale price. Off: only the price paid. */
    show_sale_price: z.boolean({ error: 'invalid_value' }).default(true),
    button_text: z.string({ error: 'invalid_value' }).trim().max(40, 'too_long').default('Se produktet'),
    text_colour: colour('#1f2933'),
    background_colour: colour('#ffffff'),
    button_colour: colour('#1f5f8b'),
    button_text_colour: colour('#ffffff'),
    sale_colour: colour('#b3261e'),
  })
  .strict();
export type RecommendationTemplateSettings = z.output<typeof recommendationTemplateSettingsSchema>;
export type RecommendationTemplateSettingsInput = z.input<typeof recommendationTemplateSettingsSchema>;

/** Every setting at its default. */
export const RECOMMENDATION_TEMPLATE_SETTINGS_DEFAULTS: RecommendationTemplateSettings =
  recommendationTemplateSettingsSchema.parse({});
