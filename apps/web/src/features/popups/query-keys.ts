/** One key factory for the popups area, per account, so a change refreshes only what it touches. */
export const popupKeys = {
  all: (accountId: string) => ['popups', accountId] as const,
  list: (accountId: string) => [...popupKeys.all(accountId), 'list'] as const,
};
