import type { ProductDay } from '@butikkpanel/contracts';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { formatDay, formatNumber } from '@/lib/format';

/** Views, carts and orders per day; a picture of the table below it, which is the text alternative. */
export function ProductChart({ days }: { days: ProductDay[] }) {
  const { t, i18n } = useTranslation(['products']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const count = (value: number | null) => (value === null ? '' : formatNumber(value, language));
  return (
    <div role="img" aria-label={t('products:detail.chartLabel')}>
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'point',
            data: days.map((day) => day.day),
            valueFormatter: (day: string) => formatDay(day, language, 'short'),
          },
        ]}
        series={[
          {
            data: days.map((day) => day.views),
            label: t('products:detail.columns.views'),
            valueFormatter: count,
          },
          {
            data: days.map((day) => day.carts),
            label: t('products:detail.columns.carts'),
            valueFormatter: count,
          },
          {
            data: days.map((day) => day.orders),
            label: t('products:detail.columns.orders'),
            valueFormatter: count,
          },
        ]}
      />
    </div>
  );
}
