import type { RecommendationDailyFiguresAnswer } from '@butikkpanel/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DailyChartAndTable, type DailyMeasure } from '@/components/daily-chart-and-table';
import { useRecommendationDailyFigures } from '../api/widgets';

type Day = RecommendationDailyFiguresAnswer['days'][number];

/** A widget's last 30 Oslo days: impressions, clicks, the orders it brought and their revenue. */
export function WidgetFigures({ accountId, id }: { accountId: string; id: string }) {
  const { t } = useTranslation(['recommendations']);
  const daily = useRecommendationDailyFigures(accountId, id);
  const count = (key: 'impressions' | 'clicks' | 'orders'): DailyMeasure<Day> => ({
    label: t(`recommendations:figures.${key}`),
    value: (day) => day[key],
    kind: 'count',
  });
  const revenue: DailyMeasure<Day> = {
    label: t('recommendations:figures.revenue'),
    value: (day) => day.revenue,
    kind: 'amount',
  };
  return (
    <Stack spacing={1.5}>
      <DailyChartAndTable
        title={t('recommendations:figures.title')}
        loadingLabel={t('recommendations:figures.loading')}
        emptyText={t('recommendations:figures.empty')}
        pending={daily.isPending}
        error={daily.error}
        days={daily.data}
        zero={(day) => ({ day, impressions: 0, clicks: 0, orders: 0, revenue: 0 })}
        charts={[
          {
            label: t('recommendations:figures.reachChart'),
            measures: [count('impressions'), count('clicks')],
          },
          { label: t('recommendations:figures.revenueChart'), measures: [revenue] },
        ]}
        table={{
          label: t('recommendations:figures.table'),
          dayLabel: t('recommendations:figures.day'),
          measures: [count('impressions'), count('clicks'), count('orders'), revenue],
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('recommendations:figures.attribution')}
      </Typography>
    </Stack>
  );
}
