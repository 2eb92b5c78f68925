import { type Account, accountSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { useAuthToken } from '@/lib/session-store';
import { accountKeys } from '../query-keys';

/** The account named by the route, with its packages, dealer and settings. */
export function getCurrentAccount(accountId: string, signal?: AbortSignal): Promise<Account> {
  return apiRequest('/accounts/current', { schema: accountSchema, accountId, signal });
}

export const currentAccountQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.current(accountId),
    queryFn: ({ signal }) => getCurrentAccount(accountId, signal),
    staleTime: 60_000,
  });

/** The route's account (`/:accountId/...`); idle outside an account route or without a session. */
export function useCurrentAccount() {
  const { accountId = '' } = useParams();
  const token = useAuthToken();
  return useQuery({ ...currentAccountQueryOptions(accountId), enabled: accountId !== '' && token !== null });
}
