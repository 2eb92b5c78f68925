import { z } from 'zod';
import { TABLE_FILTER_OPERATORS, type TableFilterOperator } from '../constants';
import { ORDER_STATUSES } from './ingest';

/** The longest period the income and product screens ask for at once (two years and a leap day). */
export const REPORT_PERIOD_MAX_DAYS = 731;
export const ORDER_LIST_PER_PAGE_DEFAULT = 25;
export const ORDER_LIST_PER_PAGE_MAX = 100;
/** The most rows one CSV export holds; the answer says when there were more (x-export-truncated). */
export const ORDER_EXPORT_MAX_ROWS = 100_000;
/**
 * A searched or filtered orders list counts its matches up to this many; past it the answer says
 * `total_capped` and `total` is this (at least so many). An unfiltered list's total is always exact.
 */
export const ORDER_LIST_COUNT_CAP = 10_000;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, YYYY-MM-DD, that exists. */
export const isReportDay = (value: string): boolean => {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const reportDayField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_date') })
    .refine(isReportDay, 'invalid_date');

/** Whole days from `from` to `to`, both counted. */
export const daysInReportPeriod = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

function checkPeriod(period: { from?: string; to?: string }, context: z.core.$RefinementCtx): void {
  const { from, to } = period;
  if (!from || !to || !isReportDay(from) || !isReportDay(to)) return;
  if (from > to) context.addIssue({ code: 'custom', path: ['to'], message: 'period_reversed' });
  else if (daysInReportPeriod(from, to) > REPORT_PERIOD_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'period_too_long' });
  }
}

/** GET /api/income/summary?from&to: Oslo days, both included. */
export const incomeSummaryQuerySchema = z
  .object({ from: reportDayField(), to: reportDayField() })
  .strict()
  .superRefine(checkPeriod);
export type IncomeSummaryQuery = z.infer<typeof incomeSummaryQuerySchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

/** Revenue is the orders' subtotal in kroner (as the dashboard's statistics); cancelled orders never count. */
export const incomeTotalsSchema = z.object({
  revenue: z.number(),
  orders: z.number().int(),
  /** null when there were no orders. */
  average_order_value: z.number().nullable(),
});
export type IncomeTotals = z.infer<typeof incomeTotalsSchema>;

export const incomeSourceSchema = z.object({
  /** '' for orders that named no source (direct or unknown). */
  source: z.string(),
  revenue: z.number(),
  orders: z.number().int(),
});
export type IncomeSource = z.infer<typeof incomeSourceSchema>;

/** Change from the previous period in per cent, one decimal; null when the previous figure was 0 or absent. */
export const incomeChangeSchema = z.object({
  revenue: z.number().nullable(),
  orders: z.number().nullable(),
  average_order_value: z.number().nullable(),
});

export const incomeSummaryAnswerSchema = z.object({
  period: periodSchema,
  /** The same number of days right before the period. */
  previous_period: periodSchema,
  current: incomeTotalsSchema,
  previous: incomeTotalsSchema,
  change: incomeChangeSchema,
  /** The period's revenue per source, largest first. */
  sources: z.array(incomeSourceSchema),
});
export type IncomeSummary = z.infer<typeof incomeSummaryAnswerSchema>;

/** The orders list's columns: each one sortable, and filterable with the operators of its kind. */
export const ORDER_LIST_FIELDS = {
  order_id: 'text',
  placed_at: 'date',
  status: 'text',
  total: 'amount',
  subtotal: 'amount',
  source: 'text',
  discount_code: 'text',
  customer_email: 'text',
  lines: 'count',
} as const;
export type OrderListField = keyof typeof ORDER_LIST_FIELDS;
export type OrderFieldKind = (typeof ORDER_LIST_FIELDS)[OrderListField];
export const ORDER_LIST_FIELD_NAMES = Object.keys(ORDER_LIST_FIELDS) as OrderListField[];

/** Section 9's table filter operators: text columns compare text, the others compare values. */
export const OPERATORS_BY_KIND: Record<OrderFieldKind, readonly TableFilterOperator[]> = {
  text: ['contains', 'starts-with', 'ends-with', 'matches'],
  amount: ['matches', 'greater-than', 'less-than'],
  date: ['matches', 'greater-than', 'less-than'],
  count: ['matches', 'greater-than', 'less-than'],
};

/** An amount as people type it: 1048,99 or 1048.99 (kroner, at most two decimals). */
export const parseFilterAmount = (value: string): number | null => {
  const normalized = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalized)) return null;
  return Number(normalized);
};

const optionalQueryText = (max: number) =>
  z.string({ error: 'invalid_value' }).trim().max(max, 'too_long').optional();

