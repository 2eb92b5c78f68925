import { LIMITS } from '@butikkpanel/contracts';
import type { NavigationEntry } from '@/config/navigation';
import { navigableEntries, visibleNavigation } from './visible-navigation';

export interface NavigationSuggestion {
  entry: NavigationEntry;
  title: string;
}

/**
 * Navigation search (spec section 2): entries the role may see whose title contains the query,
 * ignoring case, at most LIMITS.navigationSearchMaxSuggestions of them.
 */
export function searchNavigation(
  entries: NavigationEntry[],
  query: string,
  roles: readonly string[],
  titleOf: (entry: NavigationEntry) => string,
): NavigationSuggestion[] {
  const needle = query.trim().toLocaleLowerCase('nb');
  return navigableEntries(visibleNavigation(entries, roles))
    .map((entry) => ({ entry, title: titleOf(entry) }))
    .filter(({ title }) => title.toLocaleLowerCase('nb').includes(needle))
    .slice(0, LIMITS.navigationSearchMaxSuggestions);
}
