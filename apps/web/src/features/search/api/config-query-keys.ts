/** Keys of the search widgets and search settings, per account, so a save refreshes only what it changed. */
export const searchConfigKeys = {
  all: (accountId: string) => ['search-config', accountId] as const,
  widgets: (accountId: string) => [...searchConfigKeys.all(accountId), 'widgets'] as const,
  widget: (accountId: string, id: string) => [...searchConfigKeys.widgets(accountId), id] as const,
  settings: (accountId: string) => [...searchConfigKeys.all(accountId), 'settings'] as const,
  /** The search templates a widget may pick (GET /api/templates?kind=search). */
  templates: (accountId: string) => [...searchConfigKeys.all(accountId), 'templates'] as const,
  /** The widget editor's preview: the products of a sample query, before the form's look is applied. */
  preview: (accountId: string, query: string) =>
    [...searchConfigKeys.all(accountId), 'preview', query] as const,
};
