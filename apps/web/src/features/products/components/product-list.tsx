import type { CatalogueProduct } from '@butikkpanel/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { enUS, nbNO } from '@mui/x-data-grid/locales';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
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
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0] ?? 25 });

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
  const columns = useMemo<GridColDef<CatalogueProduct>[]>(() => {
    const amount = (value: number | null) => (value === null ? '' : formatAmount(value, language));
    return [
      {
        field: 'name',
        headerName: t('products:list.columns.name'),
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={paths.product.href(accountId, row.product_id)}>
            {row.name}
          </Link>
        ),
      },
      { field: 'product_id', headerName: t('products:list.columns.product_id'), flex: 1, minWidth: 120 },
      { field: 'category', headerName: t('products:list.columns.category'), flex: 1, minWidth: 120 },
      {
        field: 'price',
        headerName: t('products:list.columns.price'),
        type: 'number',
        minWidth: 120,
        valueFormatter: amount,
      },
      {
        field: 'sale_price',
        headerName: t('products:list.columns.sale_price'),
        type: 'number',
        minWidth: 120,
        valueFormatter: amount,
      },
      {
        field: 'in_stock',
        headerName: t('products:list.columns.in_stock'),
        minWidth: 100,
        valueFormatter: (value: boolean) =>
          value ? t('products:list.inStock') : t('products:list.outOfStock'),
      },
    ];
  }, [t, language, accountId]);
  const localeText = (language === 'en' ? enUS : nbNO).components.MuiDataGrid.defaultProps.localeText;

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
      <FormErrorAlert error={products.error} />
      <Paper variant="outlined">
        {products.isFetching && !products.isPending && (
          <LinearProgress aria-label={t('products:list.loading')} />
        )}
        <DataGrid
          aria-label={t('products:list.gridLabel')}
          rows={products.data?.data ?? []}
          getRowId={(row) => row.product_id}
          columns={columns}
          rowCount={products.data?.pagination.total ?? 0}
          loading={products.isPending}
          paginationMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={PAGE_SIZES}
          disableColumnFilter
          disableColumnSorting
          disableColumnSelector
          disableRowSelectionOnClick
          disableVirtualization
          autoHeight
          localeText={{
            ...localeText,
            noRowsLabel: search ? t('products:list.noMatch') : t('products:list.empty'),
          }}
        />
      </Paper>
    </Stack>
  );
}
