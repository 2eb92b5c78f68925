import type { ContentPageSettings } from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { contentKeys } from '../query-keys';
import { contentPageAnswer, contentPageListAnswer } from './content-page-answers';

export const contentPagePath = (id?: number) =>
  id === undefined ? '/content-pages' : `/content-pages/${id}`;

export function useContentPages(accountId: string) {
  return useQuery({
    queryKey: contentKeys.list(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest(contentPagePath(), { schema: contentPageListAnswer, accountId, signal })).data,
    retry: false,
  });
}

/** After a change: the list, read again from the server (statuses and versions are the server's). */
function useRefreshContentPages(accountId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.list(accountId) });
}

/** A new page or block with its settings; it is designed in the builder afterwards. */
export function useCreateContentPage(accountId: string) {
  const refresh = useRefreshContentPages(accountId);
  return useMutation({
    mutationFn: async (body: ContentPageSettings) =>
      (await apiRequest(contentPagePath(), { method: 'POST', body, schema: contentPageAnswer, accountId }))
        .data,
    onSuccess: () => refresh(),
  });
}

/** Name, placement key and days; the draft and the versions stay as they are. */
export function useSaveContentPage(accountId: string) {
  const refresh = useRefreshContentPages(accountId);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ContentPageSettings }) =>
      (await apiRequest(contentPagePath(id), { method: 'PUT', body, schema: contentPageAnswer, accountId }))
        .data,
    onSuccess: () => refresh(),
  });
}

/**
 * Publish (the draft becomes the next version; 422 content_nothing_to_publish while it is empty), take it off
 * the shop, or show an earlier version again.
 */
export function useContentPageAction(accountId: string) {
  const refresh = useRefreshContentPages(accountId);
  return useMutation({
    mutationFn: async (
      action:
        | { id: number; kind: 'publish' | 'unpublish' }
        | { id: number; kind: 'rollback'; version: number },
    ) =>
      (
        await apiRequest(`${contentPagePath(action.id)}/${action.kind}`, {
          method: 'POST',
          ...(action.kind === 'rollback' ? { body: { version: action.version } } : {}),
          schema: contentPageAnswer,
          accountId,
        })
      ).data,
    onSuccess: () => refresh(),
  });
}

export function useDeleteContentPage(accountId: string) {
  const refresh = useRefreshContentPages(accountId);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(contentPagePath(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: () => refresh(),
  });
}
