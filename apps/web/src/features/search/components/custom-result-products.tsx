import type { SearchProductRef } from '@butikkpanel/contracts';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductList, ProductPicker } from '@/components/product-picker';
import { useFieldErrorText } from '@/lib/field-error';

interface CustomResultProductsProps {
  accountId: string;
  included: SearchProductRef[];
  excluded: SearchProductRef[];
  onIncludedChange: (products: SearchProductRef[]) => void;
  onExcludedChange: (products: SearchProductRef[]) => void;
  includedError?: { message?: string };
  excludedError?: { message?: string };
  includedMax: number;
  excludedMax: number;
}

/** The products shown first (in order) and the products hidden, each with a catalogue picker. */
export function CustomResultProducts(props: CustomResultProductsProps) {
  const { t } = useTranslation(['search']);
  const errorText = useFieldErrorText();
  const includedId = useId();
  const excludedId = useId();
  const chosen = useMemo(
    () => new Set([...props.included, ...props.excluded].map((product) => product.product_id)),
    [props.included, props.excluded],
  );
  const missing = [...props.included, ...props.excluded].some((product) => !product.exists);
  const includedError = errorText(props.includedError);
  const excludedError = errorText(props.excludedError);

  return (
    <Stack spacing={3}>
      {missing && (
        <Typography variant="body2" color="warning.dark">
          {t('search:custom.missingHelp')}
        </Typography>
      )}
      <Stack component="section" spacing={1} aria-labelledby={includedId}>
        <Typography id={includedId} variant="subtitle1" component="h2">
          {t('search:custom.included')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('search:custom.includedHelp')}
        </Typography>
        <ProductList
          ordered
          products={props.included}
          onChange={props.onIncludedChange}
          label={t('search:custom.included')}
          empty={t('search:custom.includedEmpty')}
        />
        {includedError && <FormHelperText error>{includedError}</FormHelperText>}
        <ProductPicker
          accountId={props.accountId}
          label={t('search:custom.findIncluded')}
          addLabel={(name) => t('search:custom.addIncluded', { name })}
          chosen={chosen}
          disabled={props.included.length >= props.includedMax}
          onPick={(product) => props.onIncludedChange([...props.included, product])}
        />
      </Stack>
      <Stack component="section" spacing={1} aria-labelledby={excludedId}>
        <Typography id={excludedId} variant="subtitle1" component="h2">
          {t('search:custom.excluded')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('search:custom.excludedHelp')}
        </Typography>
        <ProductList
          products={props.excluded}
          onChange={props.onExcludedChange}
          label={t('search:custom.excluded')}
          empty={t('search:custom.excludedEmpty')}
        />
        {excludedError && <FormHelperText error>{excludedError}</FormHelperText>}
        <ProductPicker
          accountId={props.accountId}
          label={t('search:custom.findExcluded')}
          addLabel={(name) => t('search:custom.addExcluded', { name })}
          chosen={chosen}
          disabled={props.excluded.length >= props.excludedMax}
          onPick={(product) => props.onExcludedChange([...props.excluded, product])}
        />
      </Stack>
    </Stack>
  );
}
