import type { NavigationEntry } from '@/config/navigation';
import { accountPaths } from '@/config/paths';

/** Where an entry leads inside the app, or null for external links and actions. */
export function entryHref(entry: NavigationEntry, accountId: string): string | null {
  const target = entry.target;
  if (target?.kind === 'account') {
    const route = accountPaths[target.route] as { href: (accountId: string) => string };
    return route.href(accountId);
  }
  if (target?.kind === 'app') return target.href;
  return null;
}
