import Button from '@mui/material/Button';
import type { UseMutationResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface TuningDeleteButtonProps {
  mutation: UseMutationResult<unknown, Error, string>;
  id: string;
  title: string;
  text: string;
  /** The snackbar after deleting. */
  deleted: string;
  /** Where the screen goes afterwards. */
  listHref: string;
}

/** "Slett" on an edit screen (keyword, synonym, custom result): asks first, then goes back to the list. */
export function TuningDeleteButton({
  mutation,
  id,
  title,
  text,
  deleted,
  listHref,
}: TuningDeleteButtonProps) {
  const { t } = useTranslation(['search']);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    mutation.reset();
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('search:form.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        text={text}
        confirmLabel={t('search:form.delete')}
        cancelLabel={t('search:form.cancel')}
        pending={mutation.isPending}
        error={mutation.error}
        onClose={close}
        onConfirm={() =>
          mutation.mutate(id, {
            onSuccess: () => {
              enqueueSnackbar(deleted, { variant: 'success' });
              navigate(listHref, { replace: true });
            },
          })
        }
      />
    </>
  );
}
