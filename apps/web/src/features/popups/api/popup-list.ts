import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { popupKeys } from '../query-keys';
import { popupAnswer, popupListAnswer } from './popup-answers';

export const popupPath = (id?: number) => (id === undefined ? '/popups' : `/popups/${id}`);

export function usePopups(accountId: string) {
  return useQuery({
    queryKey: popupKeys.list(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest(popupPath(), { schema: popupListAnswer, accountId, signal })).data,
    retry: false,
  });
}

/** After a change: the list, read again from the server (its figures and statuses are the server's). */
function useRefreshPopups(accountId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: popupKeys.list(accountId) });
}

/** A new popup with the server's starter design; it is designed in the builder afterwards. */
export function useCreatePopup(accountId: string) {
  const refresh = useRefreshPopups(accountId);
  return useMutation({
    mutationFn: async (body: { name: string }) =>
      (await apiRequest(popupPath(), { method: 'POST', body, schema: popupAnswer, accountId })).data,
    onSuccess: () => refresh(),
  });
}

/** Activate or pause; activation answers 422 popup_no_design while the popup has no design. */
export function useSetPopupActive(accountId: string) {
  const refresh = useRefreshPopups(accountId);
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      (
        await apiRequest(`${popupPath(id)}/${active ? 'activate' : 'pause'}`, {
          method: 'POST',
          schema: popupAnswer,
          accountId,
        })
      ).data,
    onSuccess: () => refresh(),
  });
}

export function useDuplicatePopup(accountId: string) {
  const refresh = useRefreshPopups(accountId);
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest(`${popupPath(id)}/duplicate`, { method: 'POST', schema: popupAnswer, accountId }))
        .data,
    onSuccess: () => refresh(),
  });
}

export function useDeletePopup(accountId: string) {
  const refresh = useRefreshPopups(accountId);
  return useMutation({
    mutationFn: (id: number) => apiRequest(popupPath(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: () => refresh(),
  });
}
