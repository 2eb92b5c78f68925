/** One key factory for the search tuning lists, per account, so a mutation refreshes only its own list. */
export const searchKeys = {
  all: (accountId: string) => ['search', accountId] as const,
  keywords: (accountId: string) => [...searchKeys.all(accountId), 'keywords'] as const,
  keyword: (accountId: string, id: string) => [...searchKeys.keywords(accountId), id] as const,
  synonyms: (accountId: string) => [...searchKeys.all(accountId), 'synonyms'] as const,
  synonym: (accountId: string, id: string) => [...searchKeys.synonyms(accountId), id] as const,
  customResults: (accountId: string) => [...searchKeys.all(accountId), 'custom-results'] as const,
  customResult: (accountId: string, id: string) => [...searchKeys.customResults(accountId), id] as const,
  noResultHistory: (accountId: string, days: number) =>
    [...searchKeys.all(accountId), 'no-result-history', days] as const,
  /** The test box: never cached across edits (see useSearchTest). */
  test: (accountId: string, query: string, widgetId?: string) =>
    [...searchKeys.all(accountId), 'test', query, widgetId ?? ''] as const,
};
