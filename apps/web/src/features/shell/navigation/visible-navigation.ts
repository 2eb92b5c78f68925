import { hasPermission } from '@butikkpanel/contracts';
import type { NavigationEntry } from '@/config/navigation';

/**
 * The entries a user with `roles` may see: entries with an auth list are hidden from other roles,
 * and a group or collapse left without children disappears with them.
 */
export function visibleNavigation(entries: NavigationEntry[], roles: readonly string[]): NavigationEntry[] {
  const kept = entries.flatMap((entry): NavigationEntry[] => {
    if (!hasPermission(entry.auth, roles)) return [];
    const sections = entry.sections && visibleNavigation(entry.sections, roles);
    if (sections) return [{ ...entry, sections }];
    if (!entry.children) return [entry];
    const children = visibleNavigation(entry.children, roles);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
  // A divider only separates: never first, last or doubled.
  return kept.filter(
    (entry, index) =>
      entry.type !== 'divider' ||
      (index > 0 && index < kept.length - 1 && kept[index - 1]?.type !== 'divider'),
  );
}

/** The entries that lead somewhere (items and links), depth first, as the navigation shows them. */
export function navigableEntries(entries: NavigationEntry[]): NavigationEntry[] {
  return entries.flatMap((entry) => {
    if (entry.children) return navigableEntries(entry.children);
    return entry.type === 'item' || entry.type === 'link' ? [entry] : [];
  });
}

/** The navigable entries followed by their sections (the settings pages): what search and shortcuts offer. */
export function searchableEntries(entries: NavigationEntry[]): NavigationEntry[] {
  return navigableEntries(entries).flatMap((entry) => [entry, ...(entry.sections ?? [])]);
}
