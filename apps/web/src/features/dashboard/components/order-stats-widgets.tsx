import type { OrderStats } from '@butikkpanel/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDay, formatNumber, formatTime } from '@/lib/format';
import { knownTrafficSource } from '@/lib/traffic-source';
import { ChartFrame } from './chart-frame';
import { SimpleTable } from './simple-table';
import { EmptyText, LoadingText, WidgetCard } from './widget-card';

const CHART_HEIGHT = 240;

/** What the order-statistics widgets get: the last figures, or none yet (still loading, or not reachable). */
export interface StatsProps {
  stats: OrderStats | undefined;
  unavailable: boolean;
}

function StatsBody({
  stats,
  unavailable,
  children,
}: StatsProps & { children: (s: OrderStats) => ReactNode }) {
  const { t } = useTranslation(['dashboard']);
  if (stats) return children(stats);
  return unavailable ? <EmptyText>{t('dashboard:stats.unavailable')}</EmptyText> : <LoadingText />;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </div>
  );
}

export function RevenueWidget(props: StatsProps) {
  const { t, i18n } = useTranslation(['dashboard']);
  const lang = i18n.resolvedLanguage;
  return (
    <WidgetCard title={t('dashboard:revenue.title')}>
      <StatsBody {...props}>
        {(stats) => {
          const days = Object.keys(stats.subtotal).sort();
          const labels = days.map((day) => formatDay(day, lang, 'weekday'));
          const values = days.map((day) => stats.subtotal[day] ?? 0);
          return (
            <Stack spacing={2}>
              <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Figure
                  label={t('dashboard:summary.today')}
                  value={formatAmount(stats.today_subtotal_sum, lang)}
                />
                <Figure
                  label={t('dashboard:summary.week')}
                  value={formatAmount(stats.week_subtotal_sum, lang)}
                />
                <Figure
                  label={t('dashboard:summary.averagePerDay')}
                  value={formatAmount(stats.average_subtotal_sum, lang)}
                />
              </Stack>
              {stats.week_subtotal_sum === 0 ? (
                <EmptyText>{t('dashboard:revenue.empty')}</EmptyText>
              ) : (
                <ChartFrame
                  caption={t('dashboard:revenue.title')}
                  headers={[t('dashboard:chart.day'), t('dashboard:chart.amount')]}
                  rows={labels.map((label, index) => [label, formatAmount(values[index] ?? 0, lang)])}
                >
                  <LineChart
                    disableKeyboardNavigation
                    height={CHART_HEIGHT}
                    xAxis={[{ scaleType: 'point', data: labels }]}
                    yAxis={[{ valueFormatter: (value: number) => formatNumber(value, lang), width: 72 }]}
                    series={[
                      {
                        data: values,
                        label: t('dashboard:revenue.series'),
                        area: true,
                        valueFormatter: (value) => formatAmount(value ?? 0, lang),
                      },
                    ]}
                    hideLegend
                  />
                </ChartFrame>
              )}
            </Stack>
          );
        }}
      </StatsBody>
    </WidgetCard>
  );
}

export function OrdersWidget(props: StatsProps) {
  const { t, i18n } = useTranslation(['dashboard']);
  const lang = i18n.resolvedLanguage;
  return (
    <WidgetCard title={t('dashboard:orders.title')}>
      <StatsBody {...props}>
        {(stats) => {
          const labels = stats.orders.map((day) => formatDay(day.date, lang, 'weekday'));
          return (
            <Stack spacing={2}>
              <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Figure
                  label={t('dashboard:summary.today')}
                  value={formatNumber(stats.today_total_orders, lang)}
                />
                <Figure
                  label={t('dashboard:summary.week')}
                  value={formatNumber(stats.week_total_orders, lang)}
                />
                <Figure
                  label={t('dashboard:summary.averagePerDay')}
                  value={formatNumber(stats.average_total_orders, lang)}
                />
              </Stack>
              {stats.week_total_orders === 0 ? (
                <EmptyText>{t('dashboard:orders.empty')}</EmptyText>
              ) : (
                <ChartFrame
                  caption={t('dashboard:orders.title')}
                  headers={[t('dashboard:chart.day'), t('dashboard:chart.count')]}
                  rows={stats.orders.map((day, index) => [
                    labels[index] ?? day.date,
                    formatNumber(day.orders, lang),
                  ])}
                >
                  <BarChart
                    disableKeyboardNavigation
                    height={CHART_HEIGHT}
                    xAxis={[{ scaleType: 'band', data: labels }]}
                    yAxis={[{ tickMinStep: 1 }]}
                    series={[
                      { data: stats.orders.map((day) => day.orders), label: t('dashboard:orders.series') },
                    ]}
                    hideLegend
                  />
                </ChartFrame>
              )}
            </Stack>
          );
        }}
      </StatsBody>
    </WidgetCard>
  );
}

export function PageViewsWidget(props: StatsProps) {
  const { t, i18n } = useTranslation(['dashboard']);
  const lang = i18n.resolvedLanguage;
  return (
    <WidgetCard title={t('dashboard:pageViews.title')}>
      <StatsBody {...props}>
        {(stats) => {
          const labels = stats.page_views.map((minute) => formatTime(minute.minute, lang));
          if (stats.page_views.every((minute) => minute.views === 0)) {
            return <EmptyText>{t('dashboard:pageViews.empty')}</EmptyText>;
          }
          return (
            <ChartFrame
              caption={t('dashboard:pageViews.title')}
              headers={[t('dashboard:chart.minute'), t('dashboard:chart.count')]}
              rows={stats.page_views.map((minute, index) => [
                labels[index] ?? minute.minute,
                formatNumber(minute.views, lang),
              ])}
            >
              <BarChart
                disableKeyboardNavigation
                height={CHART_HEIGHT}
                xAxis={[{ scaleType: 'band', data: labels }]}
                yAxis={[{ tickMinStep: 1 }]}
                series={[
                  {
                    data: stats.page_views.map((minute) => minute.views),
                    label: t('dashboard:pageViews.series'),
                  },
                ]}
                hideLegend
              />
            </ChartFrame>
          );
        }}
      </StatsBody>
    </WidgetCard>
  );
}

export function TopSourcesWidget(props: StatsProps) {
  const { t, i18n } = useTranslation(['dashboard']);
  const lang = i18n.resolvedLanguage;
  return (
    <WidgetCard title={t('dashboard:sources.title')}>
      <StatsBody {...props}>
        {(stats) =>
          stats.referrer.length === 0 ? (
            <EmptyText>{t('dashboard:sources.empty')}</EmptyText>
          ) : (
            <SimpleTable
              caption={t('dashboard:sources.title')}
              rows={stats.referrer}
              rowKey={(row) => row.raw}
              columns={[
                {
                  label: t('dashboard:sources.source'),
                  cell: (row) =>
                    knownTrafficSource(row.raw) ?? (row.referrer || t('dashboard:sources.direct')),
                },
                {
                  label: t('dashboard:sources.sum'),
                  cell: (row) => formatAmount(row.sum, lang),
                  numeric: true,
                },
                {
                  label: t('dashboard:sources.orders'),
                  cell: (row) => formatNumber(row.orders, lang),
                  numeric: true,
                },
              ]}
            />
          )
        }
      </StatsBody>
    </WidgetCard>
  );
}
