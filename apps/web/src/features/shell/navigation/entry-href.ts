import type { NavigationEntry } from '@/config/navigation';
import { accountPaths } from '@/config/paths';

/** Where an entry leads inside the app, or null for external links and actions. */
export function entryHref(entry: NavigationEntry, accountId: string): string | null {
  const target = entry.target;
  if (target?.kind === 'account') {
    // Every account route takes the account first; the entry's param (a settings page) fills the next slot.
    const route = accountPaths[target.route] as { href: (accountId: string, param?: string) => string };
    return target.param === undefined ? route.href(accountId) : route.href(accountId, target.param);
  }
  if (target?.kind === 'app') return target.href;
  return null;
}
