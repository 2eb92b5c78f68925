import type { IncomeSummary } from '@butikkpanel/contracts';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatChange, formatNumber } from '@/lib/format';

type Figure = 'revenue' | 'orders' | 'average_order_value';
const FIGURES: Array<{ key: Figure; label: 'revenue' | 'orders' | 'averageOrderValue' }> = [
  { key: 'revenue', label: 'revenue' },
  { key: 'orders', label: 'orders' },
  { key: 'average_order_value', label: 'averageOrderValue' },
];

/** Revenue, orders and average order value, each with the previous period's figure and the change. */
export function SummaryCards({ summary }: { summary: IncomeSummary }) {
  const { t, i18n } = useTranslation(['income']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const show = (key: Figure, value: number | null) =>
    value === null
      ? t('income:summary.none')
      : key === 'orders'
        ? formatNumber(value, language)
        : formatAmount(value, language);

  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {FIGURES.map(({ key, label }) => {
        const change = summary.change[key];
        return (
          <Grid key={key} size={{ xs: 12, md: 4 }} component="li">
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography component="h3" variant="subtitle2" color="text.secondary">
                {t(`income:summary.${label}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {show(key, summary.current[key])}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('income:summary.previous', { value: show(key, summary.previous[key]) })}
              </Typography>
              <Typography variant="body2">
                {change === null
                  ? t('income:summary.noChange')
                  : t('income:summary.change', { change: formatChange(change, language) })}
              </Typography>
            </Paper>
          </Grid>
        );
      })}
    </Grid>
  );
}
