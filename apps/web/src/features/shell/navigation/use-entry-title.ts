import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationEntry } from '@/config/navigation';

/** An entry's title in the current language: a route title, a settings page under its area, or a group title. */
export function useEntryTitle(): (entry: NavigationEntry) => string {
  const { t } = useTranslation(['shell']);
  return useCallback(
    (entry) => {
      if (entry.settingType) {
        return t('shell:settingsSections.titled', {
          area: t('shell:nav.settings'),
          page: t(`shell:settingsSections.${entry.settingType}`),
        });
      }
      if (entry.title) return t(`shell:nav.${entry.title}`);
      if (entry.groupTitle) return t(`shell:groups.${entry.groupTitle}`);
      return '';
    },
    [t],
  );
}

/** Other words the navigation search matches an entry by (a settings page's subjects), or ''. */
export function useEntryWords(): (entry: NavigationEntry) => string {
  const { t } = useTranslation(['shell']);
  return useCallback(
    (entry) => (entry.settingType ? t(`shell:settingsSections.keywords.${entry.settingType}`) : ''),
    [t],
  );
}
