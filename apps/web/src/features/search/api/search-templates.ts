import { type RecommendationTemplate, recommendationTemplateListAnswerSchema } from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchConfigKeys } from './config-query-keys';

/**
 * The search templates a search widget may pick: the defaults, then the account's own and its dealer's
 * (GET /api/templates?kind=search, docs/search.md "Templates").
 */
export function useSearchTemplates(accountId: string) {
  return useQuery({
    queryKey: searchConfigKeys.templates(accountId),
    queryFn: async ({ signal }): Promise<RecommendationTemplate[]> =>
      (
        await apiRequest('/templates?kind=search', {
          schema: recommendationTemplateListAnswerSchema,
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });
}
