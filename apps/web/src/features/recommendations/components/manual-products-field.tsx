import type { SearchProductRef } from '@butikkpanel/contracts';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProductList, ProductPicker } from '@/components/product-picker';
import { useFieldErrorText } from '@/lib/field-error';
import type { WidgetInput } from './widget-values';

/**
 * The manual algorithm's products, in the order shown. The form keeps ids; names picked here are remembered
 * for the list, and a saved id shows as itself until it is picked again.
 */
export function ManualProductsField({
  accountId,
  control,
}: {
  accountId: string;
  control: Control<WidgetInput>;
}) {
  const { t } = useTranslation(['recommendations']);
  const titleId = useId();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name: 'manual_products' });
  const names = useRef(new Map<string, string>());
  const ids: string[] = field.value ?? [];
  const products: SearchProductRef[] = ids.map((id) => ({
    product_id: id,
    name: names.current.get(id) ?? id,
    exists: true,
  }));
  const chosen = useMemo(() => new Set(ids), [ids]);
  const error = errorText(fieldState.error);
  return (
    <Stack spacing={1} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {t('recommendations:editor.fields.manual_products')}
      </Typography>
      <ProductList
        ordered
        products={products}
        onChange={(next) => field.onChange(next.map((product) => product.product_id))}
        label={t('recommendations:editor.fields.manual_products')}
        empty={t('recommendations:editor.manualEmpty')}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
      <ProductPicker
        accountId={accountId}
        label={t('recommendations:editor.manualPicker')}
        addLabel={(name) => t('recommendations:editor.manualAdd', { name })}
        chosen={chosen}
        disabled={field.disabled}
        onPick={(product) => {
          names.current.set(product.product_id, product.name);
          field.onChange([...ids, product.product_id]);
        }}
      />
    </Stack>
  );
}
