import type { CatalogueProduct } from '@butikkpanel/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format';
import { useProducts } from '../api/get-products';

const PAGE_SIZES = [25, 50, 100];
const SEARCH_DELAY_MS = 300;

/** The catalogue, searched and paged on the server; each name opens the product's page. */
export function ProductList({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['products']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({
    page: 0,
    pageSize: PAGE_SIZES[0] ?? 25,
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPaging((current) => ({ ...current, page: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const products = useProducts(accountId, {
    search: search || undefined,
    page: paging.page + 1,
    per_page: paging.pageSize,
  });
  const amount = (value: number | null) => (value === null ? '' : formatAmount(value, language));

  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        size="small"
        label={t('products:list.search')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        sx={{ maxWidth: 420 }}
      />
      {products.isFetching && !products.isPending && (
        <LinearProgress aria-label={t('products:list.loading')} />
      )}
      <DataList
        {...fromQuery(products, (data) => data.data)}
        label={t('products:list.gridLabel')}
        loadingLabel={t('products:list.loading')}
        rowKey={(product) => product.product_id}
        empty={{ title: search ? t('products:list.noMatch') : t('products:list.empty') }}
        paging={{
          mode: 'server',
          total: products.data?.pagination.total ?? 0,
          page: { offset: paging.page * paging.pageSize, limit: paging.pageSize },
          pageSizes: PAGE_SIZES,
          onChange: ({ offset, limit }) => setPaging({ page: Math.floor(offset / limit), pageSize: limit }),
        }}
        columns={[
          {
            key: 'name',
            label: t('products:list.columns.name'),
            wrap: 'anywhere',
            cell: (product: CatalogueProduct) => (
              <Link component={RouterLink} to={paths.product.href(accountId, product.product_id)}>
                {product.name}
              </Link>
            ),
          },
          {
            key: 'id',
            label: t('products:list.columns.product_id'),
            wrap: 'anywhere',
            cell: (product) => product.product_id,
          },
          {
            key: 'category',
            label: t('products:list.columns.category'),
            cell: (product) => product.category,
          },
          {
            key: 'price',
            label: t('products:list.columns.price'),
            align: 'right',
            wrap: 'nowrap',
            cell: (product) => amount(product.price),
          },
          {
            key: 'sale',
            label: t('products:list.columns.sale_price'),
            align: 'right',
            wrap: 'nowrap',
            cell: (product) => amount(product.sale_price),
          },
          {
            key: 'stock',
            label: t('products:list.columns.in_stock'),
            cell: (product) =>
              product.in_stock ? t('products:list.inStock') : t('products:list.outOfStock'),
          },
        ]}
      />
    </Stack>
  );
}
