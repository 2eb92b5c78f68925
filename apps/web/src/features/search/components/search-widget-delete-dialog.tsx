import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteSearchWidget(accountId);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (widgetId === null) return;
    remove.mutate(widgetId, {
      onSuccess: () => {
        enqueueSnackbar(t('search-config:widgets.deleted'), { variant: 'success' });
        close();
      },
    });
  };
  return (
    <ConfirmDialog
      open={widgetId !== null}
      title={t('search-config:widgets.deleteTitle')}
      text={t('search-config:widgets.deleteText', { id: widgetId ?? '' })}
      confirmLabel={t('search-config:widgets.delete')}
      cancelLabel={t('search-config:cancel')}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
