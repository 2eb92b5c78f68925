import { useTranslation } from 'react-i18next';
import { WidgetDeleteDialog } from '@/components/widget-editor';
import { useDeleteSearchWidget } from '../api/search-widgets';

/** Asks before a search widget is deleted; the shop's search boxes that use it stop showing it. */
export function SearchWidgetDeleteDialog({
  accountId,
  widgetId,
  onClose,
}: {
  accountId: string;
  /** null: closed. */
  widgetId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['search-config']);
  return (
    <WidgetDeleteDialog
      widgetId={widgetId}
      onClose={onClose}
      remove={useDeleteSearchWidget(accountId)}
      texts={{
        title: t('search-config:widgets.deleteTitle'),
        text: (id) => t('search-config:widgets.deleteText', { id }),
        confirm: t('search-config:widgets.delete'),
        cancel: t('search-config:cancel'),
        deleted: t('search-config:widgets.deleted'),
      }}
    />
  );
}
