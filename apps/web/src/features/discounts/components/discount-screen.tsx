import type { DiscountDetail } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { useDiscount } from '../api/discount-codes';
import { DiscountActions } from './discount-actions';
import { DiscountDaily } from './discount-daily';
import { DiscountFacts, DiscountFigures } from './discount-figures';
import { DiscountForm } from './discount-form';
import { ExpiredChip } from './expired-chip';
import { RedemptionList } from './redemption-list';
import { UniqueCodesSection } from './unique-codes-section';

/** /discounts/codes/{id}: the code's figures, 30-day graphs, the orders that used it, and a template's codes. */
export function DiscountScreen({ accountId, id }: { accountId: string; id: number }) {
  const { t } = useTranslation(['discounts', 'shell']);
  const discount = useDiscount(accountId, id);
  const back = { href: paths.discountCodes.href(accountId), label: t('discounts:back') };
  if (!discount.data)
    return (
      <ScreenLayout title={t('shell:nav.discountCode')} back={back}>
        <FormErrorAlert error={discount.error} />
        {discount.isPending && <CircularProgress aria-label={t('discounts:loading')} />}
      </ScreenLayout>
    );
  return <LoadedDiscount accountId={accountId} discount={discount.data} back={back} />;
}

function LoadedDiscount({
  accountId,
  discount,
  back,
}: {
  accountId: string;
  discount: DiscountDetail;
  back: { href: string; label: string };
}) {
  const { t } = useTranslation(['discounts']);
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const template = discount.kind === 'template';
  return (
    <ScreenLayout
      title={discount.name}
      back={back}
      subtitle={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
          <Typography
            component="p"
            variant="subtitle1"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {discount.code}
          </Typography>
          {template && <Chip size="small" label={t('discounts:template')} />}
          {!discount.active && <Chip size="small" label={t('discounts:inactive')} />}
          <ExpiredChip discount={discount} />
          {discount.archived_at !== null && <Chip size="small" label={t('discounts:archivedMark')} />}
        </Stack>
      }
      actions={<DiscountActions accountId={accountId} discount={discount} onEdit={() => setEditing(true)} />}
    >
      {editing && (
        <Paper variant="outlined" component="section" aria-labelledby="discount-edit-heading" sx={{ p: 2 }}>
          <Typography id="discount-edit-heading" variant="h6" component="h2" gutterBottom>
            {t('discounts:form.editLabel')}
          </Typography>
          <DiscountForm
            accountId={accountId}
            discount={discount}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              enqueueSnackbar(t('discounts:form.saved'), { variant: 'success' });
            }}
          />
        </Paper>
      )}
      <DiscountFigures discount={discount} />
      {!editing && <DiscountFacts discount={discount} />}
      <DiscountDaily accountId={accountId} id={discount.id} />
      {template && <UniqueCodesSection accountId={accountId} template={discount} />}
      <RedemptionList accountId={accountId} id={discount.id} template={template} />
    </ScreenLayout>
  );
}
