import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NavigationEntry } from '@/config/navigation';
import { useOpenLegacyApp } from '../api/open-legacy-app';
import { entryHref } from '../navigation/entry-href';

/** Follows an entry chosen without a link element (the search): route, new tab or legacy app. */
export function useGoToEntry(accountId: string): (entry: NavigationEntry) => void {
  const { t } = useTranslation(['shell']);
  const navigate = useNavigate();
  const openLegacyApp = useOpenLegacyApp(t('shell:navigation.legacyFailed'));
  return useCallback(
    (entry) => {
      const href = entryHref(entry, accountId);
      if (href !== null) navigate(href);
      else if (entry.target?.kind === 'external') window.open(entry.target.url, '_blank', 'noopener');
      else if (entry.target?.kind === 'legacy-app') void openLegacyApp();
    },
    [accountId, navigate, openLegacyApp],
  );
}
