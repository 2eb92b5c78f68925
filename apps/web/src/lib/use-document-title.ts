import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The screen's own title, and a prefix such as the unread chat count "(3) ", kept apart so either can change. */
let screenTitle = '';
let titlePrefix = '';
const render = () => {
  if (screenTitle) document.title = `${titlePrefix}${screenTitle}`;
};

/** Each screen names itself in the browser tab and for screen readers. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation(['common']);
  const appName = t('common:appName');
  useEffect(() => {
    screenTitle = `${title} – ${appName}`;
    render();
  }, [title, appName]);
}

/** Puts a prefix before every screen's title until it is set again (empty to remove it). */
export function setDocumentTitlePrefix(prefix: string): void {
  titlePrefix = prefix;
  render();
}
