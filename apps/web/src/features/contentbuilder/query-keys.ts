/** One key factory for the content builder area, per account, so a change refreshes only what it touches. */
export const contentKeys = {
  all: (accountId: string) => ['contentbuilder', accountId] as const,
  list: (accountId: string) => [...contentKeys.all(accountId), 'list'] as const,
};
