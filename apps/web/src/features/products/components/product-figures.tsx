import type { ProductDay, ProductStats } from '@butikkpanel/contracts';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { formatAmount, formatDay, formatNumber, formatShare } from '@/lib/format';

const COLUMNS = ['views', 'carts', 'orders', 'revenue', 'conversion'] as const;
type Column = (typeof COLUMNS)[number];

function useFigure() {
  const { t, i18n } = useTranslation(['products']);
  const language = i18n.resolvedLanguage ?? 'nb';
  return (column: Column, figures: Omit<ProductDay, 'day'>) => {
    if (column === 'revenue') return formatAmount(figures.revenue, language);
    if (column === 'conversion') {
      return figures.conversion === null
        ? t('products:detail.none')
        : formatShare(figures.conversion, language);
    }
    return formatNumber(figures[column], language);
  };
}

export function ProductTotals({ totals }: { totals: ProductStats['totals'] }) {
  const { t } = useTranslation(['products']);
  const figure = useFigure();
  return (
    <section aria-labelledby="product-totals-heading">
      <Typography id="product-totals-heading" variant="h6" component="h2" gutterBottom>
        {t('products:detail.totals')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {COLUMNS.map((column) => (
          <Grid key={column} size={{ xs: 6, md: 'grow' }} component="li">
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography component="p" variant="subtitle2" color="text.secondary">
                {t(`products:detail.columns.${column}`)}
              </Typography>
              <Typography component="p" variant="h5">
                {figure(column, totals)}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}

/** Every day of the period, newest first: the chart's figures as text. */
export function ProductDaysTable({ days }: { days: ProductDay[] }) {
  const { t, i18n } = useTranslation(['products']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const figure = useFigure();
  return (
    <ScrollTable size="small" label={t('products:detail.tableLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('products:detail.columns.day')}</TableCell>
          {COLUMNS.map((column) => (
            <TableCell key={column} align="right">
              {t(`products:detail.columns.${column}`)}
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
            {COLUMNS.map((column) => (
              <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {figure(column, day)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
