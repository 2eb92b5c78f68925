/** One key factory for the flows area, per account, so a change refreshes only what it touches. */
export const flowKeys = {
  all: (accountId: string) => ['flows', accountId] as const,
  list: (accountId: string) => [...flowKeys.all(accountId), 'list'] as const,
  detail: (accountId: string, id: number) => [...flowKeys.all(accountId), 'detail', id] as const,
  /** The account's quiet hours. */
  settings: (accountId: string) => [...flowKeys.all(accountId), 'settings'] as const,
  /** The pickers' lists, read from the e-mail, audience and discount areas' endpoints. */
  emailTemplates: (accountId: string) => [...flowKeys.all(accountId), 'email-templates'] as const,
  segments: (accountId: string) => [...flowKeys.all(accountId), 'segments'] as const,
  popups: (accountId: string) => [...flowKeys.all(accountId), 'popups'] as const,
};
