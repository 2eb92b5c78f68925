import type { RecommendationTemplateKind, SearchProductRef } from '@butikkpanel/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductList, ProductPicker } from '@/components/product-picker';
import { useRecommendationWidgets } from '@/features/recommendations';

/** Whose products the builder's preview draws: the samples, or a widget's real answer on a product's page. */
export interface PreviewProducts {
  /** A widget of the account (its own or its dealer's); '' for the sample products. */
  widget: string;
  product: SearchProductRef | null;
}
export const SAMPLE_PRODUCTS: PreviewProducts = { widget: '', product: null };

/** The preview body's part that picks the products (the server's `widget` and `product`). */
export function previewProductsBody(choice: PreviewProducts): { widget?: string; product?: string } {
  if (choice.widget === '') return {};
  return { widget: choice.widget, ...(choice.product ? { product: choice.product.product_id } : {}) };
}

/**
 * Picks the products the template is previewed with: a recommendation template can be drawn with one of the
 * account's widgets of its kind as a shop page (or a mail) would get it, for the product the owner picks.
 */
export function PreviewProductsFields({
  accountId,
  kind,
  choice,
  onChange,
}: {
  accountId: string;
  kind: Exclude<RecommendationTemplateKind, 'search'>;
  choice: PreviewProducts;
  onChange: (choice: PreviewProducts) => void;
}) {
  const { t } = useTranslation(['templates']);
  const widgets = useRecommendationWidgets(accountId);
  const ofKind = (widgets.data ?? []).filter((widget) => widget.type === kind);
  const chosen = useMemo(() => new Set(choice.product ? [choice.product.product_id] : []), [choice.product]);
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('templates:preview.widget')}
        value={ofKind.some((widget) => widget.id === choice.widget) ? choice.widget : ''}
        onChange={(event) => onChange({ ...choice, widget: event.target.value })}
        helperText={widgets.isSuccess && ofKind.length === 0 ? t('templates:preview.noWidgets') : undefined}
        fullWidth
      >
        <MenuItem value="">{t('templates:preview.samples')}</MenuItem>
        {ofKind.map((widget) => (
          <MenuItem key={widget.id} value={widget.id}>
            {widget.comment ? `${widget.id} – ${widget.comment}` : widget.id}
          </MenuItem>
        ))}
      </TextField>
      {choice.widget !== '' && (
        <>
          <ProductList
            products={choice.product ? [choice.product] : []}
            onChange={(next) => onChange({ ...choice, product: next[0] ?? null })}
            label={t('templates:preview.product')}
            empty={t('templates:preview.noProduct')}
          />
          <ProductPicker
            accountId={accountId}
            label={t('templates:preview.productPicker')}
            addLabel={(name) => t('templates:preview.chooseProduct', { name })}
            chosen={chosen}
            onPick={(product) => onChange({ ...choice, product })}
          />
        </>
      )}
    </Stack>
  );
}
