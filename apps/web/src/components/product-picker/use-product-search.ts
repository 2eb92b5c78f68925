import { productListAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How many catalogue products a picker offers at a time. */
export const PRODUCT_PICKER_SIZE = 10;

/** The catalogue search behind the product pickers (GET /api/products?search=). */
export function useProductSearch(accountId: string, search: string) {
  return useQuery({
    queryKey: ['product-picker', accountId, search] as const,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ search, per_page: String(PRODUCT_PICKER_SIZE) });
      return (await apiRequest(`/products?${params}`, { schema: productListAnswerSchema, accountId, signal }))
        .data;
    },
    enabled: search !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
