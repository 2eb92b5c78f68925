import { type MailCeilingBody, mailCeilingListSchema } from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../query-keys';

/** Refreshed while open: a taken-over account can fill its hour within minutes. */
const REFRESH_MS = 30_000;

/** Accounts near their mails-per-hour ceiling, with mail held, or with their own ceiling. */
export function useMailCeilings() {
  return useQuery({
    queryKey: staffKeys.mailCeilings(),
    queryFn: ({ signal }) => apiRequest('/staff/mail-ceilings', { schema: mailCeilingListSchema, signal }),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
}

const changedSchema = z.object({ data: z.object({ account_id: z.number(), per_hour: z.number() }) });

/** Sets an account's ceiling; a raise sends what was held at once. Written to the audit log. */
export function useChangeMailCeiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: number; body: MailCeilingBody }) =>
      apiRequest(`/staff/accounts/${accountId}/mail-ceiling`, { method: 'PUT', body, schema: changedSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.mailCeilings() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.audit() });
    },
  });
}
