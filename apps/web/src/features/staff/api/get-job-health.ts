import { jobHealthAnswerSchema } from '@butikkpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../query-keys';

/** How often the queue screen asks again: often enough to watch a backlog drain, light on the server. */
export const JOB_HEALTH_REFRESH_MS = 15_000;

export async function getJobHealth(signal?: AbortSignal) {
  return (await apiRequest('/staff/jobs', { schema: jobHealthAnswerSchema, signal })).data;
}

/** The job queue per kind and the given-up jobs (staff, partners and admins), kept fresh while open. */
export function useJobHealth() {
  return useQuery({
    queryKey: staffKeys.jobs(),
    queryFn: ({ signal }) => getJobHealth(signal),
    refetchInterval: JOB_HEALTH_REFRESH_MS,
    retry: false,
  });
}
