import { type ProductListQueryInput, productListAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys } from '../query-keys';

export function getProducts(accountId: string, query: ProductListQueryInput, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.page) params.set('page', String(query.page));
  if (query.per_page) params.set('per_page', String(query.per_page));
  return apiRequest(`/products?${params}`, { schema: productListAnswerSchema, accountId, signal });
}

export const productsQueryOptions = (accountId: string, query: ProductListQueryInput) =>
  queryOptions({
    queryKey: productKeys.list(accountId, query),
    queryFn: ({ signal }) => getProducts(accountId, query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useProducts(accountId: string, query: ProductListQueryInput) {
  return useQuery(productsQueryOptions(accountId, query));
}
