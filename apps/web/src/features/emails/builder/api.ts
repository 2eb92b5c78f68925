import {
  type BuilderFontBody,
  builderFontSchema,
  type EmailTemplateBodyInput,
  emailSenderSettingsAnswerSchema,
  emailTemplateSchema,
  productListAnswerSchema,
  templatePreviewSchema,
  testMailAnswerSchema,
} from '@butikkpanel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listOf } from '@/components/builder/assets-api';
import { apiRequest, noContent } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
import { emailKeys } from '../query-keys';

const templateAnswer = dataAnswer(emailTemplateSchema);
const previewAnswer = dataAnswer(templatePreviewSchema);
const fontAnswer = dataAnswer(builderFontSchema);
const fontListAnswer = dataAnswer(listOf(builderFontSchema));
const templatePath = (id: number) => `/emails/templates/${id}`;

/** What only the builder reads; under the e-mail area's keys, so leaving the account drops them too. */
const builderKeys = {
  sender: (accountId: string) => [...emailKeys.all(accountId), 'builder-sender'] as const,
  products: (accountId: string, search: string) =>
    [...emailKeys.all(accountId), 'builder-products', search] as const,
};

export function useBuilderTemplate(accountId: string, id: number) {
  return useQuery({
    queryKey: emailKeys.template(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(templatePath(id), { schema: templateAnswer, accountId, signal })).data,
    retry: false,
    // The editor is made once from the first answer; a refetch would only be thrown away.
    refetchOnWindowFocus: false,
  });
}

export function useSaveTemplate(accountId: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EmailTemplateBodyInput) =>
      (await apiRequest(templatePath(id), { method: 'PUT', body, schema: templateAnswer, accountId })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(emailKeys.template(accountId, id), saved);
      // The list shows name, subject and time of change; the template itself was just set.
      return queryClient.invalidateQueries({ queryKey: emailKeys.templates(accountId), exact: true });
    },
  });
}

/** The saved template filled in from the shop's newest order and its customer, as the server renders it. */
export function usePreviewTemplate(accountId: string, id: number) {
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(`${templatePath(id)}/preview`, {
          method: 'POST',
          body: {},
          schema: previewAnswer,
          accountId,
        })
      ).data,
  });
}

export function useTestSendTemplate(accountId: string, id: number) {
  return useMutation({
    mutationFn: async (to: string) =>
      (
        await apiRequest(`${templatePath(id)}/test-send`, {
          method: 'POST',
          body: { to },
          schema: testMailAnswerSchema,
          accountId,
        })
      ).data,
  });
}

export function useBuilderFonts(accountId: string) {
  return useQuery({
    queryKey: emailKeys.fonts(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/builder/fonts', { schema: fontListAnswer, accountId, signal })).data,
    retry: false,
  });
}

export function useAddFont(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BuilderFontBody) =>
      (await apiRequest('/builder/fonts', { method: 'POST', body, schema: fontAnswer, accountId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.fonts(accountId) }),
  });
}

export function useDeleteFont(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/builder/fonts/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: noContent,
        accountId,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.fonts(accountId) }),
  });
}

/** The footer lines of the shop's mails (company, address, unsubscribe text). */
export function useSenderFooter(accountId: string) {
  return useQuery({
    queryKey: builderKeys.sender(accountId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/account-settings/email-sender', {
          schema: emailSenderSettingsAnswerSchema,
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });
}

/**
 * Catalogue products to put in a mail. Accounts without the dashboard package get 403 and shops without a
 * feed get an empty list; the product block then falls back to a card the user fills in.
 */
export function useBuilderProducts(accountId: string, search: string, enabled: boolean) {
  return useQuery({
    queryKey: builderKeys.products(accountId, search),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ per_page: '20' });
      if (search.trim()) query.set('search', search.trim());
      return apiRequest(`/products?${query.toString()}`, {
        schema: productListAnswerSchema,
        accountId,
        signal,
      });
    },
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
