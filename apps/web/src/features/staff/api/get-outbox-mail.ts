import { type OutboxMail, outboxMailSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../query-keys';

export function getOutboxMail(id: string, signal?: AbortSignal): Promise<OutboxMail> {
  return apiRequest(`/staff/outbox/${encodeURIComponent(id)}`, { schema: outboxMailSchema, signal });
}

export const outboxMailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: staffKeys.outboxMail(id),
    queryFn: ({ signal }) => getOutboxMail(id, signal),
    retry: false,
  });

export function useOutboxMail(id: string | null) {
  return useQuery({ ...outboxMailQueryOptions(id ?? ''), enabled: id !== null });
}
