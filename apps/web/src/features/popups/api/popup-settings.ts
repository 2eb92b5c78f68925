import {
  DISCOUNT_LIST_PER_PAGE_MAX,
  discountListAnswerSchema,
  type PopupUpdateBody,
} from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-query-string';
import { popupKeys } from '../query-keys';
import { popupAnswer } from './popup-answers';
import { popupPath } from './popup-list';

/** Name, settings and discount code of a popup (PUT /api/popups/:id); the list is read again afterwards. */
export function useSavePopup(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: PopupUpdateBody }) =>
      (await apiRequest(popupPath(id), { method: 'PUT', body, schema: popupAnswer, accountId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupKeys.list(accountId) }),
  });
}

/**
 * Template codes that make a unique code per visitor: the only kind a popup can hand out. The same request
 * as the flow builder's picker; without the discounts package it answers 403.
 */
export function usePopupDiscountTemplates(accountId: string) {
  return useQuery({
    queryKey: popupKeys.discountTemplates(accountId),
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
