import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** The part of a delete mutation the confirmation needs (a TanStack mutation fits). */
export interface DeleteMutation {
  mutateAsync: (id: number) => Promise<unknown>;
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

export interface ConfirmDeleteTexts {
  /** "Slette malen?" */
  title: string;
  /** What goes with it, with the row's name. */
  text: (name: string) => string;
  /** The snackbar once it is gone. */
  deleted: string;
}

/**
 * Deleting a row, asked first: `ask(row)` opens the confirmation, which deletes only on "Slett". A refusal
 * shows the server's message in the dialog, which stays open; cancelling leaves everything as it was.
 */
export function useConfirmDelete<Row extends { id: number; name: string }>(
  remove: DeleteMutation,
  texts: ConfirmDeleteTexts,
): { ask: (row: Row) => void; dialog: ReactNode } {
  const { t } = useTranslation(['common']);
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={texts.title}
      text={texts.text(deleting?.name ?? '')}
      confirmLabel={t('common:listKit.delete')}
      cancelLabel={t('common:listKit.cancel')}
      pending={remove.isPending}
      error={remove.error}
      onClose={() => setDeleting(null)}
      onConfirm={async () => {
        if (!deleting) return;
        try {
          await remove.mutateAsync(deleting.id);
          setDeleting(null);
          enqueueSnackbar(texts.deleted, { variant: 'success' });
        } catch {
          // The dialog shows the server's message and stays open.
        }
      }}
    />
  );
  return {
    ask: (row) => {
      remove.reset();
      setDeleting(row);
    },
    dialog,
  };
}
