import { type OrderListQueryInput, orderListAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { incomeKeys } from '../query-keys';

/** The query string of the orders list and its export: only the parts that are set. */
export function orderQueryString(query: OrderListQueryInput): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

export function getOrders(accountId: string, query: OrderListQueryInput, signal?: AbortSignal) {
  return apiRequest(`/orders?${orderQueryString(query)}`, {
    schema: orderListAnswerSchema,
    accountId,
    signal,
  });
}

export const ordersQueryOptions = (accountId: string, query: OrderListQueryInput) =>
  queryOptions({
    queryKey: incomeKeys.orders(accountId, query),
    queryFn: ({ signal }) => getOrders(accountId, query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useOrders(accountId: string, query: OrderListQueryInput) {
  return useQuery(ordersQueryOptions(accountId, query));
}
