import type { RecommendationAlgorithmFiguresAnswer } from '@butikkpanel/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DailyChartAndTable, type DailyMeasure } from '@/components/daily-chart-and-table';
import { useAlgorithmFigures } from '../api/widgets';

type Series = RecommendationAlgorithmFiguresAnswer['data'];
/** One Oslo day with each algorithm's clicks and revenue, by algorithm. */
interface AlgorithmDay {
  day: string;
  clicks: Record<string, number>;
  revenue: Record<string, number>;
}

/** The per-algorithm series turned into days, so the chart and table read one row per day. */
function byDay(series: Series): AlgorithmDay[] {
  const days = new Map<string, AlgorithmDay>();
  for (const { algorithm, days: figures } of series) {
    for (const figure of figures) {
      const day = days.get(figure.day) ?? { day: figure.day, clicks: {}, revenue: {} };
      day.clicks[algorithm] = figure.clicks;
      day.revenue[algorithm] = figure.revenue;
      days.set(figure.day, day);
    }
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** Which algorithms bring clicks and revenue, per Oslo day: a chart and the same figures as a table. */
export function AlgorithmFigures({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['recommendations']);
  const figures = useAlgorithmFigures(accountId);
  const days = useMemo(() => (figures.data ? byDay(figures.data) : undefined), [figures.data]);
  const algorithms = (figures.data ?? []).map((series) => series.algorithm);
  const name = (algorithm: string) =>
    t(`recommendations:algorithms.${algorithm}`, { defaultValue: algorithm });
  const clicks = algorithms.map(
    (algorithm): DailyMeasure<AlgorithmDay> => ({
      label: t('recommendations:byAlgorithm.clicksOf', { name: name(algorithm) }),
      value: (day) => day.clicks[algorithm] ?? 0,
      kind: 'count',
    }),
  );
  const revenue = algorithms.map(
    (algorithm): DailyMeasure<AlgorithmDay> => ({
      label: t('recommendations:byAlgorithm.revenueOf', { name: name(algorithm) }),
      value: (day) => day.revenue[algorithm] ?? 0,
      kind: 'amount',
    }),
  );
  return (
    <DailyChartAndTable
      title={t('recommendations:byAlgorithm.title')}
      loadingLabel={t('recommendations:figures.loading')}
      emptyText={t('recommendations:byAlgorithm.empty')}
      pending={figures.isPending}
      error={figures.error}
      days={days}
      zero={(day) => ({ day, clicks: {}, revenue: {} })}
      charts={[
        { label: t('recommendations:byAlgorithm.clicksChart'), measures: clicks },
        { label: t('recommendations:byAlgorithm.revenueChart'), measures: revenue },
      ]}
      table={{
        label: t('recommendations:byAlgorithm.table'),
        dayLabel: t('recommendations:figures.day'),
        measures: [...clicks, ...revenue],
      }}
    />
  );
}
