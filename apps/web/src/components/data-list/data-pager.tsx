import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

/** The pager under a list: which rows show of how many, the page size, and previous and next page. */
export function DataPager({
  total,
  totalCapped = false,
  offset,
  limit,
  pageSizes,
  onChange,
}: {
  total: number;
  totalCapped?: boolean;
  offset: number;
  limit: number;
  pageSizes: number[];
  onChange: (offset: number, limit: number) => void;
}) {
  const { t } = useTranslation(['common']);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.floor(offset / limit)}
      rowsPerPage={limit}
      rowsPerPageOptions={pageSizes}
      labelRowsPerPage={t('common:dataList.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t(totalCapped ? 'common:dataList.displayedRowsAtLeast' : 'common:dataList.displayedRows', {
          from,
          to,
          count,
        })
      }
      getItemAriaLabel={(type) =>
        type === 'next' ? t('common:dataList.nextPage') : t('common:dataList.previousPage')
      }
      onPageChange={(_, index) => onChange(index * limit, limit)}
      onRowsPerPageChange={(event) => onChange(0, Number(event.target.value))}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
    />
  );
}
