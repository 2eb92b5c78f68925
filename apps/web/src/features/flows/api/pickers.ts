import {
  DISCOUNT_LIST_PER_PAGE_MAX,
  discountListAnswerSchema,
  emailTemplateListSchema,
  segmentListSchema,
} from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
import { listQueryString } from '@/lib/list-query-string';
import { flowKeys } from '../query-keys';

const templatesAnswer = dataAnswer(emailTemplateListSchema);
const segmentsAnswer = dataAnswer(segmentListSchema);

/** The account's e-mail templates, for the send step's picker and for validation (their type). */
export function useFlowEmailTemplates(accountId: string) {
  return useQuery({
    queryKey: flowKeys.emailTemplates(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/emails/templates', { schema: templatesAnswer, accountId, signal })).data,
    retry: false,
  });
}

/** The account's segments, for a segment start and the in-segment condition. */
export function useFlowSegments(accountId: string) {
  return useQuery({
    queryKey: flowKeys.segments(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/audience/segments', { schema: segmentsAnswer, accountId, signal })).data,
    retry: false,
  });
}

/** Template codes that make a unique code per customer: the only kind a flow e-mail can hand out. */
export function useDiscountTemplates(accountId: string) {
  return useQuery({
    queryKey: flowKeys.discountTemplates(accountId),
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
