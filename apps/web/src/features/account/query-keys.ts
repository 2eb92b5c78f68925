/** One key factory for accounts, so accepting the terms refreshes exactly the current account. */
export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  current: (accountId: string) => [...accountKeys.all, 'current', accountId] as const,
};
