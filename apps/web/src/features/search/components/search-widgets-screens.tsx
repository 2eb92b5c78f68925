import { SEARCH_WIDGET_TABS } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { useSearchWidget, useSearchWidgets } from '../api/search-widgets';
import { SearchTestBox } from './search-test-box';
import { SearchWidgetDeleteDialog } from './search-widget-delete-dialog';
import { SearchWidgetForm } from './search-widget-form';
import { SearchWidgetList } from './search-widget-list';
import { SearchConfigLayout } from './search-widget-screen-layout';
import { isSearchWidgetTab } from './search-widget-values';

/** search/search-widgets: the overlays the shop attaches to its own search box. */
export function SearchWidgetsScreen() {
  const { t } = useTranslation(['search-config']);
  const { accountId = '' } = useParams();
  const widgets = useSearchWidgets(accountId);
  const [deleting, setDeleting] = useState<string | null>(null);
  const createButton = (
    <Button variant="contained" component={RouterLink} to={paths.searchWidget.href(accountId, 'new')}>
      {t('search-config:widgets.create')}
    </Button>
  );
  return (
    <SearchConfigLayout actions={createButton} aside={<SearchTestBox />}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('search-config:widgets.intro')}</Typography>
        <FormErrorAlert error={widgets.error} />
        {widgets.isPending && <CircularProgress aria-label={t('search-config:loading')} />}
        {widgets.data?.length === 0 && (
          <EmptyState title={t('search-config:widgets.emptyTitle')}>
            <Typography color="text.secondary">{t('search-config:widgets.emptyText')}</Typography>
          </EmptyState>
        )}
        {widgets.data && widgets.data.length > 0 && (
          <SearchWidgetList accountId={accountId} widgets={widgets.data} onDelete={setDeleting} />
        )}
      </Stack>
      <SearchWidgetDeleteDialog accountId={accountId} widgetId={deleting} onClose={() => setDeleting(null)} />
    </SearchConfigLayout>
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
    <SearchConfigLayout subtitle={isNew ? t('search-config:editor.newTitle') : id} actions={back}>
      <Tabs
        value={type}
        aria-label={t('search-config:editor.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SEARCH_WIDGET_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`search-config:editor.tabs.${tab}`)}
            component={RouterLink}
            to={paths.searchWidget.href(accountId, id, tab)}
          />
        ))}
      </Tabs>
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
    </SearchConfigLayout>
  );
}
