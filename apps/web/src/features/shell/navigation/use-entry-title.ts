import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationEntry } from '@/config/navigation';

/** An entry's title in the current language: a route title or a group title. */
export function useEntryTitle(): (entry: NavigationEntry) => string {
  const { t } = useTranslation(['shell']);
  return useCallback(
    (entry) => {
      if (entry.title) return t(`shell:nav.${entry.title}`);
      if (entry.groupTitle) return t(`shell:groups.${entry.groupTitle}`);
      return '';
    },
    [t],
  );
}
