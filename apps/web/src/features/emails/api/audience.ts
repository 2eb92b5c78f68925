import {
  type ContactListQueryInput,
  type ContactUpdate,
  contactDetailSchema,
  contactImportAnswerSchema,
  contactListAnswerSchema,
  contactMailListSchema,
  contactSchema,
  type SegmentBodyInput,
  type SegmentRulesInput,
  segmentCountSchema,
  segmentListSchema,
  segmentSchema,
} from '@butikkpanel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
import { downloadFile } from '@/lib/download-file';
import { listQueryString } from '@/lib/list-query-string';
import { emailKeys } from '../query-keys';

const contactAnswer = dataAnswer(contactSchema);
const contactDetailAnswer = dataAnswer(contactDetailSchema);
const segmentAnswer = dataAnswer(segmentSchema);

export function useContacts(accountId: string, query: ContactListQueryInput) {
  return useQuery({
    queryKey: emailKeys.contactList(accountId, query),
    queryFn: ({ signal }) =>
      apiRequest(`/audience/contacts?${listQueryString(query)}`, {
        schema: contactListAnswerSchema,
        accountId,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useContact(accountId: string, id: number) {
  return useQuery({
    queryKey: emailKeys.contact(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/audience/contacts/${id}`, { schema: contactDetailAnswer, accountId, signal })).data,
    retry: false,
  });
}

/** Contacts change segment counts and campaign audiences too: refresh the whole area. */
function useRefreshAudience(accountId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: emailKeys.all(accountId) });
}

export function useCreateContact(accountId: string) {
  const refresh = useRefreshAudience(accountId);
  return useMutation({
    mutationFn: async (body: { email: string; name: string | null; subscribed: boolean }) =>
      (await apiRequest('/audience/contacts', { method: 'POST', body, schema: contactAnswer, accountId }))
        .data,
    onSuccess: refresh,
  });
}

export function useUpdateContact(accountId: string, id: number) {
  const refresh = useRefreshAudience(accountId);
  return useMutation({
    mutationFn: async (body: ContactUpdate) =>
      (
        await apiRequest(`/audience/contacts/${id}`, {
          method: 'PATCH',
          body,
          schema: contactAnswer,
          accountId,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useDeleteContact(accountId: string, id: number) {
  const refresh = useRefreshAudience(accountId);
  return useMutation({
    mutationFn: () =>
      apiRequest(`/audience/contacts/${id}`, { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: refresh,
  });
}

/** A CSV file of contacts with one consent source; all rows or none are stored. */
export function useImportContacts(accountId: string) {
  const refresh = useRefreshAudience(accountId);
  return useMutation({
    mutationFn: async ({ file, source }: { file: File; source: string }) =>
      (
        await apiRequest(`/audience/contacts/import?source=${encodeURIComponent(source)}`, {
          method: 'POST',
          file: new Blob([file], { type: 'text/csv' }),
          schema: dataAnswer(contactImportAnswerSchema),
          accountId,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useSegments(accountId: string) {
  return useQuery({
    queryKey: emailKeys.segments(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/audience/segments', { schema: dataAnswer(segmentListSchema), accountId, signal }))
        .data,
    retry: false,
  });
}

/** A saved segment; `null` (a new one) asks for nothing. */
export function useSegment(accountId: string, id: number | null) {
  return useQuery({
    queryKey: emailKeys.segment(accountId, id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/audience/segments/${id}`, { schema: segmentAnswer, accountId, signal })).data,
    enabled: id !== null,
    retry: false,
  });
}

/** The live count of rules being edited; rules the server refuses give an error, not a count. */
export function useSegmentCount(accountId: string, definition: SegmentRulesInput | null) {
  return useQuery({
    queryKey: emailKeys.segmentCount(accountId, definition),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/audience/segments/count', {
          method: 'POST',
          body: definition,
          schema: dataAnswer(segmentCountSchema),
          accountId,
          signal,
        })
      ).data,
    enabled: definition !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSaveSegment(accountId: string, id?: number) {
  const refresh = useRefreshAudience(accountId);
  return useMutation({
    mutationFn: async (body: SegmentBodyInput) =>
      (
        await apiRequest(id === undefined ? '/audience/segments' : `/audience/segments/${id}`, {
          method: id === undefined ? 'POST' : 'PUT',
          body,
          schema: segmentAnswer,
          accountId,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useDeleteSegment(accountId: string, id: number) {
  const refresh = useRefreshAudience(accountId);
  return useMutation({
    mutationFn: () =>
      apiRequest(`/audience/segments/${id}`, { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: refresh,
  });
}

/** Every contact as the server's CSV (consent, source, suppression, tags), downloaded. */
export function useExportContacts(accountId: string) {
  return useMutation({
    mutationFn: () =>
      downloadFile('/audience/contacts/export', {
        accountId,
        accept: 'text/csv',
        fallbackName: 'kontakter.csv',
      }),
  });
}

/** The campaign mails a contact got, newest first, with opens and clicks. */
export function useContactMails(accountId: string, id: number) {
  return useQuery({
    queryKey: [...emailKeys.contact(accountId, id), 'mails'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/emails/contacts/${id}/mails`, {
          schema: dataAnswer(contactMailListSchema),
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });
}
