import type { NavigationEntry } from '@/config/navigation';
import { searchableEntries, visibleNavigation } from './visible-navigation';

/** Starring adds the entry's id, starring again removes it; order is the order of starring. */
export function toggleShortcut(shortcuts: readonly string[], id: string): string[] {
  return shortcuts.includes(id) ? shortcuts.filter((shortcut) => shortcut !== id) : [...shortcuts, id];
}

/** The stored ids as entries, skipping ids that no longer exist or that the role may not see. */
export function shortcutEntries(
  entries: NavigationEntry[],
  shortcuts: readonly string[],
  roles: readonly string[],
): NavigationEntry[] {
  const byId = new Map(
    searchableEntries(visibleNavigation(entries, roles)).map((entry) => [entry.id, entry]),
  );
  return shortcuts.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [entry] : [];
  });
}
