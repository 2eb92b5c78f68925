import { type KeywordBody, keywordAnswerSchema, keywordListAnswerSchema } from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest } from '@/lib/api-client';
import { searchKeys } from '../query-keys';
import { forgetDeleted } from './forget-deleted';

/** A DELETE answers 204: nothing to read. */
export const noContent: AnswerSchema<null> = { parse: () => null };

const path = (id?: string) => (id ? `/search/keywords/${encodeURIComponent(id)}` : '/search/keywords');

export const keywordsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: searchKeys.keywords(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest(path(), { schema: keywordListAnswerSchema, accountId, signal })).data,
    retry: false,
  });

export const useKeywords = (accountId: string) => useQuery(keywordsQueryOptions(accountId));

export function useKeyword(accountId: string, id: string) {
  return useQuery({
    queryKey: searchKeys.keyword(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(path(id), { schema: keywordAnswerSchema, accountId, signal })).data,
    retry: false,
  });
}

/** Creates (no id) or updates a keyword; the lists and the test box ask again afterwards. */
export function useSaveKeyword(accountId: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: KeywordBody) =>
      (
        await apiRequest(path(id), {
          method: id ? 'PUT' : 'POST',
          body,
          schema: keywordAnswerSchema,
          accountId,
        })
      ).data,
    onSuccess: (keyword) => {
      queryClient.setQueryData(searchKeys.keyword(accountId, keyword.id), keyword);
      // Every search list, the history's "finds products now" and the test box may change.
      return queryClient.invalidateQueries({ queryKey: searchKeys.all(accountId) });
    },
  });
}

export function useDeleteKeyword(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(path(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: (_answer, id) => {
      forgetDeleted(
        queryClient,
        { list: searchKeys.keywords(accountId), item: searchKeys.keyword(accountId, id) },
        id,
      );
      // Every search list, the history's "finds products now" and the test box may change.
      return queryClient.invalidateQueries({ queryKey: searchKeys.all(accountId) });
    },
  });
}
