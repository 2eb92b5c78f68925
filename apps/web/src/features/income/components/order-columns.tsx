import {
  OPERATORS_BY_KIND,
  ORDER_LIST_FIELDS,
  ORDER_STATUSES,
  type OrderListField,
  type OrderListRow,
  type TableFilterOperator,
} from '@butikkpanel/contracts';
import {
  type GridColDef,
  GridFilterInputSingleSelect,
  GridFilterInputValue,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatAmount, formatDateTime, formatNumber } from '@/lib/format';
import { knownTrafficSource } from '@/lib/traffic-source';

type Input = GridFilterOperator<OrderListRow>['InputComponent'];
type InputProps = GridFilterOperator<OrderListRow>['InputComponentProps'];
type DateOperator = 'matches' | 'greater-than' | 'less-than';
type DiscountFlag =
  | 'already_redeemed'
  | 'used_up'
  | 'used_by_customer'
  | 'expired'
  | 'below_minimum'
  | 'inactive';
/** Dates read better as "is", "after" and "before". */
const DATE_OPERATORS: Record<DateOperator, true> = { matches: true, 'greater-than': true, 'less-than': true };

/**
 * The grid only offers section 9's operators, named as the server names them, so a filter item goes to
 * the server as it is. Nothing is filtered in the browser (server filter mode): the apply function is null.
 */
function operators(field: OrderListField, t: TFunction<['income']>): GridFilterOperator<OrderListRow>[] {
  const kind = ORDER_LIST_FIELDS[field];
  const allowed: readonly TableFilterOperator[] = field === 'status' ? ['matches'] : OPERATORS_BY_KIND[kind];
  return allowed.map((operator) => ({
    value: operator,
    label:
      kind === 'date' && operator in DATE_OPERATORS
        ? t(`income:orders.dateOperators.${operator as DateOperator}`)
        : t(`income:orders.operators.${operator}`),
    getApplyFilterFn: () => null,
    InputComponent: (field === 'status' ? GridFilterInputSingleSelect : GridFilterInputValue) as Input,
    InputComponentProps: {
      type: kind === 'date' ? 'date' : kind === 'count' ? 'number' : 'text',
    } as InputProps,
  }));
}

export function orderColumns(t: TFunction<['income']>, language: string): GridColDef<OrderListRow>[] {
  const column = (
    field: OrderListField,
    extra: Partial<GridColDef<OrderListRow>> = {},
  ): GridColDef<OrderListRow> => ({
    field,
    headerName: t(`income:orders.columns.${field}`),
    filterOperators: operators(field, t),
    minWidth: 110,
    flex: 1,
    ...extra,
  });
  return [
    column('order_id', { minWidth: 120 }),
    column('placed_at', {
      minWidth: 150,
      valueFormatter: (value: string) => formatDateTime(value, language),
    }),
    column('status', {
      type: 'singleSelect',
      valueOptions: ORDER_STATUSES.map((status) => ({
        value: status,
        label: t(`income:orders.statuses.${status}`),
      })),
    }),
    column('total', { type: 'number', valueFormatter: (value: number) => formatAmount(value, language) }),
    column('subtotal', { type: 'number', valueFormatter: (value: number) => formatAmount(value, language) }),
    column('source', { valueFormatter: (value: string) => knownTrafficSource(value) ?? value }),
    column('discount_code', {
      // A use the discounts area flagged (another order redeemed the single-use code first, used up, …).
      valueFormatter: (value: string | null, row: OrderListRow) =>
        value && row.discount_flag
          ? `${value} (${t('income:orders.discountFlagged', { reason: t(`income:orders.discountFlags.${row.discount_flag as DiscountFlag}`, { defaultValue: row.discount_flag }) })})`
          : value,
    }),
    column('customer_email', { minWidth: 180 }),
    column('lines', {
      type: 'number',
      minWidth: 80,
      valueFormatter: (value: number) => formatNumber(value, language),
    }),
  ];
}
