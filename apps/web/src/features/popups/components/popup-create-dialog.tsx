import type { PopupAnswer } from '@butikkpanel/contracts';
import { useTranslation } from 'react-i18next';
import { type AreaCreateDialogProps, CreateNameDialog } from '@/components/list-kit';
import { useCreatePopup } from '../api/popup-list';

/** A new popup's name; the server gives it a starter signup design, to be changed in the builder later. */
export function PopupCreateDialog({
  accountId,
  open,
  onClose,
  onCreated,
}: AreaCreateDialogProps<PopupAnswer>) {
  const { t } = useTranslation(['popups']);
  const create = useCreatePopup(accountId);
  return (
    <CreateNameDialog
      open={open}
      title={t('popups:create.title')}
      nameLabel={t('popups:create.name')}
      submitLabel={t('popups:create.submit')}
      mutation={create}
      create={(name) => create.mutateAsync({ name })}
      onCreated={onCreated}
      onClose={onClose}
    />
  );
}
