import {
  type CreateSearchWidgetBody,
  SEARCH_LIMIT_MAX,
  type SearchWidget,
  searchAnswerSchema,
  searchWidgetAnswerSchema,
  searchWidgetListAnswerSchema,
  type UpdateSearchWidgetBody,
} from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { searchConfigKeys } from './config-query-keys';
import { forgetDeleted } from './forget-deleted';

const widgetPath = (id: string) => `/search/widgets/${encodeURIComponent(id)}`;

export const searchWidgetsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: searchConfigKeys.widgets(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/search/widgets', { schema: searchWidgetListAnswerSchema, accountId, signal })).data,
    retry: false,
  });

export const useSearchWidgets = (accountId: string) => useQuery(searchWidgetsQueryOptions(accountId));

export function useSearchWidget(accountId: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: searchConfigKeys.widget(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(widgetPath(id), { schema: searchWidgetAnswerSchema, accountId, signal })).data,
    enabled,
    retry: false,
  });
}

/** Create and update both answer the whole widget: it replaces the cached one, and the list is asked again. */
function useWidgetMutation<V>(accountId: string, call: (value: V) => Promise<{ data: SearchWidget }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      queryClient.setQueryData(searchConfigKeys.widget(accountId, answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: searchConfigKeys.widgets(accountId), exact: true });
    },
  });
}

export const useCreateSearchWidget = (accountId: string) =>
  useWidgetMutation(accountId, (body: CreateSearchWidgetBody) =>
    apiRequest('/search/widgets', { method: 'POST', body, schema: searchWidgetAnswerSchema, accountId }),
  );

export const useUpdateSearchWidget = (accountId: string, id: string) =>
  useWidgetMutation(accountId, (body: UpdateSearchWidgetBody) =>
    apiRequest(widgetPath(id), { method: 'PUT', body, schema: searchWidgetAnswerSchema, accountId }),
  );

/** 204: nothing to read. */

export function useDeleteSearchWidget(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(widgetPath(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: async (_answer, id) => {
      forgetDeleted(
        queryClient,
        { list: searchConfigKeys.widgets(accountId), item: searchConfigKeys.widget(accountId, id) },
        id,
      );
      await queryClient.invalidateQueries({ queryKey: searchConfigKeys.widgets(accountId), exact: true });
    },
  });
}

/**
 * The preview's products: the shop's own search for `query` without a widget, as many as a widget may show,
 * so the editor can apply the form's unsaved filters and look to them. Empty `query`: no call.
 */
export function useSearchWidgetPreview(accountId: string, query: string) {
  return useQuery({
    queryKey: searchConfigKeys.preview(accountId, query),
    queryFn: ({ signal }) =>
      apiRequest(`/search/test?${new URLSearchParams({ q: query, limit: String(SEARCH_LIMIT_MAX) })}`, {
        schema: searchAnswerSchema,
        accountId,
        signal,
      }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
