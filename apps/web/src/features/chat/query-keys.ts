/** One key factory for the chat area, so a re-sync refetches exactly the histories. */
export const chatKeys = {
  all: ['chat'] as const,
  settings: (accountId: string) => [...chatKeys.all, accountId, 'settings'] as const,
  histories: () => [...chatKeys.all, 'history'] as const,
  history: (accountId: string, uid: string) => [...chatKeys.histories(), accountId, uid] as const,
  closed: (accountId: string) => [...chatKeys.all, accountId, 'closed'] as const,
  closedList: (accountId: string, q: string, page: number) =>
    [...chatKeys.closed(accountId), 'list', q, page] as const,
  closedHistory: (accountId: string, uid: string) => [...chatKeys.closed(accountId), 'history', uid] as const,
};
