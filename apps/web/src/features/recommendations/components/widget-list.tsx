import type { RecommendationFigures, RecommendationWidget } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { paths } from '@/config/paths';
import { formatAmount, formatNumber, formatShare } from '@/lib/format';

const NO_FIGURES: RecommendationFigures = { impressions: 0, clicks: 0, orders: 0, revenue: 0 };

interface WidgetListProps {
  accountId: string;
  widgets: UseQueryResult<RecommendationWidget[]>;
  /** Each widget's last 30 days, by id (empty until they come). */
  figures: ReadonlyMap<string, RecommendationFigures>;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The widgets with their last 30 days; a row opens the editor, the dealer's widgets read-only. */
export function WidgetList({ accountId, widgets, figures, onDuplicate, onDelete }: WidgetListProps) {
  const { t, i18n } = useTranslation(['recommendations']);
  const language = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const editHref = (id: string) => paths.recommendation.href(accountId, id, 'settings');
  const of = (widget: RecommendationWidget) => figures.get(widget.id) ?? NO_FIGURES;
  const count = (key: 'impressions' | 'clicks' | 'orders') => ({
    key,
    label: t(`recommendations:list.columns.${key}`),
    align: 'right' as const,
    wrap: 'nowrap' as const,
    sortValue: (widget: RecommendationWidget) => of(widget)[key],
    cell: (widget: RecommendationWidget) => formatNumber(of(widget)[key], language),
  });
  const ctr = (widget: RecommendationWidget) => {
    const { impressions, clicks } = of(widget);
    return impressions === 0 ? null : clicks / impressions;
  };
  const status = (widget: RecommendationWidget) => {
    if (widget.type === 'email') return t('recommendations:list.statusEmail');
    return of(widget).impressions > 0
      ? t('recommendations:list.statusShown')
      : t('recommendations:list.statusNotShown');
  };
  return (
    <DataList
      {...fromQuery(widgets)}
      label={t('recommendations:list.tableLabel')}
      rowKey={(widget) => widget.id}
      empty={{ title: t('recommendations:list.emptyTitle'), text: t('recommendations:list.emptyText') }}
      onRowClick={(widget) => navigate(editHref(widget.id))}
      columns={[
        {
          key: 'id',
          label: t('recommendations:list.columns.id'),
          sortValue: (widget) => widget.id,
          // The id is what the shop places: read whole, not broken mid-word.
          wrap: 'nowrap',
          cell: (widget) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={editHref(widget.id)}>
                {widget.id}
              </Link>
              {widget.owner === 'dealer' && (
                <Chip size="small" variant="outlined" label={t('recommendations:list.dealerOwned')} />
              )}
            </Stack>
          ),
        },
        {
          key: 'comment',
          label: t('recommendations:list.columns.comment'),
          sortValue: (widget) => widget.comment,
          wrap: 'anywhere',
          cell: (widget) => widget.comment,
        },
        {
          key: 'type',
          label: t('recommendations:list.columns.type'),
          sortValue: (widget) => widget.type,
          cell: (widget) => t(`recommendations:types.${widget.type}`),
        },
        {
          key: 'algorithm',
          label: t('recommendations:list.columns.algorithm'),
          sortValue: (widget) => widget.algorithm,
          cell: (widget) => t(`recommendations:algorithms.${widget.algorithm}`),
        },
        {
          key: 'template',
          label: t('recommendations:list.columns.template'),
          cell: (widget) =>
            t(`recommendations:templates.${widget.template}`, { defaultValue: widget.template }),
        },
        { key: 'status', label: t('recommendations:list.columns.status'), cell: status },
        count('impressions'),
        count('clicks'),
        {
          key: 'ctr',
          label: t('recommendations:list.columns.ctr'),
          align: 'right',
          wrap: 'nowrap',
          sortValue: ctr,
          cell: (widget) => {
            const share = ctr(widget);
            return share === null ? '–' : formatShare(share, language);
          },
        },
        count('orders'),
        {
          key: 'revenue',
          label: t('recommendations:list.columns.revenue'),
          align: 'right',
          wrap: 'nowrap',
          sortValue: (widget) => of(widget).revenue,
          cell: (widget) => formatAmount(of(widget).revenue, language),
        },
      ]}
      rowActions={{
        label: t('recommendations:list.columns.actions'),
        render: (widget) => (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              aria-label={t('recommendations:list.duplicateLabel', { id: widget.id })}
              onClick={() => onDuplicate(widget.id)}
            >
              {t('recommendations:list.duplicate')}
            </Button>
            {widget.editable && (
              <Button
                color="error"
                size="small"
                aria-label={t('recommendations:list.deleteLabel', { id: widget.id })}
                onClick={() => onDelete(widget.id)}
              >
                {t('recommendations:list.delete')}
              </Button>
            )}
          </Stack>
        ),
      }}
    />
  );
}
