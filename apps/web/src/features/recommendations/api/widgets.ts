import {
  type CreateRecommendationWidgetBody,
  type HiddenProductsBody,
  hiddenProductsAnswerSchema,
  type RecommendationPreviewBody,
  type RecommendationWidget,
  recommendationAlgorithmFiguresAnswerSchema,
  recommendationDailyFiguresAnswerSchema,
  recommendationPreviewAnswerSchema,
  recommendationWidgetAnswerSchema,
  recommendationWidgetFiguresAnswerSchema,
  recommendationWidgetListAnswerSchema,
  type UpdateRecommendationWidgetBody,
} from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { usePreviewQuery } from '@/lib/use-preview-query';
import { recommendationKeys } from './query-keys';

const widgetPath = (id: string) => `/recommendations/${encodeURIComponent(id)}`;

export const useRecommendationWidgets = (accountId: string) =>
  useQuery({
    queryKey: recommendationKeys.widgets(accountId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/recommendations', {
          schema: recommendationWidgetListAnswerSchema,
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });

export const useRecommendationWidget = (accountId: string, id: string, enabled: boolean) =>
  useQuery({
    queryKey: recommendationKeys.widget(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(widgetPath(id), { schema: recommendationWidgetAnswerSchema, accountId, signal }))
        .data,
    enabled,
    retry: false,
  });

/** Create, update and duplicate answer the whole widget: it is cached as it is, and the list is asked again. */
function useWidgetMutation<V>(
  accountId: string,
  call: (value: V) => Promise<{ data: RecommendationWidget }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      queryClient.setQueryData(recommendationKeys.widget(accountId, answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: recommendationKeys.widgets(accountId), exact: true });
    },
  });
}

export const useCreateRecommendationWidget = (accountId: string) =>
  useWidgetMutation(accountId, (body: CreateRecommendationWidgetBody) =>
    apiRequest('/recommendations', {
      method: 'POST',
      body,
      schema: recommendationWidgetAnswerSchema,
      accountId,
    }),
  );

export const useUpdateRecommendationWidget = (accountId: string, id: string) =>
  useWidgetMutation(accountId, (body: UpdateRecommendationWidgetBody) =>
    apiRequest(widgetPath(id), { method: 'PUT', body, schema: recommendationWidgetAnswerSchema, accountId }),
  );

export const useDuplicateRecommendationWidget = (accountId: string) =>
  useWidgetMutation(accountId, ({ source, id }: { source: string; id: string }) =>
    apiRequest(`${widgetPath(source)}/duplicate`, {
      method: 'POST',
      body: { id },
      schema: recommendationWidgetAnswerSchema,
      accountId,
    }),
  );

export function useDeleteRecommendationWidget(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(widgetPath(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: recommendationKeys.widget(accountId, id), exact: true });
      await queryClient.invalidateQueries({ queryKey: recommendationKeys.widgets(accountId), exact: true });
    },
  });
}

export const useHiddenProducts = (accountId: string) =>
  useQuery({
    queryKey: recommendationKeys.hidden(accountId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/recommendations/hidden-products', {
          schema: hiddenProductsAnswerSchema,
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });

export function useSaveHiddenProducts(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HiddenProductsBody) =>
      apiRequest('/recommendations/hidden-products', {
        method: 'PUT',
        body,
        schema: hiddenProductsAnswerSchema,
        accountId,
      }),
    onSuccess: (answer) => queryClient.setQueryData(recommendationKeys.hidden(accountId), answer.data),
  });
}

/** The editor's preview of the form as it is; null: the form cannot be asked about yet. */
export const useRecommendationPreview = (accountId: string, body: RecommendationPreviewBody | null) =>
  usePreviewQuery({
    accountId,
    path: '/recommendations/preview',
    queryKey: recommendationKeys.preview(accountId, body),
    body,
    schema: recommendationPreviewAnswerSchema,
  });

/** Each widget's last 30 Oslo days, by widget id. */
export const useRecommendationFigures = (accountId: string) =>
  useQuery({
    queryKey: recommendationKeys.figures(accountId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/recommendations/figures', {
          schema: recommendationWidgetFiguresAnswerSchema,
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });

export const useRecommendationDailyFigures = (accountId: string, id: string) =>
  useQuery({
    queryKey: recommendationKeys.daily(accountId, id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`${widgetPath(id)}/figures`, {
          schema: recommendationDailyFiguresAnswerSchema,
          accountId,
          signal,
        })
      ).days,
    retry: false,
  });

/** Per algorithm (of the widget when the event happened), the last 30 Oslo days. */
export const useAlgorithmFigures = (accountId: string) =>
  useQuery({
    queryKey: recommendationKeys.algorithms(accountId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/recommendations/figures/algorithms', {
          schema: recommendationAlgorithmFiguresAnswerSchema,
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });
