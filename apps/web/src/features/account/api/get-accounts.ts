import { type AccountSummary, accountListAnswerSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthToken } from '@/lib/session-store';
import { accountKeys } from '../query-keys';

/** The accounts the user may open; the server already scopes (every account for staff and partners). */
export async function getAccounts(signal?: AbortSignal): Promise<AccountSummary[]> {
  const answer = await apiRequest('/accounts', { schema: accountListAnswerSchema, signal });
  return answer.data;
}

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.lists(),
    queryFn: ({ signal }) => getAccounts(signal),
    staleTime: 5 * 60_000,
  });

export function useAccounts() {
  const token = useAuthToken();
  return useQuery({ ...accountsQueryOptions(), enabled: token !== null });
}
