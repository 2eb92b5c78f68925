import type { SearchProductRef } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Direction = 'up' | 'down';

interface ProductListProps {
  products: SearchProductRef[];
  onChange: (products: SearchProductRef[]) => void;
  /** The list's accessible name. */
  label: string;
  /** Shown when the list is empty. */
  empty: string;
  /** Numbered, with move up and move down (the included products' order is the shown order). */
  ordered?: boolean;
}

/** The chosen products: position, name, a mark when the product has left the catalogue, and buttons. */
export function ProductList({ products, onChange, label, empty, ordered = false }: ProductListProps) {
  const { t } = useTranslation(['common']);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: Direction } | null>(null);

  // Moving re-orders the DOM, which drops focus in some browsers: put it back on the moved product.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const other = direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${id}:${direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${id}:${other}`))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const move = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const moved = products[index];
    const next = [...products];
    if (!moved || target < 0 || target >= products.length) return;
    next.splice(index, 1);
    next.splice(target, 0, moved);
    onChange(next);
    setFocusAfterMove({ id: moved.product_id, direction });
  };
  const remove = (index: number) => onChange(products.filter((_, at) => at !== index));
  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  if (products.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );

  return (
    <List dense aria-label={label} component={ordered ? 'ol' : 'ul'} sx={{ py: 0 }}>
      {products.map((product, index) => (
        <ListItem key={product.product_id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
            {ordered && (
              <Typography component="span" color="text.secondary" sx={{ minWidth: '2ch' }}>
                {`${index + 1}.`}
              </Typography>
            )}
            <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Typography>
            {!product.exists && (
              <Chip component="span" size="small" color="warning" label={t('common:productList.missing')} />
            )}
          </Stack>
          <Stack direction="row" spacing={0.5}>
            {ordered && (
              <>
                <Button
                  size="small"
                  ref={buttonRef(`${product.product_id}:up`)}
                  disabled={index === 0}
                  aria-label={t('common:productList.moveUp', { name: product.name })}
                  onClick={() => move(index, 'up')}
                >
                  {t('common:productList.up')}
                </Button>
                <Button
                  size="small"
                  ref={buttonRef(`${product.product_id}:down`)}
                  disabled={index === products.length - 1}
                  aria-label={t('common:productList.moveDown', { name: product.name })}
                  onClick={() => move(index, 'down')}
                >
                  {t('common:productList.down')}
                </Button>
              </>
            )}
            <Button
              size="small"
              color="error"
              aria-label={t('common:productList.remove', { name: product.name })}
              onClick={() => remove(index)}
            >
              {t('common:productList.removeShort')}
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
