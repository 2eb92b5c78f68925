import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScrollTable } from '@/components/scroll-table';

interface QueryTableProps<Row> {
  query: UseQueryResult<Row[]>;
  /** The table's accessible name. */
  label: string;
  emptyTitle: string;
  emptyText: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: (rows: Row[]) => ReactNode;
}

/** A list the server gives: its error, a spinner while it loads, an empty state, or the table of its rows. */
export function QueryTable<Row>({
  query,
  label,
  emptyTitle,
  emptyText,
  head,
  children,
}: QueryTableProps<Row>) {
  const { t } = useTranslation(['search']);
  return (
    <>
      <FormErrorAlert error={query.error} />
      {query.isPending && <CircularProgress aria-label={t('search:loading')} />}
      {query.data?.length === 0 && (
        <EmptyState title={emptyTitle}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </EmptyState>
      )}
      {query.data && query.data.length > 0 && (
        <Paper variant="outlined">
          <ScrollTable size="small" label={label}>
            <TableHead>
              <TableRow>{head}</TableRow>
            </TableHead>
            <TableBody>{children(query.data)}</TableBody>
          </ScrollTable>
        </Paper>
      )}
    </>
  );
}