const orderFilterShape = {
  search: optionalQueryText(200),
  field: z.enum(ORDER_LIST_FIELD_NAMES as [OrderListField, ...OrderListField[]], 'invalid_value').optional(),
  operator: z.enum(TABLE_FILTER_OPERATORS, 'invalid_value').optional(),
  value: optionalQueryText(200),
  sort: z.enum(ORDER_LIST_FIELD_NAMES as [OrderListField, ...OrderListField[]], 'invalid_value').optional(),
  order: z.enum(['asc', 'desc'], 'invalid_value').optional(),
  from: reportDayField().optional(),
  to: reportDayField().optional(),
};

type FilterInput = {
  field?: OrderListField;
  operator?: TableFilterOperator;
  value?: string;
  from?: string;
  to?: string;
};

/** The column filter: all three parts or none; the operator fits the column; the value parses. */
function checkOrderFilter(query: FilterInput, context: z.core.$RefinementCtx): void {
  checkPeriod(query, context);
  const problem = orderFilterProblem(query);
  if (problem) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
}

function orderFilterProblem({
  field,
  operator,
  value,
}: FilterInput): { path: string; message: string } | null {
  if (field === undefined && operator === undefined && (value === undefined || value === '')) return null;
  if (field === undefined) return { path: 'field', message: 'field_empty' };
  if (operator === undefined) return { path: 'operator', message: 'field_empty' };
  const kind = ORDER_LIST_FIELDS[field];
  if (!OPERATORS_BY_KIND[kind].includes(operator)) {
    return { path: 'operator', message: 'filter_operator_not_allowed' };
  }
  if (value === undefined || value === '') return { path: 'value', message: 'field_empty' };
  if (kind === 'amount' && parseFilterAmount(value) === null)
    return { path: 'value', message: 'invalid_amount' };
  if (kind === 'date' && !isReportDay(value)) return { path: 'value', message: 'invalid_date' };
  if (kind === 'count' && !/^\d{1,6}$/.test(value)) return { path: 'value', message: 'invalid_value' };
  return null;
}

const pageField = () =>
  z.coerce.number({ error: 'invalid_value' }).int('invalid_value').min(1, 'invalid_value').max(1_000_000);

/** GET /api/orders: one page of the orders, filtered, searched and sorted on the server. */
export const orderListQuerySchema = z
  .object({
    ...orderFilterShape,
    page: pageField().default(1),
    per_page: z.coerce
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(ORDER_LIST_PER_PAGE_MAX, 'invalid_value')
      .default(ORDER_LIST_PER_PAGE_DEFAULT),
    /**
     * The previous page's `next_cursor`, with the same sort, order and filters: the page starts after that
     * order (keyset paging, as fast on page 4,000 as on page 1) and `page` is only echoed. Without it, `page`
     * counts from the start.
     */
    cursor: z.string().min(1, 'invalid_value').max(400, 'invalid_value').optional(),
  })
  .strict()
  .superRefine(checkOrderFilter);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;

/** GET /api/orders/export: the same filters, every page. */
export const orderExportQuerySchema = z.object(orderFilterShape).strict().superRefine(checkOrderFilter);
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

export const orderListRowSchema = z.object({
  order_id: z.string(),
  placed_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  subtotal: z.number(),
  source: z.string(),
  discount_code: z.string().nullable(),
  /**
   * Set when a code on the order was not valid for it (the discounts area flagged the use: a single-use
   * code another order redeemed first, used up, expired, …); null otherwise.
   */
  discount_flag: z.string().nullable().default(null),
  customer_email: z.string().nullable(),
  lines: z.number().int(),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

export const reportPaginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const orderListAnswerSchema = z.object({
  data: z.array(orderListRowSchema),
  pagination: reportPaginationSchema.extend({
    /** True when `total` is ORDER_LIST_COUNT_CAP and there are more matches than that. */
    total_capped: z.boolean(),
    /** Pass as `cursor` to get the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});
export type OrderListAnswer = z.infer<typeof orderListAnswerSchema>;

/** The export's column headings and status names, in the caller's language. */
export const ORDER_EXPORT_TEXTS = {
  nb: {
    filename: 'ordrer',
    headings: ['Ordre-ID', 'Tidspunkt', 'Status', 'Sum', 'Delsum', 'Kilde', 'Rabattkode', 'E-post', 'Linjer'],
    statuses: { open: 'Åpen', cancelled: 'Kansellert', completed: 'Fullført' },
  },
  en: {
    filename: 'orders',
    headings: [
      'Order ID',
      'Placed',
      'Status',
      'Total',
      'Subtotal',
      'Source',
      'Discount code',
      'E-mail',
      'Lines',
    ],
    statuses: { open: 'Open', cancelled: 'Cancelled', completed: 'Completed' },
  },
} as const;
