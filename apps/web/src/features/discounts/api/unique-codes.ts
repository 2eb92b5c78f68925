import {
  type UniqueCodeBatch,
  type UniqueCodeBatchBody,
  uniqueCodeBatchSchema,
  uniqueCodeListAnswerSchema,
} from '@butikkpanel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
import { listQueryString } from '@/lib/list-query-string';
import { discountKeys } from '../query-keys';

/** How often a running batch is asked for its progress. */
export const BATCH_POLL_MS = 500;
export const isBatchRunning = (batch: UniqueCodeBatch) =>
  batch.status === 'queued' || batch.status === 'running';

export type UniqueCodeQuery = { page: number; per_page: number; used: 'all' | 'used' | 'unused'; q: string };

export function useUniqueCodes(accountId: string, id: number, query: UniqueCodeQuery) {
  return useQuery({
    queryKey: discountKeys.uniqueCodes(accountId, id, query),
    queryFn: ({ signal }) =>
      apiRequest(`/discounts/codes/${id}/unique-codes?${listQueryString(query)}`, {
        schema: uniqueCodeListAnswerSchema,
        accountId,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The template's batches, newest first. */
export function useBatches(accountId: string, id: number) {
  return useQuery({
    queryKey: discountKeys.batches(accountId, id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/discounts/codes/${id}/batches`, {
          schema: dataAnswer(uniqueCodeBatchSchema.array()),
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });
}

/** One batch, asked again every half second while the job makes its codes. */
export function useBatchProgress(accountId: string, batch: UniqueCodeBatch) {
  return useQuery({
    queryKey: discountKeys.batch(accountId, batch.id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/discounts/unique-code-batches/${batch.id}`, {
          schema: dataAnswer(uniqueCodeBatchSchema),
          accountId,
          signal,
        })
      ).data,
    initialData: batch,
    refetchInterval: (query) =>
      query.state.data && isBatchRunning(query.state.data) ? BATCH_POLL_MS : false,
    retry: false,
  });
}

export function useCreateBatch(accountId: string, templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UniqueCodeBatchBody) =>
      (
        await apiRequest('/discounts/unique-code-batches', {
          method: 'POST',
          body,
          schema: dataAnswer(uniqueCodeBatchSchema),
          accountId,
        })
      ).data,
    onSuccess: (batch) => {
      queryClient.setQueryData(discountKeys.batch(accountId, batch.id), batch);
      return queryClient.invalidateQueries({ queryKey: discountKeys.batches(accountId, templateId) });
    },
  });
}

/** A finished batch: the codes, the totals and the batch list change. */
export function useRefreshAfterBatch(accountId: string, templateId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: discountKeys.code(accountId, templateId) });
}
