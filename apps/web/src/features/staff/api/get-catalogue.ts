import { staffDealerListAnswerSchema, staffPlanListAnswerSchema } from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../query-keys';

/** The plans (with their packages) staff can assign. */
export function usePlans() {
  return useQuery({
    queryKey: staffKeys.plans(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/staff/plans', { schema: staffPlanListAnswerSchema, signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** The dealers an account can belong to. */
export function useDealers() {
  return useQuery({
    queryKey: staffKeys.dealers(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/staff/dealers', { schema: staffDealerListAnswerSchema, signal })).data,
    staleTime: 5 * 60_000,
  });
}
