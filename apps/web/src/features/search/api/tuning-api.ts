import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest, noContent } from '@/lib/api-client';
import { searchKeys } from '../query-keys';
import { forgetDeleted } from './forget-deleted';

interface TuningApiSpec<Item extends { id: string }> {
  /** e.g. '/search/keywords'. */
  path: string;
  listSchema: AnswerSchema<{ data: Item[] }>;
  itemSchema: AnswerSchema<{ data: Item }>;
  keys: { list: (accountId: string) => QueryKey; item: (accountId: string, id: string) => QueryKey };
}

/**
 * The calls of one kind of search tuning (keywords, synonyms, custom results): list, one, save (create or
 * update) and delete. A save or delete refreshes every search query of the account: the lists, the history's
 * "finds products now" and the test box may all change.
 */
export function createTuningApi<Item extends { id: string }, Body>(spec: TuningApiSpec<Item>) {
  const path = (id?: string) => (id ? `${spec.path}/${encodeURIComponent(id)}` : spec.path);

  const listQueryOptions = (accountId: string) =>
    queryOptions({
      queryKey: spec.keys.list(accountId),
      queryFn: async ({ signal }) =>
        (await apiRequest(path(), { schema: spec.listSchema, accountId, signal })).data,
      retry: false,
    });

  return {
    useList: (accountId: string) => useQuery(listQueryOptions(accountId)),

    useItem: (accountId: string, id: string) =>
      useQuery({
        queryKey: spec.keys.item(accountId, id),
        queryFn: async ({ signal }) =>
          (await apiRequest(path(id), { schema: spec.itemSchema, accountId, signal })).data,
        retry: false,
      }),

    /** Creates (no id) or updates. */
    useSave(accountId: string, id?: string) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async (body: Body) =>
          (
            await apiRequest(path(id), {
              method: id ? 'PUT' : 'POST',
              body,
              schema: spec.itemSchema,
              accountId,
            })
          ).data,
        onSuccess: (item) => {
          queryClient.setQueryData(spec.keys.item(accountId, item.id), item);
          return queryClient.invalidateQueries({ queryKey: searchKeys.all(accountId) });
        },
      });
    },

    useDelete(accountId: string) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => apiRequest(path(id), { method: 'DELETE', schema: noContent, accountId }),
        onSuccess: (_answer, id) => {
          forgetDeleted(
            queryClient,
            { list: spec.keys.list(accountId), item: spec.keys.item(accountId, id) },
            id,
          );
          return queryClient.invalidateQueries({ queryKey: searchKeys.all(accountId) });
        },
      });
    },
  };
}
