import type { DISCOUNT_LIST_STATUSES, Discount, DiscountSort } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataList, fromQuery } from '@/components/data-list';
import { ListToolbar } from '@/components/list-toolbar';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { formatAmount, formatDay, formatNumber, formatRelativeTime } from '@/lib/format';
import { useListState } from '@/lib/use-list-state';
import { useDiscountList } from '../api/discount-codes';
import { useDiscountAmount } from './discount-text';
import { ExpiredChip } from './expired-chip';

type Status = (typeof DISCOUNT_LIST_STATUSES)[number];
const rank = () => 0;

/** /discounts/codes: the shop's codes with what each earned; search, sort, paging, current or archived. */
export function DiscountListScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['discounts', 'shell']);
  const [status, setStatus] = useState<Status>('current');
  const list = useListState<DiscountSort>();
  const codes = useDiscountList(accountId, { ...list.query, status });
  const columns = useDiscountColumns(accountId);
  const empty =
    list.search !== ''
      ? { title: t('discounts:list.noMatch') }
      : status === 'archived'
        ? { title: t('discounts:list.noArchived'), text: t('discounts:list.noArchivedText') }
        : { title: t('discounts:list.empty'), text: t('discounts:list.emptyText') };

  return (
    <ScreenLayout
      title={t('shell:nav.discountCodes')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.discountCode.href(accountId, 'new')}>
          {t('discounts:list.create')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('discounts:list.intro')}</Typography>
      <ListToolbar
        searchLabel={t('discounts:list.search')}
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        statusLabel={t('discounts:list.show')}
        status={status}
        statuses={[
          { value: 'current', label: t('discounts:list.current') },
          { value: 'archived', label: t('discounts:list.archived') },
        ]}
        onStatus={(next) => {
          setStatus(next);
          list.resetPage();
        }}
      />
      {codes.isFetching && !codes.isPending && <LinearProgress aria-label={t('discounts:list.loading')} />}
      <DataList
        {...fromQuery(codes, (data) => data.data)}
        label={t('discounts:list.label')}
        loadingLabel={t('discounts:list.loading')}
        rowKey={(discount) => String(discount.id)}
        empty={empty}
        paging={list.paging(codes.data?.total ?? 0, codes.data?.total_capped)}
        onSortChange={list.onSortChange}
        columns={columns}
        minWidth={1000}
      />
    </ScreenLayout>
  );
}

function useDiscountColumns(accountId: string): DataColumn<Discount>[] {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const amount = useDiscountAmount();
  const now = Date.now();
  // sortValue marks a column sortable; the server does the sorting (onSortChange).
  return [
    {
      key: 'name',
      label: t('discounts:columns.name'),
      wrap: 'anywhere',
      sortValue: rank,
      cell: (discount) => (
        <Link component={RouterLink} to={paths.discountCode.href(accountId, discount.id)}>
          {discount.name}
        </Link>
      ),
    },
    {
      key: 'code',
      label: t('discounts:columns.code'),
      wrap: 'anywhere',
      sortValue: rank,
      cell: (discount) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <code>{discount.code}</code>
          {discount.kind === 'template' && <Chip size="small" label={t('discounts:template')} />}
          {!discount.active && <Chip size="small" label={t('discounts:inactive')} />}
        </Stack>
      ),
    },
    {
      key: 'amount',
      label: t('discounts:columns.amount'),
      align: 'right',
      wrap: 'nowrap',
      sortValue: rank,
      cell: (discount) => amount(discount.type, discount.amount),
    },
    {
      key: 'type',
      label: t('discounts:columns.type'),
      cell: (discount) => t(`discounts:types.${discount.type}`),
    },
    {
      key: 'expires_on',
      label: t('discounts:columns.expires_on'),
      wrap: 'nowrap',
      sortValue: rank,
      cell: (discount) =>
        discount.expires_on === null ? (
          t('discounts:noExpiry')
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{formatDay(discount.expires_on, language)}</span>
            <ExpiredChip discount={discount} />
          </Stack>
        ),
    },
    {
      key: 'times_used',
      label: t('discounts:columns.times_used'),
      align: 'right',
      sortValue: rank,
      cell: (discount) => formatNumber(discount.times_used, language),
    },
    {
      key: 'last_used_at',
      label: t('discounts:columns.last_used_at'),
      wrap: 'nowrap',
      sortValue: rank,
      cell: (discount) =>
        discount.last_used_at === null
          ? t('discounts:neverUsed')
          : formatRelativeTime(discount.last_used_at, now, language),
    },
    {
      key: 'orders',
      label: t('discounts:columns.orders'),
      align: 'right',
      sortValue: rank,
      cell: (discount) => formatNumber(discount.orders, language),
    },
    {
      key: 'revenue',
      label: t('discounts:columns.revenue'),
      align: 'right',
      wrap: 'nowrap',
      sortValue: rank,
      cell: (discount) => formatAmount(discount.revenue, language),
    },
  ];
}
