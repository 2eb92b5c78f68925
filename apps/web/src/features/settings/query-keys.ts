/** One key factory for the account settings, per account, so a mutation refreshes only its own list. */
export const settingsKeys = {
  all: (accountId: string) => ['settings', accountId] as const,
  apiKeys: (accountId: string) => [...settingsKeys.all(accountId), 'api-keys'] as const,
  ignoreList: (accountId: string) => [...settingsKeys.all(accountId), 'ignore-list'] as const,
  cannedResponses: (accountId: string) => [...settingsKeys.all(accountId), 'canned-responses'] as const,
};
