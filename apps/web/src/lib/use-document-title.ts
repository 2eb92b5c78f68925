import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each screen names itself in the browser tab and for screen readers. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation(['common']);
  const appName = t('common:appName');
  useEffect(() => {
    document.title = `${title} – ${appName}`;
  }, [title, appName]);
}
