import type { RecommendationWidgetType } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { WidgetInstall, widgetScriptTag } from '@/components/widget-editor';

/** The shop's placeholder the loader fills (apps/widget, docs/widget.md). */
export const recommendationPlaceholder = (widgetId: string) =>
  `<div data-butikkpanel-recommendation="${widgetId}"></div>`;

/** "Ta i bruk": the script and the placeholder for a shop widget; an e-mail widget goes in the e-mail builder. */
export function RecommendationInstall({
  accountId,
  widgetId,
  type,
  saved,
}: {
  accountId: string;
  widgetId: string;
  type: RecommendationWidgetType;
  saved: boolean;
}) {
  const { t } = useTranslation(['recommendations']);
  if (type === 'email') return <Alert severity="info">{t('recommendations:install.email')}</Alert>;
  return (
    <WidgetInstall
      title={t('recommendations:install.title')}
      steps={[
        {
          text: t('recommendations:install.scriptStep'),
          what: t('recommendations:install.scriptLabel'),
          code: widgetScriptTag(window.location.origin, accountId),
        },
        {
          text: t('recommendations:install.placeStep'),
          what: t('recommendations:install.placeLabel'),
          code: recommendationPlaceholder(widgetId),
        },
      ]}
      after={t('recommendations:install.after')}
      unsavedNote={saved ? undefined : t('recommendations:install.unsaved')}
    />
  );
}
