import type { DiscountDailyAnswer } from '@butikkpanel/contracts';
import { DISCOUNT_GRAPH_DAYS } from '@butikkpanel/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScrollTable } from '@/components/scroll-table';
import { formatAmount, formatDay, formatNumber } from '@/lib/format';
import { useDiscountDaily } from '../api/discount-stats';

type Day = DiscountDailyAnswer['days'][number];

/** Uses and revenue per Oslo day over the last 30 days: two charts and the same figures as a table. */
export function DiscountDaily({ accountId, id }: { accountId: string; id: number }) {
  const { t } = useTranslation(['discounts']);
  const daily = useDiscountDaily(accountId, id);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="discount-daily-heading" sx={{ p: 2 }}>
      <Typography id="discount-daily-heading" variant="h6" component="h2" gutterBottom>
        {t('discounts:daily.title', { days: DISCOUNT_GRAPH_DAYS })}
      </Typography>
      <FormErrorAlert error={daily.error} />
      {daily.isPending && <CircularProgress aria-label={t('discounts:daily.loading')} />}
      {daily.data && <DailyFigures days={daily.data.days} />}
    </Paper>
  );
}

function DailyFigures({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  if (days.every((day) => day.uses === 0 && day.revenue === 0))
    return <Typography color="text.secondary">{t('discounts:daily.empty')}</Typography>;
  const axis = [
    {
      scaleType: 'band' as const,
      data: days.map((day) => day.day),
      valueFormatter: (day: string) => formatDay(day, language, 'short'),
    },
  ];
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <div role="img" aria-label={t('discounts:daily.usesChart')}>
            <BarChart
              height={240}
              xAxis={axis}
              yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => formatNumber(value, language) }]}
              series={[
                {
                  data: days.map((day) => day.uses),
                  label: t('discounts:daily.uses'),
                  valueFormatter: (value) => (value === null ? '' : formatNumber(value, language)),
                },
              ]}
            />
          </div>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <div role="img" aria-label={t('discounts:daily.revenueChart')}>
            <BarChart
              height={240}
              xAxis={axis}
              yAxis={[{ valueFormatter: (value: number) => formatNumber(value, language), width: 64 }]}
              series={[
                {
                  data: days.map((day) => day.revenue),
                  label: t('discounts:daily.revenue'),
                  color: '#2e7d32',
                  valueFormatter: (value) => (value === null ? '' : formatAmount(value, language)),
                },
              ]}
            />
          </div>
        </Grid>
      </Grid>
      <ScrollTable size="small" label={t('discounts:daily.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('discounts:daily.day')}</TableCell>
            <TableCell align="right">{t('discounts:daily.uses')}</TableCell>
            <TableCell align="right">{t('discounts:daily.revenue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...days].reverse().map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(day.day, language)}
              </TableCell>
              <TableCell align="right">{formatNumber(day.uses, language)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatAmount(day.revenue, language)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </>
  );
}
