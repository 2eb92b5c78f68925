import type { SearchProductRef } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ProductList, ProductPicker } from '@/components/product-picker';
import { useHiddenProducts, useSaveHiddenProducts } from '../api/widgets';

/** Products the account never recommends, in any widget: picked from the catalogue, saved together. */
export function HiddenProducts({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['recommendations']);
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const saved = useHiddenProducts(accountId);
  const save = useSaveHiddenProducts(accountId);
  const [products, setProducts] = useState<SearchProductRef[]>([]);
  useEffect(() => {
    if (saved.data) setProducts(saved.data);
  }, [saved.data]);
  const chosen = useMemo(() => new Set(products.map((product) => product.product_id)), [products]);
  const changed =
    saved.data !== undefined &&
    saved.data.map((product) => product.product_id).join('\n') !== [...chosen].join('\n');

  const onSave = () =>
    save.mutate(
      { product_ids: products.map((product) => product.product_id) },
      { onSuccess: () => enqueueSnackbar(t('recommendations:hidden.saved'), { variant: 'success' }) },
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('recommendations:hidden.title')}
        </Typography>
        <Typography color="text.secondary">{t('recommendations:hidden.intro')}</Typography>
        <FormErrorAlert error={saved.error ?? save.error} />
        <ProductList
          products={products}
          onChange={setProducts}
          label={t('recommendations:hidden.listLabel')}
          empty={t('recommendations:hidden.empty')}
        />
        <ProductPicker
          accountId={accountId}
          label={t('recommendations:hidden.picker')}
          addLabel={(name) => t('recommendations:hidden.add', { name })}
          chosen={chosen}
          disabled={saved.isPending}
          onPick={(product) => setProducts((current) => [...current, product])}
        />
        <div>
          <Button variant="contained" onClick={onSave} disabled={!changed || save.isPending}>
            {t('recommendations:save')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
