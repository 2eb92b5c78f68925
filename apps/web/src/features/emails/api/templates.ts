import {
  type EmailTemplateBodyInput,
  type EmailTemplateType,
  emailTemplateListSchema,
  emailTemplateSchema,
} from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
import { emailKeys } from '../query-keys';

const listAnswer = dataAnswer(emailTemplateListSchema);
const templateAnswer = dataAnswer(emailTemplateSchema);
const templatePath = (id?: number) => (id === undefined ? '/emails/templates' : `/emails/templates/${id}`);

export function useEmailTemplates(accountId: string) {
  return useQuery({
    queryKey: emailKeys.templates(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest(templatePath(), { schema: listAnswer, accountId, signal })).data,
    retry: false,
  });
}

/** A new template: a name and a type; it is designed in the builder afterwards. */
export function useCreateTemplate(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; type: EmailTemplateType }) =>
      (
        await apiRequest(templatePath(), {
          method: 'POST',
          body: body satisfies EmailTemplateBodyInput,
          schema: templateAnswer,
          accountId,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.templates(accountId) }),
  });
}

export function useDuplicateTemplate(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiRequest(`${templatePath(id)}/duplicate`, {
          method: 'POST',
          schema: templateAnswer,
          accountId,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.templates(accountId) }),
  });
}

export function useDeleteTemplate(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(templatePath(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.templates(accountId) }),
  });
}
