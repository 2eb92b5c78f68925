import type { SearchWidget } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { VisuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { QueryTable } from './query-table';

/** The widgets as a table (or why there is none); a row (or its id, for the keyboard) opens the editor's first tab. */
export function SearchWidgetList({
  accountId,
  widgets,
  onDelete,
}: {
  accountId: string;
  widgets: UseQueryResult<SearchWidget[]>;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation(['search-config']);
  const navigate = useNavigate();
  const editHref = (id: string) => paths.searchWidget.href(accountId, id, 'general');
  return (
    <QueryTable
      query={widgets}
      label={t('search-config:widgets.tableLabel')}
      emptyTitle={t('search-config:widgets.emptyTitle')}
      emptyText={t('search-config:widgets.emptyText')}
      head={
        <>
          <TableCell>{t('search-config:widgets.columns.id')}</TableCell>
          <TableCell>{t('search-config:widgets.columns.comment')}</TableCell>
          <TableCell>{t('search-config:widgets.columns.template')}</TableCell>
          <TableCell align="right">{t('search-config:widgets.columns.products')}</TableCell>
          <TableCell>
            <VisuallyHidden>{t('search-config:widgets.columns.actions')}</VisuallyHidden>
          </TableCell>
        </>
      }
    >
      {(rows) =>
        rows.map((widget) => (
          <TableRow
            key={widget.id}
            hover
            sx={{ cursor: 'pointer' }}
            onClick={(event) => {
              // The link and the delete button handle their own clicks.
              if ((event.target as HTMLElement).closest('a, button')) return;
              navigate(editHref(widget.id));
            }}
          >
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={editHref(widget.id)}>
                {widget.id}
              </Link>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{widget.comment}</TableCell>
            <TableCell>{t(`search-config:templates.${widget.template}`)}</TableCell>
            <TableCell align="right">{widget.number_of_products}</TableCell>
            <TableCell align="right">
              <Button
                color="error"
                size="small"
                aria-label={t('search-config:widgets.deleteLabel', { id: widget.id })}
                onClick={() => onDelete(widget.id)}
              >
                {t('search-config:widgets.delete')}
              </Button>
            </TableCell>
          </TableRow>
        ))
      }
    </QueryTable>
  );
}
