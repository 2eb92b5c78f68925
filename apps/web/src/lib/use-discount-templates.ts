import { DISCOUNT_LIST_PER_PAGE_MAX, discountListAnswerSchema } from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-query-string';

/**
 * The account's template codes that make a unique code per person: the only kind a flow e-mail or a popup
 * can hand out. Under the discounts area's key, so a change there refreshes every picker. Without the
 * discounts package the server answers 403 (not retried).
 */
export function useDiscountTemplates(accountId: string) {
  return useQuery({
    queryKey: ['discounts', accountId, 'templates'] as const,
    queryFn: async ({ signal }) => {
      const query = listQueryString({
        status: 'current',
        sort: 'name',
        dir: 'asc',
        per_page: DISCOUNT_LIST_PER_PAGE_MAX,
      });
      const answer = await apiRequest(`/discounts/codes?${query}`, {
        schema: discountListAnswerSchema,
        accountId,
        signal,
      });
      return answer.data.filter((code) => code.kind === 'template' && code.auto_create_unique);
    },
    retry: false,
  });
}
