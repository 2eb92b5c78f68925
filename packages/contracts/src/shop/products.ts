import { z } from 'zod';
import { daysInReportPeriod, REPORT_PERIOD_MAX_DAYS, reportDayField, reportPaginationSchema } from './income';

export const PRODUCT_LIST_PER_PAGE_DEFAULT = 25;
export const PRODUCT_LIST_PER_PAGE_MAX = 100;
/** A product page without a period shows the last 30 Oslo days, today included. */
export const PRODUCT_STATS_DEFAULT_DAYS = 30;

/** GET /api/products: the catalogue, searched by name, id or category, by name. */
export const productListQuerySchema = z
  .object({
    search: z.string({ error: 'invalid_value' }).trim().max(200, 'too_long').optional(),
    page: z.coerce
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(1_000_000, 'invalid_value')
      .default(1),
    per_page: z.coerce
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(PRODUCT_LIST_PER_PAGE_MAX, 'invalid_value')
      .default(PRODUCT_LIST_PER_PAGE_DEFAULT),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

/** A catalogue product as the panel shows it; amounts in kroner. */
export const catalogueProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  price: z.number(),
  sale_price: z.number().nullable(),
  in_stock: z.boolean(),
  category: z.string().nullable(),
  brand: z.string().nullable(),
  sku: z.string().nullable(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const productListAnswerSchema = z.object({
  data: z.array(catalogueProductSchema),
  pagination: reportPaginationSchema,
});
export type ProductListAnswer = z.infer<typeof productListAnswerSchema>;

/** GET /api/products/{product_id}?from&to: Oslo days, both included; both or neither. */
export const productStatsQuerySchema = z
  .object({ from: reportDayField().optional(), to: reportDayField().optional() })
  .strict()
  .superRefine((query, context) => {
    const { from, to } = query;
    if ((from === undefined) !== (to === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [from === undefined ? 'from' : 'to'],
        message: 'field_empty',
      });
      return;
    }
    if (from === undefined || to === undefined) return;
    const days = daysInReportPeriod(from, to);
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'period_reversed' });
    else if (days > REPORT_PERIOD_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'period_too_long' });
    }
  });
export type ProductStatsQuery = z.infer<typeof productStatsQuerySchema>;

/**
 * One Oslo day of a product: page views of its page (the path of its url), units put in carts, orders with
 * it and the revenue of its lines (cancelled orders left out), and conversion = orders / views (null
 * without views).
 */
export const productDaySchema = z.object({
  day: z.string(),
  views: z.number().int(),
  carts: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
  conversion: z.number().nullable(),
});
export type ProductDay = z.infer<typeof productDaySchema>;

export const productStatsAnswerSchema = z.object({
  product: catalogueProductSchema,
  period: z.object({ from: z.string(), to: z.string() }),
  /** Every day of the period, oldest first, 0 on days without activity. */
  days: z.array(productDaySchema),
  totals: productDaySchema.omit({ day: true }),
});
export type ProductStats = z.infer<typeof productStatsAnswerSchema>;
