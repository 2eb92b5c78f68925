import type { CampaignDay } from '@butikkpanel/contracts';
import { useTranslation } from 'react-i18next';
import { DailyChartAndTable, type DailyMeasure } from '@/components/daily-chart-and-table';
import { useCampaignDaily } from '../api/campaigns';

/** A campaign over time: mails sent, opens and clicks per Oslo day, and the orders they brought; and as a table. */
export function CampaignDaily({
  accountId,
  id,
  sending,
}: {
  accountId: string;
  id: number;
  sending: boolean;
}) {
  const { t } = useTranslation(['emails']);
  const daily = useCampaignDaily(accountId, id, sending);
  const count = (
    key: 'sent' | 'opened' | 'clicked' | 'unsubscribed' | 'orders',
  ): DailyMeasure<CampaignDay> => ({
    label: t(`emails:figures.${key}`),
    value: (day) => day[key],
    kind: 'count',
  });
  const revenue: DailyMeasure<CampaignDay> = {
    label: t('emails:figures.revenue'),
    value: (day) => day.revenue,
    kind: 'amount',
  };
  return (
    <DailyChartAndTable
      title={t('emails:daily.title')}
      loadingLabel={t('emails:daily.loading')}
      emptyText={t('emails:daily.empty')}
      pending={daily.isPending}
      error={daily.error}
      days={daily.data}
      zero={(day) => ({ day, sent: 0, opened: 0, clicked: 0, unsubscribed: 0, orders: 0, revenue: 0 })}
      charts={[
        { label: t('emails:daily.reachChart'), measures: [count('sent'), count('opened'), count('clicked')] },
        { label: t('emails:daily.revenueChart'), measures: [revenue] },
      ]}
      table={{
        label: t('emails:daily.tableLabel'),
        dayLabel: t('emails:daily.day'),
        measures: [
          count('sent'),
          count('opened'),
          count('clicked'),
          count('unsubscribed'),
          count('orders'),
          revenue,
        ],
      }}
    />
  );
}
