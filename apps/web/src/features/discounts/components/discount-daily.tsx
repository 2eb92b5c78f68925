import type { DiscountDailyAnswer } from '@butikkpanel/contracts';
import { DISCOUNT_GRAPH_DAYS } from '@butikkpanel/contracts';
import { useTranslation } from 'react-i18next';
import { DailyChartAndTable, type DailyMeasure } from '@/components/daily-chart-and-table';
import { useDiscountDaily } from '../api/discount-stats';

type Day = DiscountDailyAnswer['days'][number];

/** Uses and revenue per Oslo day over the last 30 days: two charts and the same figures as a table. */
export function DiscountDaily({ accountId, id }: { accountId: string; id: number }) {
  const { t } = useTranslation(['discounts']);
  const daily = useDiscountDaily(accountId, id);
  const uses: DailyMeasure<Day> = {
    label: t('discounts:daily.uses'),
    value: (day) => day.uses,
    kind: 'count',
  };
  const revenue: DailyMeasure<Day> = {
    label: t('discounts:daily.revenue'),
    value: (day) => day.revenue,
    kind: 'amount',
  };
  return (
    <DailyChartAndTable
      title={t('discounts:daily.title', { days: DISCOUNT_GRAPH_DAYS })}
      loadingLabel={t('discounts:daily.loading')}
      emptyText={t('discounts:daily.empty')}
      pending={daily.isPending}
      error={daily.error}
      days={daily.data?.days}
      zero={(day) => ({ day, uses: 0, revenue: 0 })}
      charts={[
        { label: t('discounts:daily.usesChart'), measures: [uses] },
        { label: t('discounts:daily.revenueChart'), measures: [revenue] },
      ]}
      table={{
        label: t('discounts:daily.tableLabel'),
        dayLabel: t('discounts:daily.day'),
        measures: [uses, revenue],
      }}
    />
  );
}
