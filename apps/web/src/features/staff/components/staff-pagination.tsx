import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface Page {
  offset: number;
  limit: number;
}

/**
 * The pager under the staff area's long lists (audit log, sign-in log, mailbox): one page of `limit` rows
 * from `offset`, with the mailbox's Norwegian labels. `pageSizes` with more than one size lets the user choose.
 */
export function StaffPagination({
  total,
  page,
  onChange,
  pageSizes = [page.limit],
}: {
  total: number;
  page: Page;
  onChange: (next: Page) => void;
  pageSizes?: number[];
}) {
  const { t } = useTranslation(['staff']);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.floor(page.offset / page.limit)}
      rowsPerPage={page.limit}
      rowsPerPageOptions={pageSizes}
      labelRowsPerPage={t('staff:mailbox.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('staff:mailbox.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) =>
        type === 'next' ? t('staff:mailbox.nextPage') : t('staff:mailbox.previousPage')
      }
      onPageChange={(_, index) => onChange({ offset: index * page.limit, limit: page.limit })}
      onRowsPerPageChange={(event) => onChange({ offset: 0, limit: Number(event.target.value) })}
    />
  );
}
