import { emailTemplateListSchema, segmentListSchema } from '@butikkpanel/contracts';
import { isInteger, isRecord, isString } from '@butikkpanel/contracts/core';
import { useQuery } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest } from '@/lib/api-client';
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

/** Only what the picker shows of a popup: its id and name. */
const popupNamesAnswer: AnswerSchema<Array<{ id: number; name: string }>> = {
  parse: (answer) => {
    const data = isRecord(answer) ? answer.data : null;
    if (!Array.isArray(data)) throw new Error('expected a list of popups');
    return data.map((popup: unknown) => {
      if (!isRecord(popup) || !isInteger(popup.id) || !isString(popup.name))
        throw new Error('a popup needs id and name');
      return { id: popup.id, name: popup.name };
    });
  },
};

/** The account's popups, for the "join popup" step (403 without the popups package). */
export function useFlowPopups(accountId: string) {
  return useQuery({
    queryKey: flowKeys.popups(accountId),
    queryFn: ({ signal }) => apiRequest('/popups', { schema: popupNamesAnswer, accountId, signal }),
    retry: false,
  });
}
