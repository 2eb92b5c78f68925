import { useTranslation } from 'react-i18next';
import { WidgetInstall, widgetScriptTag } from '@/components/widget-editor';

/** The shop's own search box with the attribute the overlay looks for (apps/widget's search overlay). */
export const searchInputTag = (widgetId: string) =>
  `<input type="search" data-butikkpanel-search="${widgetId}">`;

/** "How to install": the script, and the attribute on the shop's own search box. */
export function SearchWidgetInstall({
  accountId,
  widgetId,
  saved,
}: {
  accountId: string;
  widgetId: string;
  saved: boolean;
}) {
  const { t } = useTranslation(['search-config']);
  return (
    <WidgetInstall
      title={t('search-config:install.title')}
      steps={[
        {
          text: t('search-config:install.scriptStep'),
          what: t('search-config:install.scriptLabel'),
          code: widgetScriptTag(window.location.origin, accountId),
        },
        {
          text: t('search-config:install.inputStep'),
          what: t('search-config:install.inputLabel'),
          code: searchInputTag(widgetId),
        },
      ]}
      after={t('search-config:install.after')}
      unsavedNote={saved ? undefined : t('search-config:install.unsaved')}
    />
  );
}
