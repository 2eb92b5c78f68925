import { RECOMMENDATION_WIDGET_TABS } from '@butikkpanel/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScreenLayout } from '@/components/screen-layout';
import { WidgetEditorTabs } from '@/components/widget-editor';
import { paths } from '@/config/paths';
import { useRecommendationWidget } from '../api/widgets';
import { DuplicateDialog } from './duplicate-dialog';
import { WidgetEditor } from './widget-editor';
import { isWidgetTab } from './widget-values';

/** /recommendations/{id}/{type?}: a widget's tabs ('new' creates one); a missing type is 'settings'. */
export function WidgetEditScreen() {
  const { t } = useTranslation(['recommendations', 'shell']);
  const { accountId = '', id = '', type = 'settings' } = useParams();
  const isNew = id === 'new';
  const widget = useRecommendationWidget(accountId, id, !isNew);
  const [duplicating, setDuplicating] = useState<string | null>(null);
  if (!isWidgetTab(type))
    return <Navigate to={paths.recommendation.href(accountId, id, 'settings')} replace />;
  return (
    <ScreenLayout
      title={t('shell:nav.recommendation')}
      subtitle={isNew ? t('recommendations:editor.newTitle') : id}
      back={{ href: paths.recommendations.href(accountId), label: t('recommendations:editor.back') }}
    >
      <Stack spacing={3}>
        <WidgetEditorTabs
          tabs={RECOMMENDATION_WIDGET_TABS}
          value={type}
          label={t('recommendations:editor.tabsLabel')}
          tabLabel={(tab) => t(`recommendations:editor.tabs.${tab}`)}
          href={(tab) => paths.recommendation.href(accountId, id, tab)}
        />
        {!isNew && <FormErrorAlert error={widget.error} />}
        {!isNew && widget.isPending && <CircularProgress aria-label={t('recommendations:loading')} />}
        {(isNew || widget.data) && (
          <WidgetEditor
            key={`${accountId}/${id}`}
            accountId={accountId}
            widget={widget.data ?? null}
            tab={type}
            onDuplicate={() => setDuplicating(id)}
          />
        )}
      </Stack>
      <DuplicateDialog accountId={accountId} source={duplicating} onClose={() => setDuplicating(null)} />
    </ScreenLayout>
  );
}
