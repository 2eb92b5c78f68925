import type { UseMutationResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface WidgetDeleteDialogProps {
  /** null: closed. */
  widgetId: string | null;
  onClose: () => void;
  remove: UseMutationResult<unknown, Error, string>;
  texts: { title: string; text: (id: string) => string; confirm: string; cancel: string; deleted: string };
}

/** Asks before a widget is deleted; the shop's placeholders that name it stop showing it. */
export function WidgetDeleteDialog({ widgetId, onClose, remove, texts }: WidgetDeleteDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (widgetId === null) return;
    remove.mutate(widgetId, {
      onSuccess: () => {
        enqueueSnackbar(texts.deleted, { variant: 'success' });
        close();
      },
    });
  };
  return (
    <ConfirmDialog
      open={widgetId !== null}
      title={texts.title}
      text={texts.text(widgetId ?? '')}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
