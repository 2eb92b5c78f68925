import {
  type RecommendationWidget,
  recommendationPreviewAnswerSchema,
  recommendationWidgetListAnswerSchema,
} from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { emailKeys } from '../query-keys';

/** The account's e-mail widgets (its own and its dealer's): what a recommendations block may name. */
export const useEmailRecommendationWidgets = (accountId: string) =>
  useQuery({
    queryKey: [...emailKeys.all(accountId), 'builder-recommendations'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/recommendations', {
          schema: recommendationWidgetListAnswerSchema,
          accountId,
          signal,
        })
      ).data.filter((widget) => widget.type === 'email'),
    retry: false,
  });

/**
 * The widget drawn by its own template for no one in particular (the shop's products, by its chain's
 * fallbacks): the sample the canvas shows in the block. The mail draws each recipient's own at send time.
 */
export async function drawSampleRecommendation(accountId: string, widget: RecommendationWidget) {
  const { id: _id, owner: _owner, editable: _editable, created_at: _c, updated_at: _u, ...fields } = widget;
  const answer = await apiRequest('/recommendations/preview', {
    method: 'POST',
    body: { widget: fields },
    schema: recommendationPreviewAnswerSchema,
    accountId,
  });
  return answer.data.html;
}
