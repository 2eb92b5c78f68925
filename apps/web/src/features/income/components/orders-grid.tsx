import {
  ORDER_LIST_FIELDS,
  type OrderListField,
  type OrderListQueryInput,
  type TableFilterOperator,
} from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { enUS, nbNO } from '@mui/x-data-grid/locales';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useExportOrders } from '../api/export-orders';
import { orderQueryString, useOrders } from '../api/get-orders';
import type { Period } from '../period';
import { orderColumns } from './order-columns';

const PAGE_SIZES = [25, 50, 100];
const SEARCH_DELAY_MS = 300;

const isField = (value: string): value is OrderListField => value in ORDER_LIST_FIELDS;

/** The grid's models as the server's query: page from 1, one column filter, one sort. */
export function toOrderQuery(
  period: Period,
  search: string,
  paging: GridPaginationModel,
  sorting: GridSortModel,
  filter: GridFilterModel,
): OrderListQueryInput {
  const [sort] = sorting;
  const [item] = filter.items;
  const value = item?.value === undefined || item.value === null ? '' : String(item.value).trim();
  const filtered = item && isField(item.field) && value !== '';
  return {
    from: period.from,
    to: period.to,
    search: search.trim() || undefined,
    page: paging.page + 1,
    per_page: paging.pageSize,
    sort: sort && isField(sort.field) ? sort.field : undefined,
    order: sort?.sort ?? undefined,
    field: filtered ? (item.field as OrderListField) : undefined,
    operator: filtered ? (item.operator as TableFilterOperator) : undefined,
    value: filtered ? value : undefined,
  };
}

/** The period's orders in a server-side grid: pages, sorting, one column filter, search, CSV export. */
export function OrdersGrid({
  accountId,
  period,
  initialSearch = '',
}: {
  accountId: string;
  period: Period;
  initialSearch?: string;
}) {
  const { t, i18n } = useTranslation(['income']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { enqueueSnackbar } = useSnackbar();
  const [searchText, setSearchText] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0] ?? 25 });
  const [sorting, setSorting] = useState<GridSortModel>([]);
  const [filter, setFilter] = useState<GridFilterModel>({ items: [] });

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  // A new period, search or filter starts from the first page.
  const periodKey = `${period.from}/${period.to}/${search}/${JSON.stringify(filter.items)}`;
  useEffect(() => {
    void periodKey;
    setPaging((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [periodKey]);

  // Keyset paging: each answer's next_cursor opens the page after it, so pages already reached (forward or
  // back) are read from where they start; a page jumped to directly is counted from the start.
  const cursors = useRef(new Map<string, string>());
  const pageQuery = toOrderQuery(period, search, paging, sorting, filter);
  const query: OrderListQueryInput = {
    ...pageQuery,
    cursor: cursors.current.get(orderQueryString(pageQuery)),
  };
  const orders = useOrders(accountId, query);
  const nextCursor = orders.isPlaceholderData ? undefined : orders.data?.pagination.next_cursor;
  useEffect(() => {
    if (!nextCursor) return;
    const next = { ...pageQuery, page: paging.page + 2 };
    cursors.current.set(orderQueryString(next), nextCursor);
  });
  const exporter = useExportOrders(accountId);
  const columns = useMemo(() => orderColumns(t, language), [t, language]);
  const localeText = (language === 'en' ? enUS : nbNO).components.MuiDataGrid.defaultProps.localeText;
  const filtering = Boolean(query.search || query.field);
  const pagination = orders.data?.pagination;

  const exportFile = () => {
    const { page: _page, per_page: _perPage, cursor: _cursor, ...exportFilter } = query;
    exporter.mutate(exportFilter, {
      onSuccess: (name) => enqueueSnackbar(t('income:orders.exported', { name }), { variant: 'success' }),
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="income-orders-heading" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography id="income-orders-heading" variant="h6" component="h2">
            {t('income:orders.heading')}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField
              type="search"
              size="small"
              label={t('income:orders.search')}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              sx={{ minWidth: { sm: 280 }, flex: { xs: '1 1 100%', sm: 'none' } }}
            />
            <Button variant="outlined" onClick={exportFile} disabled={exporter.isPending}>
              {exporter.isPending ? t('income:orders.exporting') : t('income:orders.export')}
            </Button>
          </Stack>
        </Stack>
        <FormErrorAlert error={orders.error ?? exporter.error} />
        {orders.isFetching && !orders.isPending && <LinearProgress aria-label={t('income:orders.loading')} />}
        <DataGrid
          aria-label={t('income:orders.gridLabel')}
          rows={orders.data?.data ?? []}
          getRowId={(row) => row.order_id}
          columns={columns}
          // A searched list is counted up to a cap: past it the grid shows "more than" and pages on.
          rowCount={pagination?.total_capped ? -1 : (pagination?.total ?? 0)}
          paginationMeta={{ hasNextPage: Boolean(pagination?.next_cursor) }}
          loading={orders.isPending}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sorting}
          onSortModelChange={setSorting}
          filterModel={filter}
          onFilterModelChange={setFilter}
          disableRowSelectionOnClick
          disableColumnSelector
          disableVirtualization
          autoHeight
          localeText={{
            ...localeText,
            noRowsLabel: filtering ? t('income:orders.noMatch') : t('income:orders.empty'),
            noResultsOverlayLabel: t('income:orders.noMatch'),
          }}
        />
      </Stack>
    </Paper>
  );
}
