import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ScrollTable } from '@/components/scroll-table';
import { formatAmount, formatDay, formatNumber } from '@/lib/format';
import { continuousDays } from './continuous-days';

/** One figure per day: a count (uses, mails sent) or an amount in kroner (revenue). */
export interface DailyMeasure<Day> {
  label: string;
  value: (day: Day) => number;
  kind: 'count' | 'amount';
}

/** A bar chart of some measures, named for screen readers (the table beside it holds the same figures). */
export interface DailyChart<Day> {
  label: string;
  measures: readonly DailyMeasure<Day>[];
}

export interface DailyChartAndTableProps<Day extends { day: string }> {
  title: string;
  loadingLabel: string;
  /** Said instead of charts when no day has a figure. */
  emptyText: string;
  pending: boolean;
  error: unknown;
  /** Oslo days (yyyy-mm-dd), oldest first; gaps are drawn as zero days. */
  days: readonly Day[] | undefined;
  zero: (day: string) => Day;
  charts: readonly DailyChart<Day>[];
  table: { label: string; dayLabel: string; measures: readonly DailyMeasure<Day>[] };
}

/** Revenue green, as on the dashboard; counts take the chart's own colours. */
const AMOUNT_COLOR = '#2e7d32';

/**
 * Figures per Oslo day (a code's uses, a campaign's opens): charts side by side at wide widths and stacked on a
 * phone, and the same figures as a table, newest day first, for reading and for screen readers.
 */
export function DailyChartAndTable<Day extends { day: string }>(props: DailyChartAndTableProps<Day>) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {props.title}
      </Typography>
      <FormErrorAlert error={props.error} />
      {props.pending && <CircularProgress aria-label={props.loadingLabel} />}
      {props.days && <DailyFigures {...props} days={continuousDays(props.days, props.zero)} />}
    </Paper>
  );
}

function DailyFigures<Day extends { day: string }>({
  days,
  charts,
  table,
  emptyText,
}: DailyChartAndTableProps<Day> & { days: Day[] }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'nb';
  const format = (measure: DailyMeasure<Day>, value: number) =>
    measure.kind === 'amount' ? formatAmount(value, language) : formatNumber(value, language);
  const measures = [...charts.flatMap((chart) => chart.measures), ...table.measures];
  if (days.every((day) => measures.every((measure) => measure.value(day) === 0)))
    return <Typography color="text.secondary">{emptyText}</Typography>;
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
        {charts.map((chart) => {
          const amounts = chart.measures.every((measure) => measure.kind === 'amount');
          return (
            <Grid key={chart.label} size={{ xs: 12, lg: 12 / Math.min(charts.length, 2) }}>
              <div role="img" aria-label={chart.label}>
                <BarChart
                  height={240}
                  xAxis={axis}
                  yAxis={[
                    amounts
                      ? { valueFormatter: (value: number) => formatNumber(value, language), width: 64 }
                      : { tickMinStep: 1, valueFormatter: (value: number) => formatNumber(value, language) },
                  ]}
                  series={chart.measures.map((measure) => ({
                    data: days.map(measure.value),
                    label: measure.label,
                    ...(measure.kind === 'amount' && { color: AMOUNT_COLOR }),
                    valueFormatter: (value: number | null) => (value === null ? '' : format(measure, value)),
                  }))}
                />
              </div>
            </Grid>
          );
        })}
      </Grid>
      <ScrollTable size="small" label={table.label}>
        <TableHead>
          <TableRow>
            <TableCell>{table.dayLabel}</TableCell>
            {table.measures.map((measure) => (
              <TableCell key={measure.label} align="right">
                {measure.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...days].reverse().map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(day.day, language)}
              </TableCell>
              {table.measures.map((measure) => (
                <TableCell
                  key={measure.label}
                  align="right"
                  sx={measure.kind === 'amount' ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {format(measure, measure.value(day))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </>
  );
}
