import type { IncomeSource } from '@butikkpanel/contracts';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { formatAmount, formatNumber } from '@/lib/format';
import { knownTrafficSource } from '@/lib/traffic-source';

/** The period's revenue per source: a table (the text alternative) beside a bar chart of the same figures. */
export function SourceSplit({ sources }: { sources: IncomeSource[] }) {
  const { t, i18n } = useTranslation(['income']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const name = (source: string) => knownTrafficSource(source) ?? (source || t('income:sources.direct'));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="income-sources-heading" sx={{ p: 2 }}>
      <Typography id="income-sources-heading" variant="h6" component="h2" gutterBottom>
        {t('income:sources.heading')}
      </Typography>
      {sources.length === 0 ? (
        <Typography color="text.secondary">{t('income:sources.empty')}</Typography>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ScrollTable size="small" minWidth={360} label={t('income:sources.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('income:sources.source')}</TableCell>
                  <TableCell align="right">{t('income:sources.revenue')}</TableCell>
                  <TableCell align="right">{t('income:sources.orders')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sources.map((source) => (
                  <TableRow key={source.source}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{name(source.source)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatAmount(source.revenue, language)}
                    </TableCell>
                    <TableCell align="right">{formatNumber(source.orders, language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <div role="img" aria-label={t('income:sources.chartLabel')}>
              <BarChart
                height={240}
                xAxis={[{ scaleType: 'band', data: sources.map((source) => name(source.source)) }]}
                yAxis={[{ width: 80, valueFormatter: (value: number) => formatAmount(value, language) }]}
                series={[
                  {
                    data: sources.map((source) => source.revenue),
                    label: t('income:sources.revenue'),
                    valueFormatter: (value) => (value === null ? '' : formatAmount(value, language)),
                  },
                ]}
                hideLegend
              />
            </div>
          </Grid>
        </Grid>
      )}
    </Paper>
  );
}
