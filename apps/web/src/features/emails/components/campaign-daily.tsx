import { type CampaignDay, eachDay } from '@butikkpanel/contracts';
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
import { useCampaignDaily } from '../api/campaigns';

/** Every day from the first to the last with figures, the quiet ones at zero, so the axis is time. */
export function continuousDays(days: readonly CampaignDay[]): CampaignDay[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const byDay = new Map(days.map((day) => [day.day, day]));
  return eachDay(first.day, last.day).map(
    (day) =>
      byDay.get(day) ?? { day, sent: 0, opened: 0, clicked: 0, unsubscribed: 0, orders: 0, revenue: 0 },
  );
}

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
  return (
    <Paper variant="outlined" component="section" aria-labelledby="campaign-daily-heading" sx={{ p: 2 }}>
      <Typography id="campaign-daily-heading" variant="h6" component="h2" gutterBottom>
        {t('emails:daily.title')}
      </Typography>
      <FormErrorAlert error={daily.error} />
      {daily.isPending && <CircularProgress aria-label={t('emails:daily.loading')} />}
      {daily.data && <DailyFigures days={continuousDays(daily.data)} />}
    </Paper>
  );
}

function DailyFigures({ days }: { days: CampaignDay[] }) {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  if (days.length === 0) return <Typography color="text.secondary">{t('emails:daily.empty')}</Typography>;
  const axis = [
    {
      scaleType: 'band' as const,
      data: days.map((day) => day.day),
      valueFormatter: (day: string) => formatDay(day, language, 'short'),
    },
  ];
  const count = (value: number | null) => (value === null ? '' : formatNumber(value, language));
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <div role="img" aria-label={t('emails:daily.reachChart')}>
            <BarChart
              height={240}
              xAxis={axis}
              yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => formatNumber(value, language) }]}
              series={[
                { data: days.map((day) => day.sent), label: t('emails:figures.sent'), valueFormatter: count },
                {
                  data: days.map((day) => day.opened),
                  label: t('emails:figures.opened'),
                  valueFormatter: count,
                },
                {
                  data: days.map((day) => day.clicked),
                  label: t('emails:figures.clicked'),
                  valueFormatter: count,
                },
              ]}
            />
          </div>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <div role="img" aria-label={t('emails:daily.revenueChart')}>
            <BarChart
              height={240}
              xAxis={axis}
              yAxis={[{ valueFormatter: (value: number) => formatNumber(value, language), width: 64 }]}
              series={[
                {
                  data: days.map((day) => day.revenue),
                  label: t('emails:figures.revenue'),
                  color: '#2e7d32',
                  valueFormatter: (value) => (value === null ? '' : formatAmount(value, language)),
                },
              ]}
            />
          </div>
        </Grid>
      </Grid>
      <ScrollTable size="small" label={t('emails:daily.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('emails:daily.day')}</TableCell>
            <TableCell align="right">{t('emails:figures.sent')}</TableCell>
            <TableCell align="right">{t('emails:figures.opened')}</TableCell>
            <TableCell align="right">{t('emails:figures.clicked')}</TableCell>
            <TableCell align="right">{t('emails:figures.unsubscribed')}</TableCell>
            <TableCell align="right">{t('emails:figures.orders')}</TableCell>
            <TableCell align="right">{t('emails:figures.revenue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...days].reverse().map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(day.day, language)}
              </TableCell>
              <TableCell align="right">{formatNumber(day.sent, language)}</TableCell>
              <TableCell align="right">{formatNumber(day.opened, language)}</TableCell>
              <TableCell align="right">{formatNumber(day.clicked, language)}</TableCell>
              <TableCell align="right">{formatNumber(day.unsubscribed, language)}</TableCell>
              <TableCell align="right">{formatNumber(day.orders, language)}</TableCell>
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
