import { auditListAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type AuditFilter, staffKeys } from '../query-keys';

export function getAudit(filter: AuditFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(filter.limit), offset: String(filter.offset) });
  if (filter.accountId !== undefined) params.set('account_id', String(filter.accountId));
  return apiRequest(`/staff/audit?${params}`, { schema: auditListAnswerSchema, signal });
}

/** Staff and admin actions, newest first (admins only). */
export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: staffKeys.auditList(filter),
    queryFn: ({ signal }) => getAudit(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
