import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscountSourceField } from '../components/discount-source-field';

/**
 * Opened by adding the discount block to a design that has no code source yet: where the code comes from
 * (a fixed code, or a template giving each recipient their own). Applied to the draft, saved with Lagre.
 */
export function DiscountSourceDialog({
  accountId,
  open,
  value,
  onApply,
  onClose,
}: {
  accountId: string;
  open: boolean;
  value: number | null;
  onApply: (discountId: number | null) => void;
  onClose: () => void;
}) {
  return open ? (
    <DiscountSourceForm accountId={accountId} value={value} onApply={onApply} onClose={onClose} />
  ) : null;
}

function DiscountSourceForm({
  accountId,
  value,
  onApply,
  onClose,
}: {
  accountId: string;
  value: number | null;
  onApply: (discountId: number | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['email-builder', 'emails']);
  const titleId = useId();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('email-builder:discountSource.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('email-builder:discountSource.text')}</DialogContentText>
          <DiscountSourceField
            accountId={accountId}
            value={draft}
            onChange={setDraft}
            noneLabel={t('emails:discountSource.none')}
            help={t('emails:discountSource.templateHelp', { tag: '{{ discount_code }}' })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('email-builder:settings.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('email-builder:settings.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
