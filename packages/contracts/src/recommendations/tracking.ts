import { z } from 'zod';
import { WIDGET_ID_PATTERN } from '../widget-id';

/**
 * What a recommendation widget did (issue 31, docs/recommendations.md "Figures"): the shop's loader reports
 * impressions (seen in the viewport) and clicks; an order line of a product clicked in a widget within
 * RECOMMENDATION_ATTRIBUTION_DAYS by the same visitor or customer counts for that widget once.
 */

/** Days after a click in which an order of the clicked product counts for the widget. */
export const RECOMMENDATION_ATTRIBUTION_DAYS = 7;
/** The list's and the figures screen's window: the last 30 Oslo days, today included. */
export const RECOMMENDATION_FIGURE_DAYS = 30;
/** Events one request may carry (the loader batches what a page showed). */
export const RECOMMENDATION_EVENTS_PER_REQUEST = 50;
/** Event requests a minute per address and account. */
export const RECOMMENDATION_EVENT_REQUESTS_PER_MINUTE = 120;

export const RECOMMENDATION_EVENT_KINDS = ['impression', 'click'] as const;
export type RecommendationEventKind = (typeof RECOMMENDATION_EVENT_KINDS)[number];

/**
 * POST /api/public/recommendations/{account_id}/events (204). Sent with fetch keepalive or sendBeacon, so the
 * server reads the JSON whether it comes as application/json or text/plain.
 */
export const recommendationEventsBodySchema = z
  .object({
    /** The widget's visitor uid. */
    visitor: z.string().regex(/^[\w-]{8,64}$/, 'invalid_value'),
    events: z
      .array(
        z
          .object({
            kind: z.enum(RECOMMENDATION_EVENT_KINDS, { error: 'invalid_value' }),
            widget: z.string().max(64, 'too_long').regex(WIDGET_ID_PATTERN, 'invalid_widget_id'),
            product: z.string().trim().min(1, 'invalid_value').max(200, 'too_long'),
          })
          .strict(),
      )
      .min(1, 'field_empty')
      .max(RECOMMENDATION_EVENTS_PER_REQUEST, 'too_long'),
  })
  .strict();
export type RecommendationEventsBody = z.input<typeof recommendationEventsBodySchema>;

/** What a widget did in a period. Revenue in kroner. CTR is clicks / impressions, worked out where shown. */
export const recommendationFiguresSchema = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
});
export type RecommendationFigures = z.infer<typeof recommendationFiguresSchema>;

/** GET /api/recommendations/figures: each widget's last 30 Oslo days (widgets without events are left out). */
export const recommendationWidgetFiguresAnswerSchema = z.object({
  data: z.array(recommendationFiguresSchema.extend({ widget: z.string() })),
});
export type RecommendationWidgetFiguresAnswer = z.infer<typeof recommendationWidgetFiguresAnswerSchema>;

/**
 * GET /api/dashboard/recommendations: the revenue (kr) of the order lines attributed to the widgets over the
 * last 30 Oslo days (the figures' window), all widgets together; `data` is null for an account without
 * recommendations. No order count: an order with lines from two widgets counts once for each.
 */
export const dashboardRecommendationRevenueSchema = z.object({
  data: z.object({ days: z.number().int(), revenue: z.number() }).nullable(),
});
export type DashboardRecommendationRevenue = z.infer<typeof dashboardRecommendationRevenueSchema>;

const dailyFigures = z.array(recommendationFiguresSchema.extend({ day: z.string() }));

/** GET /api/recommendations/{id}/figures: the widget's last 30 Oslo days, oldest first, every day present. */
export const recommendationDailyFiguresAnswerSchema = z.object({ days: dailyFigures });
export type RecommendationDailyFiguresAnswer = z.infer<typeof recommendationDailyFiguresAnswerSchema>;

/**
 * GET /api/recommendations/figures/algorithms: per algorithm (of the widget when the event happened), the last
 * 30 Oslo days, oldest first, every day present; algorithms without events are left out.
 */
export const recommendationAlgorithmFiguresAnswerSchema = z.object({
  data: z.array(z.object({ algorithm: z.string(), days: dailyFigures })),
});
export type RecommendationAlgorithmFiguresAnswer = z.infer<typeof recommendationAlgorithmFiguresAnswerSchema>;
