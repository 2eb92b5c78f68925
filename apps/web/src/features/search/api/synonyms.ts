import { type SynonymBody, synonymAnswerSchema, synonymListAnswerSchema } from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchKeys } from '../query-keys';
import { forgetDeleted } from './forget-deleted';
import { noContent } from './keywords';

const path = (id?: string) => (id ? `/search/synonyms/${encodeURIComponent(id)}` : '/search/synonyms');

export const synonymsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: searchKeys.synonyms(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest(path(), { schema: synonymListAnswerSchema, accountId, signal })).data,
    retry: false,
  });

export const useSynonyms = (accountId: string) => useQuery(synonymsQueryOptions(accountId));

export function useSynonym(accountId: string, id: string) {
  return useQuery({
    queryKey: searchKeys.synonym(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(path(id), { schema: synonymAnswerSchema, accountId, signal })).data,
    retry: false,
  });
}

/** Creates (no id) or updates a synonym; the lists and the test box ask again afterwards. */
export function useSaveSynonym(accountId: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SynonymBody) =>
      (
        await apiRequest(path(id), {
          method: id ? 'PUT' : 'POST',
          body,
          schema: synonymAnswerSchema,
          accountId,
        })
      ).data,
    onSuccess: (synonym) => {
      queryClient.setQueryData(searchKeys.synonym(accountId, synonym.id), synonym);
      // Every search list, the history's "finds products now" and the test box may change.
      return queryClient.invalidateQueries({ queryKey: searchKeys.all(accountId) });
    },
  });
}

export function useDeleteSynonym(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(path(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: (_answer, id) => {
      forgetDeleted(
        queryClient,
        { list: searchKeys.synonyms(accountId), item: searchKeys.synonym(accountId, id) },
        id,
      );
      // Every search list, the history's "finds products now" and the test box may change.
      return queryClient.invalidateQueries({ queryKey: searchKeys.all(accountId) });
    },
  });
}
