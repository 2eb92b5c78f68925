import type { CatalogueProduct } from '@butikkpanel/contracts';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatAmount } from '@/lib/format';
import { useBuilderProducts } from './api';
import { safeUrl } from './block-mjml';

interface ProductPickerDialogProps {
  accountId: string;
  open: boolean;
  onPick: (product: CatalogueProduct) => void;
  /** Closing keeps the plain product card that was dropped. */
  onClose: () => void;
}

/** Chooses the catalogue product for a product block just added to the design. */
export function ProductPickerDialog(props: ProductPickerDialogProps) {
  return props.open ? <ProductPicker {...props} /> : null;
}

function ProductPicker({ accountId, onPick, onClose }: ProductPickerDialogProps) {
  const { t, i18n } = useTranslation(['email-builder']);
  const titleId = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const products = useBuilderProducts(accountId, deferred, true);
  const list = products.data?.data ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('email-builder:product.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('email-builder:product.intro')}</DialogContentText>
        <TextField
          type="search"
          size="small"
          label={t('email-builder:product.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoFocus
          fullWidth
        />
        {products.isError && <FormErrorAlert error={products.error} />}
        {products.isSuccess && list.length === 0 && (
          <DialogContentText sx={{ mt: 2 }} role="status">
            {t('email-builder:product.empty')}
          </DialogContentText>
        )}
        <List dense sx={{ mt: 1 }}>
          {list.map((product) => {
            const price = formatAmount(product.sale_price ?? product.price, i18n.resolvedLanguage);
            const image = safeUrl(product.image_url);
            return (
              <ListItemButton key={product.product_id} onClick={() => onPick(product)}>
                <ListItemAvatar>
                  <Avatar variant="rounded" src={image?.replace(/&amp;/g, '&')} alt="">
                    {product.name.slice(0, 1)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={product.name}
                  secondary={product.in_stock ? price : `${price} · ${t('email-builder:product.outOfStock')}`}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('email-builder:product.keepPlaceholder')}</Button>
      </DialogActions>
    </Dialog>
  );
}
