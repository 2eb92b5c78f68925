import { osloDay, type Redemption } from '@butikkpanel/contracts';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { paths } from '@/config/paths';
import { formatAmount, formatDateTime } from '@/lib/format';
import { PAGE_SIZES } from '@/lib/use-list-state';
import { useRedemptions } from '../api/discount-stats';

/** The income screen on the order's Oslo day, searching for the order. */
export const orderHref = (accountId: string, orderId: string, placedAt: string | null) =>
  `${paths.income.href(accountId)}?${new URLSearchParams({ search: orderId, ...(placedAt ? { day: osloDay(placedAt) } : {}) })}`;

/** The orders that used the code (a template's: its unique codes), counted, flagged with why, or cancelled. */
export function RedemptionList({
  accountId,
  id,
  template,
}: {
  accountId: string;
  id: number;
  template: boolean;
}) {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const [page, setPage] = useState({ offset: 0, limit: PAGE_SIZES[0] ?? 25 });
  const redemptions = useRedemptions(accountId, id, {
    page: Math.floor(page.offset / page.limit) + 1,
    per_page: page.limit,
  });
  const status = (redemption: Redemption) =>
    redemption.status === 'flagged' && redemption.flag
      ? t('discounts:redemptions.flaggedBecause', {
          reason: t(`discounts:redemptions.flags.${redemption.flag}`),
        })
      : t(`discounts:redemptions.statuses.${redemption.status}`);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="discount-orders-heading" sx={{ p: 2 }}>
      <Typography id="discount-orders-heading" variant="h6" component="h2" gutterBottom>
        {t('discounts:redemptions.title')}
      </Typography>
      <DataList
        {...fromQuery(redemptions, (data) => data.data)}
        label={t('discounts:redemptions.title')}
        loadingLabel={t('discounts:redemptions.loading')}
        rowKey={(redemption) => `${redemption.order_id}/${redemption.code}`}
        empty={{ title: t('discounts:redemptions.empty') }}
        paging={{
          mode: 'server',
          total: redemptions.data?.total ?? 0,
          page,
          pageSizes: PAGE_SIZES,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'order',
            label: t('discounts:redemptions.order'),
            wrap: 'anywhere',
            cell: (redemption) => (
              <Link
                component={RouterLink}
                to={orderHref(accountId, redemption.order_id, redemption.placed_at)}
              >
                {redemption.order_id}
              </Link>
            ),
          },
          {
            key: 'placed_at',
            label: t('discounts:redemptions.placedAt'),
            wrap: 'nowrap',
            cell: (redemption) => formatDateTime(redemption.placed_at, language),
          },
          {
            key: 'total',
            label: t('discounts:redemptions.total'),
            align: 'right',
            wrap: 'nowrap',
            cell: (redemption) => formatAmount(redemption.total, language),
          },
          {
            key: 'customer',
            label: t('discounts:redemptions.customer'),
            wrap: 'anywhere',
            cell: (redemption) => redemption.customer_email ?? t('discounts:none'),
          },
          ...(template
            ? [
                {
                  key: 'code',
                  label: t('discounts:columns.code'),
                  wrap: 'anywhere' as const,
                  cell: (redemption: Redemption) => <code>{redemption.code}</code>,
                },
              ]
            : []),
          { key: 'status', label: t('discounts:redemptions.status'), cell: status },
        ]}
      />
    </Paper>
  );
}
