import type { AppService } from '@butikkpanel/contracts';

/** One key factory for the account's apps, so a change refreshes the list and the one app it touched. */
export const appKeys = {
  all: (accountId: string) => ['apps', accountId] as const,
  list: (accountId: string) => [...appKeys.all(accountId), 'list'] as const,
  detail: (accountId: string, service: AppService) => [...appKeys.all(accountId), 'detail', service] as const,
};
