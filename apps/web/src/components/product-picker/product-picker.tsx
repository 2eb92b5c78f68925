import type { SearchProductRef } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatAmount } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProductSearch } from './use-product-search';

interface ProductPickerProps {
  accountId: string;
  /** The search field's label ("Find a product to show first"). */
  label: string;
  /** The add button's accessible name for a product. */
  addLabel: (name: string) => string;
  /** Ids already chosen (in either list): they cannot be added again. */
  chosen: ReadonlySet<string>;
  disabled?: boolean;
  onPick: (product: SearchProductRef) => void;
}

/** Searches the catalogue and offers each product found with an add button. */
export function ProductPicker({ accountId, label, addLabel, chosen, disabled, onPick }: ProductPickerProps) {
  const { t, i18n } = useTranslation(['common']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const resultsId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const products = useProductSearch(accountId, search);
  const found = search !== '' ? products.data : undefined;

  return (
    <Stack spacing={1}>
      <TextField
        type="search"
        size="small"
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={disabled}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { 'aria-controls': resultsId, maxLength: 200 } }}
      />
      <div id={resultsId} aria-live="polite">
        {search !== '' && products.isFetching && !found && (
          <CircularProgress size={20} aria-label={t('common:loading')} />
        )}
        {search !== '' && <FormErrorAlert error={products.error} />}
        {found?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('common:productPicker.pickerNone')}
          </Typography>
        )}
        {found && found.length > 0 && (
          <List dense aria-label={t('common:productPicker.pickerResults', { label })} sx={{ py: 0 }}>
            {found.map((product) => {
              const taken = chosen.has(product.product_id);
              return (
                <ListItem
                  key={product.product_id}
                  divider
                  secondaryAction={
                    <Button
                      size="small"
                      disabled={taken || disabled}
                      aria-label={
                        taken
                          ? t('common:productPicker.alreadyAdded', { name: product.name })
                          : addLabel(product.name)
                      }
                      onClick={() =>
                        onPick({ product_id: product.product_id, name: product.name, exists: true })
                      }
                    >
                      {taken ? t('common:productPicker.added') : t('common:productPicker.add')}
                    </Button>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={product.name}
                    secondary={[product.sku, formatAmount(product.sale_price ?? product.price, language)]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </div>
    </Stack>
  );
}
