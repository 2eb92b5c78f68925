import { emailTemplateListSchema, segmentListSchema } from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
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
