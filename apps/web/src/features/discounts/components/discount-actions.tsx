import type { DiscountDetail } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useArchiveDiscount, useDeleteDiscount } from '../api/discount-codes';

/** Edit, archive or restore, and delete (refused for a used code: then archiving is offered instead). */
export function DiscountActions({
  accountId,
  discount,
  onEdit,
}: {
  accountId: string;
  discount: DiscountDetail;
  onEdit: () => void;
}) {
  const { t } = useTranslation(['discounts']);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const archive = useArchiveDiscount(accountId, discount.id);
  const remove = useDeleteDiscount(accountId, discount.id);
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const textId = useId();
  const inUse = remove.error instanceof ApiRequestError && remove.error.code === 'discount_in_use';
  const archived = discount.archived_at !== null;

  const toggleArchive = (action: 'archive' | 'restore') =>
    archive.mutate(action, {
      onSuccess: () => {
        setAsking(false);
        remove.reset();
        enqueueSnackbar(
          action === 'archive' ? t('discounts:actions.archived') : t('discounts:actions.restored'),
          {
            variant: 'success',
          },
        );
      },
    });

  return (
    <>
      <Button variant="contained" onClick={onEdit}>
        {t('discounts:actions.edit')}
      </Button>
      <Button
        variant="outlined"
        disabled={archive.isPending}
        onClick={() => toggleArchive(archived ? 'restore' : 'archive')}
      >
        {archived ? t('discounts:actions.restore') : t('discounts:actions.archive')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        {t('discounts:actions.delete')}
      </Button>
      {!asking && <FormErrorAlert error={archive.error} />}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>{t('discounts:actions.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {t('discounts:actions.deleteText', { code: discount.code })}
          </DialogContentText>
          <FormErrorAlert error={remove.error ?? archive.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('discounts:form.cancel')}</Button>
          {inUse && !archived ? (
            <Button variant="contained" disabled={archive.isPending} onClick={() => toggleArchive('archive')}>
              {t('discounts:actions.archiveInstead')}
            </Button>
          ) : (
            <Button
              color="error"
              variant="contained"
              disabled={remove.isPending || inUse}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    enqueueSnackbar(t('discounts:actions.deleted'), { variant: 'success' });
                    navigate(paths.discountCodes.href(accountId), { replace: true });
                  },
                })
              }
            >
              {t('discounts:actions.delete')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
