/** One key factory for the account's recommendation queries, so a save refreshes only what it changes. */
export const recommendationKeys = {
  all: (accountId: string) => ['recommendations', accountId] as const,
  widgets: (accountId: string) => [...recommendationKeys.all(accountId), 'widgets'] as const,
  widget: (accountId: string, id: string) => [...recommendationKeys.widgets(accountId), id] as const,
  hidden: (accountId: string) => [...recommendationKeys.all(accountId), 'hidden-products'] as const,
  figures: (accountId: string) => [...recommendationKeys.all(accountId), 'figures'] as const,
  algorithms: (accountId: string) => [...recommendationKeys.figures(accountId), 'algorithms'] as const,
  daily: (accountId: string, id: string) => [...recommendationKeys.figures(accountId), 'daily', id] as const,
  preview: (accountId: string, body: unknown) =>
    [...recommendationKeys.all(accountId), 'preview', body] as const,
};
