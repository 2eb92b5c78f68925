import { LIMITS } from '@butikkpanel/contracts';
import type { NavigationEntry } from '@/config/navigation';
import { searchableEntries, visibleNavigation } from './visible-navigation';

export interface NavigationSuggestion {
  entry: NavigationEntry;
  title: string;
}

/**
 * Navigation search (spec section 2): entries the role may see, settings pages included, whose title or
 * words ('faktura' for the billing page) contain the query, ignoring case; at most
 * LIMITS.navigationSearchMaxSuggestions of them.
 */
export function searchNavigation(
  entries: NavigationEntry[],
  query: string,
  roles: readonly string[],
  titleOf: (entry: NavigationEntry) => string,
  wordsOf: (entry: NavigationEntry) => string = () => '',
): NavigationSuggestion[] {
  const needle = query.trim().toLocaleLowerCase('nb');
  return searchableEntries(visibleNavigation(entries, roles))
    .map((entry) => ({ entry, title: titleOf(entry) }))
    .filter(({ entry, title }) => `${title} ${wordsOf(entry)}`.toLocaleLowerCase('nb').includes(needle))
    .slice(0, LIMITS.navigationSearchMaxSuggestions);
}
