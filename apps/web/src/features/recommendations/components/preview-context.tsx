import type { SearchProductRef } from '@butikkpanel/contracts';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductList, ProductPicker } from '@/components/product-picker';

/** What the preview asks about: the page's product, the cart, the customer. Kept while tabs change. */
export interface PreviewContext {
  product: SearchProductRef | null;
  cart: SearchProductRef[];
  customer: string;
}
export const EMPTY_CONTEXT: PreviewContext = { product: null, cart: [], customer: '' };

/** Picks the product, the cart's products and the customer the preview answers for. */
export function PreviewContextFields({
  accountId,
  context,
  onChange,
}: {
  accountId: string;
  context: PreviewContext;
  onChange: (context: PreviewContext) => void;
}) {
  const { t } = useTranslation(['recommendations']);
  const productChosen = useMemo(
    () => new Set(context.product ? [context.product.product_id] : []),
    [context.product],
  );
  const cartChosen = useMemo(
    () => new Set(context.cart.map((product) => product.product_id)),
    [context.cart],
  );
  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {t('recommendations:preview.product')}
        </Typography>
        <ProductList
          products={context.product ? [context.product] : []}
          onChange={(next) => onChange({ ...context, product: next[0] ?? null })}
          label={t('recommendations:preview.product')}
          empty={t('recommendations:preview.none')}
        />
        <ProductPicker
          accountId={accountId}
          label={t('recommendations:preview.productPicker')}
          addLabel={(name) => t('recommendations:preview.chooseLabel', { name })}
          chosen={productChosen}
          onPick={(product) => onChange({ ...context, product })}
        />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {t('recommendations:preview.cart')}
        </Typography>
        <ProductList
          products={context.cart}
          onChange={(cart) => onChange({ ...context, cart })}
          label={t('recommendations:preview.cart')}
          empty={t('recommendations:preview.none')}
        />
        <ProductPicker
          accountId={accountId}
          label={t('recommendations:preview.cartPicker')}
          addLabel={(name) => t('recommendations:preview.chooseLabel', { name })}
          chosen={cartChosen}
          onPick={(product) => onChange({ ...context, cart: [...context.cart, product] })}
        />
      </Stack>
      <TextField
        type="email"
        size="small"
        label={t('recommendations:preview.customer')}
        helperText={t('recommendations:preview.customerHelp')}
        value={context.customer}
        onChange={(event) => onChange({ ...context, customer: event.target.value })}
        autoComplete="off"
        fullWidth
      />
    </Stack>
  );
}
