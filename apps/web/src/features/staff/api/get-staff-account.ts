import { staffAccountSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../query-keys';

export function getStaffAccount(id: number, signal?: AbortSignal) {
  return apiRequest(`/staff/accounts/${id}`, { schema: staffAccountSchema, signal });
}

export const staffAccountQueryOptions = (id: number) =>
  queryOptions({ queryKey: staffKeys.account(id), queryFn: ({ signal }) => getStaffAccount(id, signal) });

export function useStaffAccount(id: number) {
  return useQuery(staffAccountQueryOptions(id));
}
