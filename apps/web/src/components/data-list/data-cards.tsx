import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type DataViewProps, rowClick } from './data-table';

/**
 * The phone layout: each row a card that titles itself with its first column and lists the rest as
 * label and value, so nothing scrolls sideways at 320 px. Sorting is a select above the cards.
 */
export function DataCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowActions,
  sort,
  onSort,
  onRowClick,
}: DataViewProps<Row>) {
  const { t } = useTranslation(['common']);
  const [title, ...rest] = columns;
  const sortable = columns.filter((column) => column.sortValue);
  const sortValue = sort ? `${sort.key}:${sort.direction}` : '';
  return (
    <>
      {sortable.length > 0 && (
        <Box sx={{ p: 2, pb: 0 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('common:dataList.sortBy')}
            value={sortValue}
            onChange={(event) => {
              const [key = '', direction] = event.target.value.split(':');
              onSort({ key, direction: direction === 'desc' ? 'desc' : 'asc' });
            }}
          >
            {sortable.flatMap((column) => [
              <MenuItem key={`${column.key}:asc`} value={`${column.key}:asc`}>
                {t('common:dataList.ascending', { column: column.label })}
              </MenuItem>,
              <MenuItem key={`${column.key}:desc`} value={`${column.key}:desc`}>
                {t('common:dataList.descending', { column: column.label })}
              </MenuItem>,
            ])}
          </TextField>
        </Box>
      )}
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={rowKey(row)}
            onClick={rowClick(row, onRowClick)}
            sx={{
              cursor: onRowClick ? 'pointer' : undefined,
              p: 2,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            {title && <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }}>{title.cell(row)}</Box>}
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(min-content, 2fr) minmax(0, 3fr)',
                gap: 0.5,
              }}
            >
              {rest.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {column.label}
                  </Box>
                  <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Box>
                </Box>
              ))}
            </Box>
            {rowActions && (
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                {rowActions.render(row)}
              </Stack>
            )}
          </Box>
        ))}
      </Box>
    </>
  );
}
