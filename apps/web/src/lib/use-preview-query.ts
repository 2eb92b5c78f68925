import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest } from '@/lib/api-client';

/**
 * A preview the server draws from what is being edited (a widget's form, a template's unsaved sources): POSTed
 * as it is, the last answer kept on screen while the next is asked, not retried (a refusal is shown as it is),
 * and not asked while `body` is null (nothing that can be drawn yet).
 */
export function usePreviewQuery<T>(options: {
  accountId: string;
  path: string;
  queryKey: QueryKey;
  body: unknown;
  schema: AnswerSchema<{ data: T }>;
}) {
  const { accountId, path, queryKey, body, schema } = options;
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest(path, { method: 'POST', body, schema, accountId, signal })).data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
