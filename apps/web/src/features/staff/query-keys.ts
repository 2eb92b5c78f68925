export interface OutboxFilter {
  to: string;
  limit: number;
  offset: number;
}

/** One key factory for the staff mailbox: lists per filter and page, and single mails. */
export const staffKeys = {
  all: ['staff'] as const,
  outbox: () => [...staffKeys.all, 'outbox'] as const,
  outboxList: (filter: OutboxFilter) => [...staffKeys.outbox(), 'list', filter] as const,
  outboxMail: (id: string) => [...staffKeys.outbox(), 'mail', id] as const,
};
