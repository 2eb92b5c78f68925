import Paper from '@mui/material/Paper';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { DiscountForm } from './discount-form';

/** /discounts/codes/new (prefilled from ?code=&type=&amount=, as the unknown codes open it). */
export function DiscountCreateScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['discounts']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ScreenLayout
      title={t('discounts:form.newTitle')}
      back={{ href: paths.discountCodes.href(accountId), label: t('discounts:back') }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DiscountForm
          accountId={accountId}
          prefill={params}
          onSaved={(saved) => {
            enqueueSnackbar(t('discounts:form.created'), { variant: 'success' });
            navigate(paths.discountCode.href(accountId, saved.id), { replace: true });
          }}
        />
      </Paper>
    </ScreenLayout>
  );
}
