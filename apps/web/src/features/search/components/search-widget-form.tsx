import {
  createSearchWidgetBodySchema,
  type SearchWidget,
  type SearchWidgetTab,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useWidgetForm, WidgetFormFrame } from '@/components/widget-editor';
import { paths } from '@/config/paths';
import { useCreateSearchWidget, useUpdateSearchWidget } from '../api/search-widgets';
import { SearchWidgetDesignFields, SearchWidgetGeneralFields } from './search-widget-fields';
import { SearchWidgetInstall } from './search-widget-install';
import { SearchWidgetPreview } from './search-widget-preview';
import { FIELD_TABS, newSearchWidget, searchWidgetValues } from './search-widget-values';

interface SearchWidgetFormProps {
  accountId: string;
  /** null: a new widget. */
  widget: SearchWidget | null;
  tab: SearchWidgetTab;
}

/** Both tabs edit one form (the widget editor kit), so switching tab keeps what was typed; the preview beside it follows every change. */
export function SearchWidgetForm({ accountId, widget, tab }: SearchWidgetFormProps) {
  const { t } = useTranslation(['search-config']);
  const { form, onSubmit, saving } = useWidgetForm({
    resolver: zodResolver(createSearchWidgetBodySchema),
    defaultValues: newSearchWidget(),
    saved: widget ? searchWidgetValues(widget) : null,
    tab,
    fieldTabs: FIELD_TABS,
    tabHref: (id, owner) => paths.searchWidget.href(accountId, id, owner),
    toValues: searchWidgetValues,
    create: useCreateSearchWidget(accountId),
    update: useUpdateSearchWidget(accountId, widget?.id ?? ''),
    savedText: t('search-config:editor.saved'),
  });
  const { control, watch } = form;
  const values = watch();

  return (
    <Stack spacing={3}>
      <WidgetFormFrame
        label={t(`search-config:editor.tabs.${tab}`)}
        onSubmit={onSubmit}
        error={saving.error}
        saving={saving.isPending}
        saveLabel={t('search-config:save')}
        preview={<SearchWidgetPreview accountId={accountId} values={values} />}
      >
        {tab === 'general' ? (
          <SearchWidgetGeneralFields control={control} isNew={widget === null} />
        ) : (
          <SearchWidgetDesignFields accountId={accountId} control={control} />
        )}
      </WidgetFormFrame>
      <SearchWidgetInstall accountId={accountId} widgetId={widget?.id ?? values.id} saved={widget !== null} />
    </Stack>
  );
}
