import type { SearchWidget } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { paths } from '@/config/paths';
import { useSearchTemplates } from '../api/search-templates';
import { useSearchTemplateName } from './search-template-field';

/** The widgets (or why there is none); a row (or its id, for the keyboard) opens the editor's first tab. */
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
  const templates = useSearchTemplates(accountId);
  const nameOf = useSearchTemplateName();
  // A stored template by its name once the list is in; until then (or if it is gone) by its key.
  const templateName = (key: string) => {
    const template = templates.data?.find((candidate) => candidate.key === key);
    return template ? nameOf(template) : t(`search-config:templates.${key}`, { defaultValue: key });
  };
  const editHref = (id: string) => paths.searchWidget.href(accountId, id, 'general');
  return (
    <DataList
      {...fromQuery(widgets)}
      label={t('search-config:widgets.tableLabel')}
      rowKey={(widget) => widget.id}
      empty={{ title: t('search-config:widgets.emptyTitle'), text: t('search-config:widgets.emptyText') }}
      onRowClick={(widget) => navigate(editHref(widget.id))}
      columns={[
        {
          key: 'id',
          label: t('search-config:widgets.columns.id'),
          sortValue: (widget) => widget.id,
          wrap: 'anywhere',
          cell: (widget) => (
            <Link component={RouterLink} to={editHref(widget.id)}>
              {widget.id}
            </Link>
          ),
        },
        {
          key: 'comment',
          label: t('search-config:widgets.columns.comment'),
          sortValue: (widget) => widget.comment,
          wrap: 'anywhere',
          cell: (widget) => widget.comment,
        },
        {
          key: 'template',
          label: t('search-config:widgets.columns.template'),
          cell: (widget) => templateName(widget.template),
        },
        {
          key: 'products',
          label: t('search-config:widgets.columns.products'),
          align: 'right',
          sortValue: (widget) => widget.number_of_products,
          cell: (widget) => widget.number_of_products,
        },
      ]}
      rowActions={{
        label: t('search-config:widgets.columns.actions'),
        render: (widget) => (
          <Button
            color="error"
            size="small"
            aria-label={t('search-config:widgets.deleteLabel', { id: widget.id })}
            onClick={() => onDelete(widget.id)}
          >
            {t('search-config:widgets.delete')}
          </Button>
        ),
      }}
    />
  );
}
