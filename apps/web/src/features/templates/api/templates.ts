import {
  type CreateRecommendationTemplateBody,
  type RecommendationTemplate,
  type RecommendationTemplateKind,
  type RecommendationTemplatePreviewBody,
  recommendationTemplateAnswerSchema,
  recommendationTemplateListAnswerSchema,
  recommendationTemplatePreviewAnswerSchema,
  recommendationTemplateVersionsAnswerSchema,
  type UpdateRecommendationTemplateBody,
} from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { usePreviewQuery } from '@/lib/use-preview-query';

/** One key factory for the template queries, so a save refreshes only what it changes. */
export const templateKeys = {
  all: (accountId: string) => ['templates', accountId] as const,
  list: (accountId: string) => [...templateKeys.all(accountId), 'list'] as const,
  one: (accountId: string, id: number) => [...templateKeys.all(accountId), 'one', id] as const,
  versions: (accountId: string, id: number) => [...templateKeys.one(accountId, id), 'versions'] as const,
  preview: (accountId: string, body: unknown) => [...templateKeys.all(accountId), 'preview', body] as const,
};

const templatePath = (id: number) => `/templates/${encodeURIComponent(String(id))}`;

/** Every template the account reads (defaults, its own, its dealer's), filtered to `kinds` here. */
export const useTemplates = (accountId: string, kinds: readonly RecommendationTemplateKind[]) =>
  useQuery({
    queryKey: templateKeys.list(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/templates', { schema: recommendationTemplateListAnswerSchema, accountId, signal }))
        .data,
    select: (templates) => templates.filter((template) => kinds.includes(template.kind)),
    retry: false,
  });

export const useTemplate = (accountId: string, id: number) =>
  useQuery({
    queryKey: templateKeys.one(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(templatePath(id), { schema: recommendationTemplateAnswerSchema, accountId, signal }))
        .data,
    retry: false,
  });

export const useTemplateVersions = (accountId: string, id: number) =>
  useQuery({
    queryKey: templateKeys.versions(accountId, id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`${templatePath(id)}/versions`, {
          schema: recommendationTemplateVersionsAnswerSchema,
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });

/** Every change answers the whole template: it is cached as it is, and the list and versions are asked again. */
function useTemplateMutation<V>(
  accountId: string,
  call: (value: V) => Promise<{ data: RecommendationTemplate }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      const { id } = answer.data;
      if (id !== null) queryClient.setQueryData(templateKeys.one(accountId, id), answer.data);
      await queryClient.invalidateQueries({ queryKey: templateKeys.list(accountId), exact: true });
      if (id !== null)
        await queryClient.invalidateQueries({ queryKey: templateKeys.versions(accountId, id) });
    },
  });
}

export const useCreateTemplate = (accountId: string) =>
  useTemplateMutation(accountId, (body: CreateRecommendationTemplateBody) =>
    apiRequest('/templates', { method: 'POST', body, schema: recommendationTemplateAnswerSchema, accountId }),
  );

export const useUpdateTemplate = (accountId: string, id: number) =>
  useTemplateMutation(accountId, (body: UpdateRecommendationTemplateBody) =>
    apiRequest(templatePath(id), {
      method: 'PUT',
      body,
      schema: recommendationTemplateAnswerSchema,
      accountId,
    }),
  );

export const useRestoreTemplateVersion = (accountId: string, id: number) =>
  useTemplateMutation(accountId, (version: number) =>
    apiRequest(`${templatePath(id)}/versions/${version}/restore`, {
      method: 'POST',
      schema: recommendationTemplateAnswerSchema,
      accountId,
    }),
  );

export function useDeleteTemplate(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(templatePath(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: templateKeys.one(accountId, id) });
      await queryClient.invalidateQueries({ queryKey: templateKeys.list(accountId), exact: true });
    },
  });
}

/** The unsaved sources drawn by the server; `body` null while there is nothing to draw. */
export const useTemplatePreview = (accountId: string, body: RecommendationTemplatePreviewBody | null) =>
  usePreviewQuery({
    accountId,
    path: '/templates/preview',
    queryKey: templateKeys.preview(accountId, body),
    body,
    schema: recommendationTemplatePreviewAnswerSchema,
  });
