import { jobHealthAnswerSchema } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../query-keys';

export async function retryJob(id: number) {
  return (await apiRequest(`/staff/jobs/${id}/retry`, { method: 'POST', schema: jobHealthAnswerSchema }))
    .data;
}

/** Queues a given-up job again; the answer is the queue afterwards, and the retry is in the audit log. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: (health) => {
      queryClient.setQueryData(staffKeys.jobs(), health);
      void queryClient.invalidateQueries({ queryKey: staffKeys.audit() });
    },
  });
}
