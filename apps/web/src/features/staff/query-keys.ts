import type { LoginAttemptOutcome, StaffAccountListQuery } from '@butikkpanel/contracts';

export interface OutboxFilter {
  to: string;
  limit: number;
  offset: number;
}

export interface AuditFilter {
  accountId?: number;
  limit: number;
  offset: number;
}

export interface LoginAttemptFilter {
  q: string;
  outcome: LoginAttemptOutcome | '';
  limit: number;
  offset: number;
}

/** One key factory for the staff area, so a change invalidates the account lists and that account only. */
export const staffKeys = {
  all: ['staff'] as const,
  outbox: () => [...staffKeys.all, 'outbox'] as const,
  outboxList: (filter: OutboxFilter) => [...staffKeys.outbox(), 'list', filter] as const,
  outboxMail: (id: string) => [...staffKeys.outbox(), 'mail', id] as const,
  accounts: () => [...staffKeys.all, 'accounts'] as const,
  accountList: (query: StaffAccountListQuery) => [...staffKeys.accounts(), 'list', query] as const,
  account: (id: number) => [...staffKeys.accounts(), 'detail', id] as const,
  plans: () => [...staffKeys.all, 'plans'] as const,
  dealers: () => [...staffKeys.all, 'dealers'] as const,
  audit: () => [...staffKeys.all, 'audit'] as const,
  auditList: (filter: AuditFilter) => [...staffKeys.audit(), filter] as const,
  loginAttempts: (filter: LoginAttemptFilter) => [...staffKeys.all, 'login-attempts', filter] as const,
  jobs: () => [...staffKeys.all, 'jobs'] as const,
  mailCeilings: () => [...staffKeys.all, 'mail-ceilings'] as const,
};
