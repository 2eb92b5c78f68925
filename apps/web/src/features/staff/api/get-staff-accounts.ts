import { type StaffAccountListQuery, staffAccountListAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../query-keys';

export async function getStaffAccounts(query: StaffAccountListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const suffix = params.size > 0 ? `?${params}` : '';
  const answer = await apiRequest(`/staff/accounts${suffix}`, {
    schema: staffAccountListAnswerSchema,
    signal,
  });
  return answer.data;
}

export const staffAccountsQueryOptions = (query: StaffAccountListQuery) =>
  queryOptions({
    queryKey: staffKeys.accountList(query),
    queryFn: ({ signal }) => getStaffAccounts(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Every account (staff only), narrowed by the search and filters. */
export function useStaffAccounts(query: StaffAccountListQuery) {
  return useQuery(staffAccountsQueryOptions(query));
}
