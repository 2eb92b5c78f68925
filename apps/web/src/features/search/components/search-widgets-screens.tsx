import { SEARCH_WIDGET_TABS } from '@butikkpanel/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { WidgetEditorTabs } from '@/components/widget-editor';
import { paths } from '@/config/paths';
import { useSearchWidget, useSearchWidgets } from '../api/search-widgets';
import { SearchScreenLayout } from './search-screen-layout';
import { SearchTestBox } from './search-test-box';
import { SearchWidgetDeleteDialog } from './search-widget-delete-dialog';
import { SearchWidgetForm } from './search-widget-form';
import { SearchWidgetList } from './search-widget-list';
import { isSearchWidgetTab } from './search-widget-values';
import { TuningListScreen } from './tuning-list-screen';

/** search/search-widgets: the overlays the shop attaches to its own search box. */
export function SearchWidgetsScreen() {
  const { t } = useTranslation(['search-config']);
  const { accountId = '' } = useParams();
  const widgets = useSearchWidgets(accountId);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <TuningListScreen
      createHref={paths.searchWidget.href(accountId, 'new')}
      createLabel={t('search-config:widgets.create')}
      intro={t('search-config:widgets.intro')}
    >
      <SearchWidgetList accountId={accountId} widgets={widgets} onDelete={setDeleting} />
      <SearchWidgetDeleteDialog accountId={accountId} widgetId={deleting} onClose={() => setDeleting(null)} />
    </TuningListScreen>
  );
}

/** search/search-widgets/{id}/{type?}: a widget's tabs ('new' creates one); a missing type is 'general'. */
export function SearchWidgetEditScreen() {
  const { t } = useTranslation(['search-config']);
  const { accountId = '', id = '', type = 'general' } = useParams();
  const isNew = id === 'new';
  const widget = useSearchWidget(accountId, id, !isNew);
  if (!isSearchWidgetTab(type))
    return <Navigate to={paths.searchWidget.href(accountId, id, 'general')} replace />;

  const back = (
    <Link component={RouterLink} to={paths.searchWidgets.href(accountId)}>
      {t('search-config:editor.back')}
    </Link>
  );
  return (
    <SearchScreenLayout subtitle={isNew ? t('search-config:editor.newTitle') : id} actions={back}>
      <WidgetEditorTabs
        tabs={SEARCH_WIDGET_TABS}
        value={type}
        label={t('search-config:editor.tabsLabel')}
        tabLabel={(tab) => t(`search-config:editor.tabs.${tab}`)}
        href={(tab) => paths.searchWidget.href(accountId, id, tab)}
      />
      {!isNew && <FormErrorAlert error={widget.error} />}
      {!isNew && widget.isPending && <CircularProgress aria-label={t('search-config:loading')} />}
      {(isNew || widget.data) && (
        <SearchWidgetForm
          key={`${accountId}/${id}`}
          accountId={accountId}
          widget={widget.data ?? null}
          tab={type}
        />
      )}
      {widget.data && <SearchTestBox key={widget.data.id} widgetId={widget.data.id} />}
    </SearchScreenLayout>
  );
}
