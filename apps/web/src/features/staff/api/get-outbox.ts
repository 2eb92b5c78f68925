import { type OutboxMail, outboxMailSchema } from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest } from '@/lib/api-client';
import { type OutboxFilter, staffKeys } from '../query-keys';

export interface OutboxPage {
  data: OutboxMail[];
  total: number;
}

/**
 * `{ data, total }`, each mail checked with the contracts schema. Contracts has no schema for the
 * page itself yet, and web does not depend on zod directly.
 */
const outboxPageSchema: AnswerSchema<OutboxPage> = {
  parse(value) {
    const page = value as Partial<Record<keyof OutboxPage, unknown>> | null;
    if (!page || !Array.isArray(page.data) || typeof page.total !== 'number') {
      throw new TypeError('not an outbox page');
    }
    return { data: page.data.map((mail) => outboxMailSchema.parse(mail)), total: page.total };
  },
};

export function getOutbox(filter: OutboxFilter, signal?: AbortSignal): Promise<OutboxPage> {
  const query = new URLSearchParams({ limit: String(filter.limit), offset: String(filter.offset) });
  if (filter.to.trim() !== '') query.set('to', filter.to.trim());
  return apiRequest(`/staff/outbox?${query}`, { schema: outboxPageSchema, signal });
}

export const outboxQueryOptions = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: staffKeys.outboxList(filter),
    queryFn: ({ signal }) => getOutbox(filter, signal),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useOutbox(filter: OutboxFilter) {
  return useQuery(outboxQueryOptions(filter));
}
