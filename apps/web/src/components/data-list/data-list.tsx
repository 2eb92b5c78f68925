import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { DataCards } from './data-cards';
import { DataPager } from './data-pager';
import { DataTable } from './data-table';
import { sortRows } from './sort-rows';
import type { DataColumn, DataPaging, RowActions, Sort } from './types';

export interface DataListProps<Row> {
  /** The list's accessible name (the table's, or the card list's on a phone). */
  label: string;
  columns: DataColumn<Row>[];
  /** Undefined while nothing has loaded yet. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Says honestly that there is nothing, and what would put something here. */
  empty: { title: string; text?: string };
  rowActions?: RowActions<Row>;
  /** A click anywhere on a row opens it; the row must also hold a link or button that does the same. */
  onRowClick?: (row: Row) => void;
  paging?: DataPaging;
  defaultSort?: Sort;
  /** The server sorts (a list paged on the server): the rows show as given and a new sort is reported here. */
  onSortChange?: (sort: Sort) => void;
  loadingLabel?: string;
  /** Below this width the table scrolls inside its own frame (between a phone's cards and a wide screen). */
  minWidth?: number;
}

/**
 * Every list screen's list: a spinner while it loads, the generic error with a retry, an honest empty state,
 * sortable columns, paging (of the rows it has, or pages the server gives), row actions, and on a phone a card
 * per row instead of a table.
 */
export function DataList<Row>(props: DataListProps<Row>) {
  const { t } = useTranslation(['common', 'errors']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [sort, setSort] = useState<Sort | null>(props.defaultSort ?? null);
  const [clientOffset, setClientOffset] = useState(0);
  const [clientLimit, setClientLimit] = useState(
    props.paging?.mode === 'client' ? props.paging.pageSize : Number.POSITIVE_INFINITY,
  );
  const { rows, paging } = props;

  if (props.error && rows === undefined) return <ErrorBlock error={props.error} onRetry={props.onRetry} />;
  if (rows === undefined || (props.loading && rows.length === 0))
    return <CircularProgress aria-label={props.loadingLabel ?? t('common:loading')} />;

  const total = paging?.mode === 'server' ? paging.total : rows.length;
  const sorted = props.onSortChange ? [...rows] : sortRows(rows, props.columns, sort);
  // A client page past the end (after rows went away) shows the last page instead of nothing.
  const offset =
    paging?.mode === 'client' && clientOffset >= sorted.length
      ? Math.max(0, Math.floor((sorted.length - 1) / clientLimit) * clientLimit)
      : clientOffset;
  const shown = paging?.mode === 'client' ? sorted.slice(offset, offset + clientLimit) : sorted;
  const view = {
    label: props.label,
    columns: props.columns,
    rows: shown,
    rowKey: props.rowKey,
    rowActions: props.rowActions,
    onRowClick: props.onRowClick,
    sort,
    onSort: (next: Sort) => {
      setSort(next);
      setClientOffset(0);
      props.onSortChange?.(next);
    },
  };

  return (
    <>
      {props.error !== null && props.error !== undefined && (
        <ErrorBlock error={props.error} onRetry={props.onRetry} />
      )}
      <Paper variant="outlined">
        {total === 0 ? (
          <Box sx={{ p: 3 }}>
            <Typography sx={{ fontWeight: 600 }}>{props.empty.title}</Typography>
            {props.empty.text && <Typography color="text.secondary">{props.empty.text}</Typography>}
          </Box>
        ) : phone ? (
          <DataCards {...view} />
        ) : (
          <DataTable {...view} minWidth={props.minWidth} />
        )}
        {paging?.mode === 'server' && total > 0 && (
          <DataPager
            total={total}
            totalCapped={paging.totalCapped ?? false}
            offset={paging.page.offset}
            limit={paging.page.limit}
            pageSizes={paging.pageSizes ?? [paging.page.limit]}
            onChange={(nextOffset, limit) => paging.onChange({ offset: nextOffset, limit })}
          />
        )}
        {paging?.mode === 'client' &&
          total > Math.min(clientLimit, ...(paging.pageSizes ?? [clientLimit])) && (
            <DataPager
              total={total}
              offset={offset}
              limit={clientLimit}
              pageSizes={paging.pageSizes ?? [clientLimit]}
              onChange={(nextOffset, limit) => {
                setClientOffset(nextOffset);
                setClientLimit(limit);
              }}
            />
          )}
      </Paper>
    </>
  );
}

/**
 * A refusal the server explains (a 4xx with its Norwegian message, e.g. a member who may not see API keys)
 * shows that message, since asking again changes nothing. Anything else is the spec's generic error, which
 * does not show server details, with a way to ask again.
 */
function ErrorBlock({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        refused ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common:dataList.retry')}
          </Button>
        )
      }
    >
      {refused ? error.message : t('errors:generic')}
    </Alert>
  );
}
